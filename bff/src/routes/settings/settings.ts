import Router from '@koa/router';
import { isTileFor, settingsQuery, type SettingsRecord } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentSettings } from '../../presenters/settings.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { createAnswerMemo } from '../../read-cache/prepared-answer.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const schemas = { query: settingsQuery };

/**
 * The school's settings for the person's campus, with the tiles meant for them (a tile may be
 * for some user types only; administrators get every tile, so the tile editor sees them all).
 */
export function settingsRoutes({ models }: RouteDeps) {
  const router = new Router<SignedInState>();
  const answerFor = createAnswerMemo();
  router.get('/settings', validate(schemas), async (ctx) => {
    const { schoolUid } = inputOf(ctx, schemas).query;
    const { user } = ctx.state;
    const settings = noteStale(ctx, await models.schoolSettings.readableBy(user));
    ctx.body = answerFor(settings, `${schoolUid ?? ''}|${user.is_admin ? 'admin' : user.type}`, Date.now(), () => {
      const chosen = schoolUid ? settings.filter((one) => one.documentId === schoolUid) : settings;
      const forThisPerson = (record: SettingsRecord): SettingsRecord => ({
        ...record,
        tile_settings: record.tile_settings.filter((tile) => isTileFor(tile, user)),
      });
      return { records: chosen.slice(0, 1).map(presentSettings).map(forThisPerson) };
    });
  });
  return router;
}
