import Router from '@koa/router';
import { weblogInput } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { browserAndOs } from '../../visits/user-agent.ts';
import { CmsResponseError, type CmsClient } from '../../cms/cms-client.ts';
import { presentWeblog, type CmsWeblog } from '../../presenters/weblog.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const schemas = { body: weblogInput };

async function findReplay(cms: CmsClient, clientVisitId: string): Promise<CmsWeblog | undefined> {
  const found = await cms.find<CmsWeblog>('web-logs', { filters: { client_visit_id: { $eq: clientVisitId } }, pagination: { pageSize: 1 } });
  return found.data[0];
}

/** Records a page visit; who, when, browser, OS and country are the server's to say. */
export function weblogRoutes({ cms, countryOf, now }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.post('/weblogs', validate(schemas), async (ctx) => {
    const { data } = inputOf(ctx, schemas).body;
    const replay = data.clientVisitId ? await findReplay(cms, data.clientVisitId) : undefined;
    if (replay) {
      ctx.body = presentWeblog(replay);
      return;
    }
    const user = ctx.state.user;
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
      users_firstname: user.firstname,
      users_lastname: user.surname,
      client_visit_id: data.clientVisitId ?? null,
    };
    try {
      ctx.body = presentWeblog(await cms.create<CmsWeblog>('web-logs', record));
      ctx.status = 201;
    } catch (error) {
      // The same visit sent twice at once (a page left mid-send replays it): the unique
      // client id kept the first one, which is the answer to both.
      const stored = error instanceof CmsResponseError && data.clientVisitId ? await findReplay(cms, data.clientVisitId) : undefined;
      if (!stored) throw error;
      ctx.body = presentWeblog(stored);
    }
  });
  return router;
}
