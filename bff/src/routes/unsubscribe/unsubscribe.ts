import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  DEFAULT_ARABIC_DIGITS,
  DEFAULT_LANGUAGE,
  formattingLocale,
  isRightToLeft,
  languageOfAcceptLanguage,
  markup,
  textsIn,
  type Texts,
} from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { bodyRule } from '../../middleware/request-body.ts';
import type { RouteDeps } from '../deps.ts';
import { UNSUBSCRIBE_TEXTS, type UnsubscribeTexts } from './unsubscribe-texts.ts';

/** The address every unsubscribe link of bulk email points at (cms-plugins/email-sends/server/src/email-sending/unsubscribe-link.ts). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

const link = { query: z.strictObject({ t: z.string().min(1).max(1000) }) };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

type Words = Texts<UnsubscribeTexts>;

/** The page's words in the browser's language (Accept-Language), English when it asks for none the portal has. */
const wordsFor = (ctx: Context): Words => {
  const language = languageOfAcceptLanguage(ctx.get('Accept-Language')) ?? DEFAULT_LANGUAGE;
  // The page writes no number, so the school's Arabic digits do not matter here.
  return textsIn(UNSUBSCRIBE_TEXTS, language, formattingLocale(language, DEFAULT_ARABIC_DIGITS));
};

/** An address in a sentence: kept whole and left to right inside Arabic. */
const address = (email: string) => markup(`<strong><bdi>${escapeHtml(email)}</bdi></strong>`);

function page(ctx: Context, words: Words, status: number, title: string, body: string) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  // The answer depends on the browser's languages: no shared cache may give one person's to another.
  ctx.vary('Accept-Language');
  const lang = words.language === 'en' ? words.locale : words.language;
  ctx.body = `<!doctype html>
<html lang="${lang}" dir="${isRightToLeft(words.language) ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

const notValid = (ctx: Context, words: Words) =>
  page(ctx, words, 400, words('notValidTitle'), `<p>${words.html('notValid')}</p>`);

/**
 * Public, no sign-in: the unsubscribe link of every bulk email (digest, reminders, principal's
 * message) and its `List-Unsubscribe` header, in the browser's language (Accept-Language). GET
 * shows what it will do and a button; POST records the opt-out, from that button or a mail
 * client's one-click (RFC 8058: the body is `List-Unsubscribe=One-Click`, form-encoded). The
 * link's token is signed by the CMS, which checks it (the only key is the email-sends plugin's);
 * later sends skip the address.
 */
export function unsubscribeRoutes({ models, limits }: RouteDeps) {
  const router = new Router();

  router.get(UNSUBSCRIBE_PATH, limits.publicPerIp('unsubscribe'), validate(link), async (ctx) => {
    const words = wordsFor(ctx);
    const { t } = inputOf(ctx, link).query;
    const found = await models.emailSends.optOutOf(t);
    if (!found) return notValid(ctx, words);
    page(
      ctx,
      words,
      200,
      words('title'),
      `<p>${words.html('question', { email: address(found.email) })}</p>
<p>${words.html('safetyMail')}</p>
<form method="post" action="/api${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(t)}"><button type="submit">${words.html('button')}</button></form>`,
    );
  });

  router.post(
    UNSUBSCRIBE_PATH,
    bodyRule({ type: 'application/x-www-form-urlencoded', maxBytes: 2000 }),
    limits.publicPerIp('unsubscribe'),
    validate(link),
    async (ctx) => {
      const words = wordsFor(ctx);
      const done = await models.emailSends.optOut(inputOf(ctx, link).query.t);
      if (!done) return notValid(ctx, words);
      page(
        ctx,
        words,
        200,
        words('doneTitle'),
        `<p>${words.html('done', { email: address(done.email) })}</p><p>${words.html('safetyMail')}</p>`,
      );
    },
  );

  return router;
}
