import { useState } from 'react';
import { StudentNotesModal, type NotesStudent } from './student-notes-modal.tsx';

/** Reader spec 2.6: the per-student notes button of the faculty's student list; it opens the notes modal. */
export function StudentNotesButton({ student }: { student: NotesStudent }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary button--small" aria-label={`Notes for ${student.student}`} onClick={() => setOpen(true)}>
        Notes
      </button>
      {open ? <StudentNotesModal student={student} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
