import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { campusSchema, DEFAULT_LANGUAGE, LANGUAGES } from '@portal/contract';
import { sendsOf } from '../services/sends';
import { brandedMessage } from '../email-layout/layout';
import { campusBrandOf } from '../email-layout/school-brand';
import { emailWordsIn } from '../email-texts';
import { getConfig } from '../utils';

const tagText = z.string().regex(/^[A-Za-z0-9_.-]{1,256}$/, 'letters, digits, _ - . only');

/** The address of a List-Unsubscribe header (`<https://…>`), for the footer's visible link. */
const unsubscribeUrlOf = (headers: Record<string, string> | undefined) => {
  const header = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'list-unsubscribe')?.[1];
  return /<(https:\/\/[^>]+)>/.exec(header ?? '')?.[1] ?? null;
};

/**
 * One email, as the BFF sends it for a person (absence and note emails, test sends): its `html`
 * and `text` are the message's body, which goes out inside the campus's school layout
 * (email-layout/layout.ts: name, logo, colours, footer), in `language`: the recipient's, in
 * which the BFF wrote the body (the layout's words and `<html lang dir>`; English when not said). It goes the
 * transactional way (Strapi's email plugin) unless `transport` is 'bulk' (SES v2, with headers and
 * the message id), which mail with a List-Unsubscribe header needs.
 */
export const messageSchema = z
  .object({
    transport: z.enum(['transactional', 'bulk']).default('transactional'),
    kind: z.string().min(1).max(100),
    campus: campusSchema,
    language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
    to: z.email(),
    subject: z.string().min(1).max(500),
    html: z.string().min(1).max(500_000),
    text: z.string().min(1).max(500_000),
    tags: z.record(tagText, tagText).optional(),
    headers: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,60}$/), z.string().max(2000)).optional(),
    details: z
      .object({
        user_id: z.string().optional(),
        user_name: z.string().optional(),
        student_id: z.string().optional(),
        student_name: z.string().optional(),
        absence_date: z.iso.date().optional(),
        reason: z.string().optional(),
        post_document_ids: z.array(z.string()).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((message) => message.transport === 'bulk' || !message.headers, {
    message: 'headers need transport "bulk": transactional mail goes through SES v1 SendEmail, which carries none',
    path: ['headers'],
  });

/** POST /api/email-sends/messages (API token with this action): the sends service behind HTTP. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: { request: { body?: unknown }; status: number; body: unknown }) {
    const raw = ctx.request.body;
    // The BFF's CMS client wraps a body in { data }, as the Content API does; tests post it bare.
    const parsed = messageSchema.safeParse(
      raw && typeof raw === 'object' && 'data' in raw ? (raw as { data: unknown }).data : raw,
    );
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = { error: { status: 400, name: 'ValidationError', message: z.prettifyError(parsed.error) } };
      return;
    }
    const { transport, language, ...body } = parsed.data;
    const words = emailWordsIn(language, getConfig(strapi).arabicDigits);
    const message = {
      ...body,
      ...brandedMessage(
        await campusBrandOf(strapi, body.campus),
        { ...body, unsubscribeUrl: unsubscribeUrlOf(body.headers) },
        words,
      ),
    };
    const sends = sendsOf(strapi);
    ctx.body = { data: transport === 'bulk' ? await sends.send(message) : await sends.sendTransactional(message) };
  },
});
