import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { STUDENT_NOTE_MESSAGES as M } from '@portal/contract';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { SavedContent } from '@/components/ui/saved-content.tsx';
import { useOnlineStatus } from '@/offline/use-online-status.ts';
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
 * closes it, and the page behind is inert. Offline, the notes saved on an earlier visit show;
 * sending and exporting wait for the network and say so.
 */
export function StudentNotesModal({ student, onClose }: { student: NotesStudent; onClose: () => void }) {
  const { i18n } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const notes = useStudentNotes(student.userUid);
  const exportNotes = useExportStudentNotes();
  const online = useOnlineStatus();
  const offlineHintId = `${titleId}-offline`;

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
          <Trans>Close</Trans>
        </button>
      </div>
      {online ? null : (
        <p id={offlineHintId} className="student-notes__offline">
          {i18n._(M.offlineHint)}
        </p>
      )}
      <StudentNoteForm studentUserId={student.userUid} offlineHintId={online ? null : offlineHintId} />
      <section className="student-notes__saved" aria-labelledby={`${titleId}-saved`}>
        <div className="student-notes__header">
          <h3 id={`${titleId}-saved`}>
            <Trans>Saved notes</Trans>
          </h3>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={exportNotes.isPending || !online}
            aria-describedby={online ? undefined : offlineHintId}
            onClick={() => exportNotes.mutate(student.userUid)}
          >
            <Trans>Export CSV</Trans>
          </button>
        </div>
        {exportNotes.isError ? <ErrorMessage error={exportNotes.error} /> : null}
        <SavedContent saved={notes}>{(answer) => <StudentNotesList notes={answer.notes} student={student.student} />}</SavedContent>
      </section>
    </dialog>
  );
}
