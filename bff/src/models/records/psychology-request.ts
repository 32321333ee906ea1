import type { CmsRecord } from '@portal/cms/types';
import type { StudentOfReader } from './student.ts';

/** How every request is read: its student and its requester, as ids (the student is presented as the reader sees them). */
export const PSYCHOLOGY_REQUEST_POPULATE = {
  student: { fields: ['documentId'] },
  requester: { fields: ['documentId'] },
} as const;

/** A school psychology request about a student. */
export type PsychologyRequest = CmsRecord<'api::school-psychology-request.school-psychology-request', typeof PSYCHOLOGY_REQUEST_POPULATE>;

/**
 * A request as its rules read it: its student as the reader may see them (their campus and the
 * asking carer's link), its requester, the relationship they gave, and the ids of the campus's
 * counsellors (who see every request of the campus). A loaded request is one; so is a request
 * about to be made.
 */
export type PsychologyRequestAccess = Pick<PsychologyRequest, 'relationship'> & {
  requester: Pick<NonNullable<PsychologyRequest['requester']>, 'documentId'> | null;
  student: StudentOfReader;
  counsellors: readonly string[];
};

/** A loaded request with what its rules read. */
export type PsychologyRequestOfReader = Omit<PsychologyRequest, 'student' | 'requester'> & PsychologyRequestAccess;
