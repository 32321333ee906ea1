import { useEffect, useId, useRef } from 'react';
import { STUDENT_NOTE_MESSAGES as M } from '@portal/contract';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { useStudentNotes } from '../api/get-student-notes.ts';
import { useExportStudentNotes } from '../api/export-student-notes.ts';
import { StudentNoteForm } from './student-note-form.tsx';
import { StudentNotesList } from './student-notes-list.tsx';
import './student-notes.css';

export type NotesStudent = {
  /** The student's portal account (the notes' student_userid). */
  userUid: string;
  /** Their display name. */
  student: string;
};

/**
 * Reader spec 2.6: the notes modal 'Create new note for {student}', with the student's notes
 * below the form and their CSV export. A native modal dialog: focus stays inside it, Escape
 * closes it, and the page behind is inert.
 */
export function StudentNotesModal({ student, onClose }: { student: NotesStudent; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const notes = useStudentNotes(student.userUid);
  const exportNotes = useExportStudentNotes();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog ref={dialogRef} className="student-notes" aria-labelledby={titleId} onClose={onClose}>
      <div className="student-notes__header">
        <h2 id={titleId} className="student-notes__title">
          {M.modalTitle(student.student)}
        </h2>
        <button type="button" className="button button--secondary button--small" onClick={() => dialogRef.current?.close()}>
          Close
        </button>
      </div>
      <StudentNoteForm studentUserId={student.userUid} />
      <section className="student-notes__saved" aria-labelledby={`${titleId}-saved`}>
        <div className="student-notes__header">
          <h3 id={`${titleId}-saved`}>Saved notes</h3>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={exportNotes.isPending}
            onClick={() => exportNotes.mutate(student.userUid)}
          >
            Export CSV
          </button>
        </div>
        {exportNotes.isError ? <ErrorMessage error={exportNotes.error} /> : null}
        {notes.isPending ? <Loading /> : notes.isError ? <ErrorMessage error={notes.error} onRetry={() => void notes.refetch()} /> : <StudentNotesList notes={notes.data.notes} student={student.student} />}
      </section>
    </dialog>
  );
}
