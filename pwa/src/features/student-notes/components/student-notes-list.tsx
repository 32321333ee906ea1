import { EMPTY, formatNoteTimestamp, type StudentNoteRecord } from '@portal/contract';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';

/** Who a note went to, in words: the ticked groups, then the extra addresses. */
function recipientsOf(note: StudentNoteRecord): string {
  const groups = [
    note.email_self && 'Self',
    note.email_hrt && 'Homeroom teacher',
    note.email_hoy && 'Head of year',
    note.email_wellbeing_group && 'Wellbeing group',
    note.email_counsellor_staff && 'Counsellor staff',
    note.email_class_teachers && 'Class teachers',
  ].filter((label): label is string => !!label);
  return [...groups, ...note.email_recipients].join(', ') || 'Saved only';
}

/** Reader spec 2.7: a student's notes, newest first, dated DD-MM-YYYY h:mm A; read only (a sent note is never changed). */
export function StudentNotesList({ notes, student }: { notes: readonly StudentNoteRecord[]; student: string }) {
  if (notes.length === 0) return <p className="student-notes__empty">{EMPTY.noRecords}</p>;
  return (
    <table className="student-notes__table">
      <caption>Notes for {student}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Type</th>
          <th scope="col">Note</th>
          <th scope="col">By</th>
          <th scope="col">Sent to</th>
        </tr>
      </thead>
      <tbody>
        {notes.map((note) => (
          <tr key={note.studentnoteUid}>
            <td>
              <DateDisplay value={note.created_date} text={formatNoteTimestamp(note.created_date, schoolTimeZone())} />
            </td>
            <td>{note.noteType}</td>
            <td className="student-notes__text">{note.note}</td>
            <td>{note.created_by}</td>
            <td>{recipientsOf(note)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
