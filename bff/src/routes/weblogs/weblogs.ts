import Router from '@koa/router';
import { API_MESSAGES, weblogInput } from '@portal/contract';
import { conflict } from '../../errors.ts';
import { inputOf, validate } from '../../middleware/validate.ts';
import { browserAndOs } from '../../visits/user-agent.ts';
import { CmsResponseError, type CmsClient } from '../../cms/cms-client.ts';
import { presentWeblog, type CmsWeblog } from '../../presenters/weblog.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const schemas = { body: weblogInput };

/** A replayed visit, looked for among the caller's own visits only: ids are client-chosen. */
async function findReplay(cms: CmsClient, userUid: string, clientVisitId: string): Promise<CmsWeblog | undefined> {
  const found = await cms.find<CmsWeblog>('web-logs', {
    filters: { client_visit_id: { $eq: clientVisitId }, users_userid: { $eq: userUid } },
    pagination: { pageSize: 1 },
  });
  return found.data[0];
}

/** Records a page visit; who, when, browser, OS and country are the server's to say. */
export function weblogRoutes({ cms, countryOf, now, limits }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.post('/weblogs', limits.writesPerPerson(), validate(schemas), async (ctx) => {
    const { data } = inputOf(ctx, schemas).body;
    const user = ctx.state.user;
    const replay = data.clientVisitId ? await findReplay(cms, user.documentId, data.clientVisitId) : undefined;
    if (replay) {
      ctx.body = presentWeblog(replay);
      return;
    }
    const record = {
      pageId: data.pageId,
      title: data.title,
      pageType: data.pageType,
      ...browserAndOs(ctx.get('user-agent')),
      country_name: countryOf(ctx.ip),
      ip_address: ctx.ip,
      visited_at: now().toISOString(),
      users_userid: user.documentId,
      users_username: user.username,
      users_firstname: user.firstname ?? '',
      users_lastname: user.surname ?? '',
      campus: ctx.state.campus,
      client_visit_id: data.clientVisitId ?? null,
    };
    try {
      ctx.body = presentWeblog(await cms.create<CmsWeblog>('web-logs', record));
      ctx.status = 201;
    } catch (error) {
      // The same visit sent twice at once (a page left mid-send replays it): the unique
      // client id kept the first one, which is the answer to both.
      // Another person's visit holding the same id is not an answer: that clash stays an error.
      const stored = error instanceof CmsResponseError && data.clientVisitId ? await findReplay(cms, user.documentId, data.clientVisitId) : undefined;
      if (!stored) throw data.clientVisitId && error instanceof CmsResponseError ? conflict(API_MESSAGES.visitIdReused) : error;
      ctx.body = presentWeblog(stored);
    }
  });
  return router;
}
