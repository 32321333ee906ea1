import type { EmailLogType, PsychologyRequestFields } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { authorize, can } from '../policies/authorize.ts';
import { isCounsellor } from '../policies/counsellor.ts';
import { createCounsellors } from './counsellors.ts';
import type { ModelDeps } from './model-deps.ts';
import {
  PSYCHOLOGY_REQUEST_POPULATE,
  type PsychologyRequest,
  type PsychologyRequestOfReader,
} from './records/psychology-request.ts';
import type { StudentOfReader } from './records/student.ts';

export { PSYCHOLOGY_REQUEST_POPULATE, type PsychologyRequest, type PsychologyRequestOfReader };

const COLLECTION = 'school-psychology-requests';
/** The email log type of a request's messages to the counsellors (one of the Email Logs filter's types). */
const PSYCHOLOGY_REQUEST_EMAIL_KIND: EmailLogType = 'School Psychology Request';
/** How many students' ids a filter names at most; a longer list (staff: the whole campus) is asked by campus. */
const MAX_STUDENT_IDS = 100;

/** A request's email as it goes to each counsellor. */
export type CounsellorMessage = { subject: string; text: string; html: string };

/**
 * School psychology requests (reader spec 2.1): made by whoever may see the student, emailed to
 * the campus's counsellors (models/counsellors.ts) through the email-sends plugin's transactional
 * path, and read by whom policies/psychology-request.ts says, by portal person id.
 */
export function createPsychologyRequests(deps: Pick<ModelDeps, 'cms' | 'cache' | 'config' | 'now'>) {
  const { cms } = deps;
  const counsellors = createCounsellors(deps);

  /** What the CMS is asked for: requests about these students that the person could read (each is then decided by the policy). */
  function narrowing(person: PortalUser, students: readonly StudentOfReader[], counsellor: boolean): object {
    const about = students.length > MAX_STUDENT_IDS ? { campus: { $eq: person.campus } } : { documentId: { $in: students.map((student) => student.documentId) } };
    if (counsellor) return { student: about };
    const own = { requester: { documentId: { $eq: person.documentId } } };
    if (person.type !== 'affiliate') return { student: about, ...own };
    return { student: about, $or: [own, { relationship: { $in: ['Parent', 'Carer'] } }] };
  }

  return {
    /** The requests about these students (those the person may see) that the person may read, newest first, and whether they have the counsellors' view. */
    async readableBy(person: PortalUser, students: readonly StudentOfReader[]): Promise<{ requests: PsychologyRequestOfReader[]; isCounsellor: boolean }> {
      const counsellorIds = await counsellors.of(person);
      const counsellor = isCounsellor(person, counsellorIds);
      if (students.length === 0) return { requests: [], isCounsellor: counsellor };
      const byId = new Map(students.map((student) => [student.documentId, student]));
      const found = await cms.findAll<PsychologyRequest>(COLLECTION, { filters: narrowing(person, students, counsellor), populate: PSYCHOLOGY_REQUEST_POPULATE, sort: ['createdAt:desc'] });
      const requests = found.data.flatMap((request): PsychologyRequestOfReader[] => {
        const student = request.student && byId.get(request.student.documentId);
        return student ? [{ ...request, student, counsellors: counsellorIds }] : [];
      });
      return { requests: requests.filter((request) => can(person, 'psychology-request.read', request)), isCounsellor: counsellor };
    },

    /** Saves a request about the student, made by the person (its requester). */
    async create(person: PortalUser, student: StudentOfReader, data: PsychologyRequestFields): Promise<PsychologyRequestOfReader> {
      authorize(person, 'psychology-request.create', { student, requester: person, relationship: data.relationship, counsellors: [] });
      const stored = await cms.as(person).create<PsychologyRequest>(
        COLLECTION,
        {
          student: student.documentId,
          requester: person.documentId,
          requested_by_username: person.username,
          requester_name: [person.firstname, person.surname].filter(Boolean).join(' ') || person.username,
          requester_email: person.email,
          relationship: data.relationship,
          concerns: data.concerns,
          preferred_contact: data.preferred_contact || null,
          consent: data.consent,
          request_status: 'submitted',
        },
        { populate: PSYCHOLOGY_REQUEST_POPULATE },
      );
      return { ...stored, student, counsellors: [] };
    },

    /** Emails a new request to each of the campus's counsellors, each message idempotent on (request, counsellor) in the email logs. */
    async emailCounsellors(person: PortalUser, request: PsychologyRequestOfReader, message: CounsellorMessage): Promise<void> {
      for (const [index, to] of counsellors.addresses(person.campus).entries()) {
        await cms.postUnwrapped('email-sends/messages', {
          kind: PSYCHOLOGY_REQUEST_EMAIL_KIND,
          campus: person.campus,
          to,
          ...message,
          tags: { send_id: request.documentId, recipient_id: `counsellor-${index}` },
          details: { user_id: person.documentId, user_name: person.username, student_id: request.student.STUDENT_NUMBER, student_name: request.student.student ?? request.student.username },
        });
      }
    },
  };
}

export type PsychologyRequests = ReturnType<typeof createPsychologyRequests>;
