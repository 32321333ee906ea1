import Router from '@koa/router';
import { z } from 'zod';
import { postIdParam } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { sendPdfDownload } from '../pdf-download.ts';
import { noteStale } from '../../read-cache/read-cache.ts';

const one = { params: z.object({ id: postIdParam }) };

/**
 * Reader spec 7 `posts/pdf/`: a post the person may read, as a PDF drawn by the CMS with the
 * Connections PDF's renderer. The read check is the detail screen's, so the PDF opens exactly
 * where the post does.
 */
export function postPdfRoutes({ models }: RouteDeps) {
  const router = new Router<SignedInState>();
  router.get('/posts/pdf/:id', validate(one), async (ctx) => {
    const post = noteStale(ctx, await models.posts.findReadable(ctx.state.user, inputOf(ctx, one).params.id));
    const answer = await models.posts.pdf(post);
    sendPdfDownload(ctx, answer, `${post.slug || post.documentId}.pdf`);
  });
  return router;
}
