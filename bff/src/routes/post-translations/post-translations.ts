import Router from '@koa/router';
import { z } from 'zod';
import { applyContentRules, postIdParam, postTranslationParams, postTranslationWriteInput } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { presentPostTranslation } from '../../presenters/post.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { contentOptionsOf } from '../places/content-options.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const ofPost = { params: z.object({ id: postIdParam }) };
const oneLanguage = { params: postTranslationParams };
const save = { params: postTranslationParams, body: postTranslationWriteInput };

/**
 * Editors' translations of a post (issue 28), for the administrators of its campus only (a
 * reader is refused with 403; another campus's post, or an unknown one, is 404 as for the post
 * itself): its translations, one language's saved (an editor's, over a machine's if there is
 * one) or removed, and how many of the campus's live and coming posts each language lacks.
 * Writes are audited by the CMS under the admin and reach readers on their next call.
 *
 * Mounted before the posts' own routes: `posts/translation-counts` is no post id.
 */
export function postTranslationRoutes({ models, config, limits }: RouteDeps) {
  const router = new Router<SignedInState>();
  const contentOptions = contentOptionsOf(config);

  router.get('/posts/translation-counts', requireAdmin(), validate({}), async (ctx) => {
    ctx.body = noteStale(ctx, await models.postTranslations.counts(ctx.state.campus));
  });

  router.get('/posts/:id/translations', requireAdmin(), validate(ofPost), async (ctx) => {
    ctx.body = (await models.postTranslations.list(ctx.state.user, inputOf(ctx, ofPost).params.id)).map(presentPostTranslation);
  });

  router.put('/posts/:id/translations/:language', limits.writesPerPerson(), requireAdmin(), validate(save), async (ctx) => {
    const { params, body } = inputOf(ctx, save);
    const { title, content_html: content, excerpt, featured_img_alt: alt } = body.data;
    const fields = { title, content_html: applyContentRules(content, contentOptions), excerpt, featured_img_alt: alt };
    ctx.body = presentPostTranslation(await models.postTranslations.save(ctx.state.user, params.id, params.language, fields));
  });

  router.delete(
    '/posts/:id/translations/:language',
    limits.writesPerPerson(),
    requireAdmin(),
    validate(oneLanguage),
    async (ctx) => {
      const { id, language } = inputOf(ctx, oneLanguage).params;
      ctx.body = presentPostTranslation(await models.postTranslations.remove(ctx.state.user, id, language));
    },
  );

  return router;
}
