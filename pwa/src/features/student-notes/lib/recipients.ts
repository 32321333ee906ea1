import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StudentNoteRecipientFlag } from '@portal/contract';

/** Reader spec 2.7: who a note goes to besides the extra addresses, as the form and the list name them. */
export const RECIPIENTS: ReadonlyArray<{ flag: StudentNoteRecipientFlag; label: MessageDescriptor }> = [
  { flag: 'email_self', label: msg`Self` },
  { flag: 'email_hrt', label: msg`Homeroom teacher` },
  { flag: 'email_hoy', label: msg`Head of year` },
  { flag: 'email_wellbeing_group', label: msg`Wellbeing group` },
  { flag: 'email_counsellor_staff', label: msg`Counsellor staff` },
  { flag: 'email_class_teachers', label: msg`Class teachers` },
];
