import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { StudentNotesModal, type NotesStudent } from './student-notes-modal.tsx';

/** Reader spec 2.6: the per-student notes button of the faculty's student list; it opens the notes modal. */
export function StudentNotesButton({ student }: { student: NotesStudent }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = student.student;
  return (
    <>
      <button type="button" className="button button--secondary button--small" aria-label={t`Notes for ${name}`} onClick={() => setOpen(true)}>
        <Trans>Notes</Trans>
      </button>
      {open ? <StudentNotesModal student={student} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
