import Router from '@koa/router';
import type { Context } from 'koa';
import { webLogInput, type WebLogInput } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { browserAndOs } from './user-agent.ts';
import type { PortalUser } from '../../auth/portal-users.ts';
import { presentWebLog } from '../../presenters/web-log.ts';
import { PreparedAnswer } from '../../read-cache/prepared-answer.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const schemas = { body: webLogInput };

type Visited = Pick<WebLogInput['data'], 'pageId' | 'title' | 'pageType'>;

/**
 * Records a page visit; who, when, browser, OS and country are the server's to say. A visit
 * names a screen by a path the contract knows (its title is the screen's or the admin tab's
 * name), or a post the person may read, under the post's own title and type: what the admin's
 * Page Logs show is never what a client chose to write there.
 */
export function webLogRoutes({ models, countryOf, now, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  /** What the visit is stored as, or null for what the person may not open: an admin screen, or a post they may not read. */
  async function visited(ctx: Context, data: WebLogInput['data']): Promise<Visited | null> {
    const user = ctx.state.user as PortalUser;
    if (data.pageType === 'reader' || data.pageType === 'admin') {
      if (data.pageType === 'admin' && !user.is_admin) return null;
      return { pageId: data.pageId, title: data.title, pageType: data.pageType };
    }
    const post = noteStale(ctx, await models.posts.readableBy(user, data.pageId));
    return post ? { pageId: post.documentId, title: post.title, pageType: post.type } : null;
  }

  router.post('/weblogs', limits.writesPerPerson(), validate(schemas), async (ctx) => {
    const { data } = inputOf(ctx, schemas).body;
    const user = ctx.state.user;
    // A visit is written straight away (a replay meets the unique client id, and `record` answers
    // the stored one): one call to the CMS for each visit, where a lookup first made it two.
    const page = await visited(ctx, data);
    if (!page) {
      // A replay of a visit stored before its post ended (or the admin's right was withdrawn) is
      // answered as stored.
      const replay = data.clientVisitId ? await models.webLogs.replayOf(user, data.clientVisitId) : undefined;
      if (replay) {
        ctx.body = presentWebLog(replay);
        return;
      }
      // Not stored, yet no refusal: a visit made offline to a post that has since ended, or by
      // an admin whose right was withdrawn since (or never theirs: the same answer), must not
      // show on the device as a change the server refused, nor keep the outbox trying.
      ctx.status = 200;
      ctx.body = new PreparedAnswer(null);
      return;
    }
    const { visit, created } = await models.webLogs.record(user, {
      ...page,
      ...browserAndOs(ctx.get('user-agent')),
      country_name: countryOf(ctx.ip),
      ip_address: ctx.ip,
      visited_at: now().toISOString(),
      campus: ctx.state.campus,
      client_visit_id: data.clientVisitId ?? null,
    });
    if (created) ctx.status = 201;
    ctx.body = presentWebLog(visit);
  });
  return router;
}
