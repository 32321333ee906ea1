import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { EMPTY, formatNoteTimestamp, type StudentNoteRecord } from '@portal/contract';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';
import { RECIPIENTS } from '../lib/recipients.ts';

/** Who a note went to, in words: the ticked groups, then the extra addresses ('Saved only' when none). */
function recipientsOf(note: StudentNoteRecord, i18n: I18n, savedOnly: string): string {
  const groups = RECIPIENTS.filter(({ flag }) => note[flag]).map(({ label }) => i18n._(label));
  return [...groups, ...note.email_recipients].join(', ') || savedOnly;
}

/** Reader spec 2.7: a student's notes, newest first, dated DD-MM-YYYY h:mm A; read only (a sent note is never changed). */
export function StudentNotesList({ notes, student }: { notes: readonly StudentNoteRecord[]; student: string }) {
  const { t, i18n } = useLingui();
  if (notes.length === 0) return <p className="student-notes__empty">{i18n._(EMPTY.noRecords)}</p>;
  const savedOnly = t`Saved only`;
  const name = student;
  return (
    <table className="student-notes__table">
      <caption>
        <Trans>Notes for {name}</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Date</Trans>
          </th>
          <th scope="col">
            <Trans>Type</Trans>
          </th>
          <th scope="col">
            <Trans>Note</Trans>
          </th>
          <th scope="col">
            <Trans>By</Trans>
          </th>
          <th scope="col">
            <Trans>Sent to</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {notes.map((note) => (
          <tr key={note.studentnoteUid}>
            <td>
              <DateDisplay value={note.created_date} text={formatNoteTimestamp(note.created_date, schoolTimeZone())} />
            </td>
            <td>{i18n._(note.noteType)}</td>
            <td className="student-notes__text">{note.note}</td>
            <td>{note.created_by}</td>
            <td>{recipientsOf(note, i18n, savedOnly)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
