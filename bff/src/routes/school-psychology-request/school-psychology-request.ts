import Router from '@koa/router';
import { psychologyRequestWriteInput, psychologyRequestsQuery, type EmailLogType } from '@portal/contract';
import type { PortalUser } from '../../auth/portal-users.ts';
import { inputOf, validate } from '../../middleware/validate.ts';
import { campusCounsellors } from '../../policies/counsellor.ts';
import type { Student } from '../../models/students.ts';
import { presentPsychologyRequest, type CmsPsychologyRequest } from '../../presenters/psychology-request.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { counsellorEmail } from './counsellor-email.ts';

const COLLECTION = 'school-psychology-requests';
const list = { query: psychologyRequestsQuery };
const create = { body: psychologyRequestWriteInput };
/** The email log type of a request's messages to the counsellors (one of the Email Logs filter's types). */
const PSYCHOLOGY_REQUEST_EMAIL_KIND: EmailLogType = 'School Psychology Request';
/** Requests a carer sees about their child even when the other carer made them. */
const FAMILY_RELATIONSHIPS = ['Parent', 'Carer'];

/**
 * Reader 2.1 School psychology request: a form the campus's counsellors (policies/counsellor.ts)
 * receive by email, through the email-sends plugin's transactional path, and a list. A request
 * is seen by its author, by the student's carers when a carer made it, and by the campus's
 * counsellors, who see every request of the campus: the staff view.
 */
export function schoolPsychologyRequestRoutes({ cms, config, limits, models }: RouteDeps) {
  const router = new Router<SignedInState>();
  const { addresses: counsellorsOf, isCounsellor } = campusCounsellors(config);

  /** Who of the visible students' requests this person may read: the CMS filter. */
  function readableBy(user: PortalUser, students: Student[]): object {
    const about = students.length > 100 ? { campus: { $eq: user.campus } } : { documentId: { $in: students.map((student) => student.documentId) } };
    if (isCounsellor(user)) return { student: about };
    const own = { requested_by_username: { $eq: user.username } };
    if (user.type !== 'affiliate') return { student: about, ...own };
    return { student: about, $or: [own, { relationship: { $in: FAMILY_RELATIONSHIPS } }] };
  }

  router.get('/school-psychology-request', validate(list), async (ctx) => {
    const { user } = ctx.state;
    const students = await models.students.about(user, inputOf(ctx, list).query.username);
    const byId = new Map(students.map((student) => [student.documentId, student]));
    const requests =
      students.length === 0
        ? []
        : (await cms.findAll<CmsPsychologyRequest>(COLLECTION, { filters: readableBy(user, students), populate: { student: true }, sort: ['createdAt:desc'] })).data;
    ctx.body = {
      is_counsellor: isCounsellor(user),
      requests: requests.flatMap((request) => {
        const student = request.student && byId.get(request.student.documentId);
        return student ? [presentPsychologyRequest(request, student)] : [];
      }),
    };
  });

  router.post('/school-psychology-request', limits.writesPerPerson(), validate(create), async (ctx) => {
    const { user } = ctx.state;
    const data = inputOf(ctx, create).body.data;
    const student = await models.students.findVisible(user, { username: data.username });
    const stored = await cms.create<CmsPsychologyRequest>(
      COLLECTION,
      {
        student: student.documentId,
        requested_by_username: user.username,
        requester_name: [user.firstname, user.surname].filter(Boolean).join(' ') || user.username,
        requester_email: user.email,
        relationship: data.relationship,
        concerns: data.concerns,
        preferred_contact: data.preferred_contact || null,
        consent: data.consent,
        request_status: 'submitted',
      },
      { populate: { student: true } },
    );
    const request = presentPsychologyRequest(stored, student);
    const email = counsellorEmail(request, user.campus, config.portalUrls[user.campus]);
    // One message per counsellor, each idempotent on (request, counsellor) in the email logs.
    for (const [index, to] of counsellorsOf(user.campus).entries()) {
      await cms.postUnwrapped('email-sends/messages', {
        kind: PSYCHOLOGY_REQUEST_EMAIL_KIND,
        campus: user.campus,
        to,
        ...email,
        tags: { send_id: stored.documentId, recipient_id: `counsellor-${index}` },
        details: { user_id: user.documentId, user_name: user.username, student_id: student.STUDENT_NUMBER, student_name: request.student },
      });
    }
    ctx.status = 201;
    ctx.body = request;
  });

  return router;
}
