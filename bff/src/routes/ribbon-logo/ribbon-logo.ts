import Router from '@koa/router';
import { z } from 'zod';
import { EMAIL_LOGO } from '@portal/contract';
import { notFound } from '../../errors.ts';
import { hostCampusOf, type HostState } from '../../middleware/allowed-hosts.ts';
import { answerTaggedBytes } from '../../middleware/tagged-bytes.ts';
import { validate } from '../../middleware/validate.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import type { RouteDeps } from '../deps.ts';
import { createRibbonLogoPngs } from './ribbon-logo-pngs.ts';

/** `v` names the logo setting the email was made with (a new logo, a new address for mail readers' caches); whatever it names, the campus's logo of now is answered. */
const logo = {
  query: z.strictObject({
    v: z
      .string()
      .regex(/^[0-9a-f]{1,64}$/)
      .optional(),
  }),
};

/** A day: a mail reader or its image proxy asks again after that (a 304 while the logo is the same). */
const MAX_AGE_SECONDS = 86_400;

/**
 * Public, no sign-in: the ribbon logo of the campus whose host it is asked on, as the PNG every
 * email shows (issue 27; `EMAIL_LOGO`), since Gmail and Outlook show no SVG. Drawn from the
 * campus's `ribbon_logo` setting (ribbon-logo-pngs.ts: the portal's own files only) and kept, so
 * an answer costs a lookup: no rate limit, which would leave a logo out of the mails opened
 * together behind one address (an office, a mail provider's image proxy). 404 when the campus has
 * no logo that can be drawn.
 */
export function ribbonLogoRoutes({ models, config }: RouteDeps) {
  const router = new Router<HostState>();
  const pngs = createRibbonLogoPngs({ pwaRoot: config.pwaDist, images: models.images });

  router.get(EMAIL_LOGO.apiPath, validate(logo), async (ctx) => {
    const source = noteStale(ctx, await models.schoolSettings.ribbonLogoOf(hostCampusOf(ctx)));
    const png = source ? await pngs.pngOf(source) : null;
    if (!png) throw notFound();
    answerTaggedBytes(ctx, {
      etag: png.etag,
      type: 'image/png',
      cacheControl: `public, max-age=${MAX_AGE_SECONDS}`,
      body: png.bytes,
    });
  });

  return router;
}
