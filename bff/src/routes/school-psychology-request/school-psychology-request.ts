import Router from '@koa/router';
import { psychologyRequestWriteInput, psychologyRequestsQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentPsychologyRequest } from '../../presenters/psychology-request.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { counsellorEmail } from './counsellor-email.ts';

const list = { query: psychologyRequestsQuery };
const create = { body: psychologyRequestWriteInput };

/**
 * Reader 2.1 School psychology request: a form the campus's counsellors (models/counsellors.ts)
 * receive by email, and a list. A request is seen by its requester, by the student's carers when
 * a carer made it, and by the campus's counsellors, who see every request of the campus: the
 * staff view (policies/psychology-request.ts).
 */
export function schoolPsychologyRequestRoutes({ config, limits, models }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/school-psychology-request', validate(list), async (ctx) => {
    const { user } = ctx.state;
    const students = await models.students.about(user, inputOf(ctx, list).query.username);
    const { requests, isCounsellor } = await models.psychologyRequests.readableBy(user, students);
    ctx.body = { is_counsellor: isCounsellor, requests: requests.map(presentPsychologyRequest) };
  });

  router.post('/school-psychology-request', limits.writesPerPerson(), validate(create), async (ctx) => {
    const { user } = ctx.state;
    const data = inputOf(ctx, create).body.data;
    const student = await models.students.findVisible(user, { username: data.username });
    const request = await models.psychologyRequests.create(user, student, data);
    const presented = presentPsychologyRequest(request);
    await models.psychologyRequests.emailCounsellors(user, request, counsellorEmail(presented, user.campus, config.portalUrls[user.campus]));
    ctx.status = 201;
    ctx.body = presented;
  });

  return router;
}
