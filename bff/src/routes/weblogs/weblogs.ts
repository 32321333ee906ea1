import Router from '@koa/router';
import { weblogInput, type WeblogRecord } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { browserAndOs } from '../../visits/user-agent.ts';
import type { CmsDocument } from '../../cms/cms-client.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const schemas = { body: weblogInput };

type CmsWeblog = CmsDocument & Omit<WeblogRecord, 'weblogsUid'> & { client_visit_id: string | null };

function presentWeblog(log: CmsWeblog): WeblogRecord {
  return {
    weblogsUid: log.documentId,
    pageId: log.pageId,
    title: log.title,
    pageType: log.pageType,
    browserName: log.browserName,
    osName: log.osName,
    country_name: log.country_name,
    visited_at: log.visited_at,
    users_userid: log.users_userid,
    users_username: log.users_username,
    users_firstname: log.users_firstname,
    users_lastname: log.users_lastname,
  };
}

/** Records a page visit; who, when, browser, OS and country are the server's to say. */
export function weblogRoutes({ cms, countryOf, now }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.post('/weblogs', validate(schemas), async (ctx) => {
    const { data } = inputOf(ctx, schemas).body;
    if (data.clientVisitId) {
      const replay = await cms.find<CmsWeblog>('web-logs', {
        filters: { client_visit_id: { $eq: data.clientVisitId } },
        pagination: { pageSize: 1 },
      });
      if (replay.data[0]) {
        ctx.body = presentWeblog(replay.data[0]);
        return;
      }
    }
    const user = ctx.state.user;
    const created = await cms.create<CmsWeblog>('web-logs', {
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
    });
    ctx.status = 201;
    ctx.body = presentWeblog(created);
  });
  return router;
}
