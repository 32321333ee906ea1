import Router from '@koa/router';
import { z } from 'zod';
import { alertPreferencesInput, languageChoiceInput, usernameParam } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentUser } from '../../presenters/user.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const lookup = { params: z.object({ username: usernameParam }) };
const languageChoice = { params: lookup.params, body: languageChoiceInput };
const noticeAlertsChoice = { params: lookup.params, body: alertPreferencesInput };

/**
 * A person's record: one's own, or for an administrator anyone's of their campus; and one's own
 * choices of language and of new notices' alerts, which nobody else may make (policies/user.ts).
 */
export function usersRoutes({ models, limits }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/users/:username', validate(lookup), async (ctx) => {
    const user = await models.users.findReadable(ctx.state.user, inputOf(ctx, lookup).params.username);
    ctx.body = [presentUser(user, await models.schoolSettings.idOf(user.campus))];
  });
  router.put('/users/:username/language', limits.writesPerPerson(), validate(languageChoice), async (ctx) => {
    const { params, body } = inputOf(ctx, languageChoice);
    const user = await models.users.chooseLanguage(ctx.state.user, params.username, body.data.language);
    ctx.body = [presentUser(user, await models.schoolSettings.idOf(user.campus))];
  });
  router.put('/users/:username/alerts', limits.writesPerPerson(), validate(noticeAlertsChoice), async (ctx) => {
    const { params, body } = inputOf(ctx, noticeAlertsChoice);
    const user = await models.users.chooseNoticeAlerts(ctx.state.user, params.username, body.data.notice_alerts);
    ctx.body = [presentUser(user, await models.schoolSettings.idOf(user.campus))];
  });
  return router;
}
