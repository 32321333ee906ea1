import Router from '@koa/router';
import {
  CONSENT_FORM_MESSAGES,
  applyContentRules,
  consentFormIdParam,
  consentFormInput,
  formAttachmentParams,
  formAttachmentUpload,
  formMatrixQuery,
  formPaperAnswerInput,
  type ConsentFormInput,
} from '@portal/contract';
import { sanitiseRichText } from '@portal/contract/rich-text';
import { badRequest } from '../../errors.ts';
import { bodyRule } from '../../middleware/request-body.ts';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentConsentForm, presentFormMatrix, presentFormResponse } from '../../presenters/consent-form.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { contentOptionsOf } from '../places/content-options.ts';
import { signedCopyUrls } from '../forms/signed-copy.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { ATTACHMENT_BODY_MAX_BYTES, pdfBytesOf, sendAttachment } from './attachments.ts';
import { matrixExportLink } from './matrix-export.ts';

const creating = { body: consentFormInput };
const named = { params: consentFormIdParam };
const changing = { params: consentFormIdParam, body: consentFormInput };
const matrix = { params: consentFormIdParam, query: formMatrixQuery };
const paper = { params: consentFormIdParam, body: formPaperAnswerInput };
const uploading = { body: formAttachmentUpload };
const attachment = { params: formAttachmentParams };

/**
 * The admin area's permission forms (issue 30): the campus's forms, one form, and each write,
 * for the campus's administrators only (policies/consent-form.ts `manage`: anyone else, and
 * another campus's administrator, is answered 404). Writes count against the writer's limit.
 * The CMS keeps each change in the form's hash-chained events, under the admin. Step 2: the
 * matrix of who answered what (filtered, or exported through a signed link), an answer that came
 * in on paper, and reminders to everyone still pending.
 */
export function consentFormRoutes({ models, limits, config, now }: RouteDeps) {
  const router = new Router<SignedInState>();
  const forms = models.consentForms;
  const contentOptions = contentOptionsOf(config);
  const links = signedLinks(config.calendarFeedSecret, now);
  const signedCopyUrl = signedCopyUrls(config, links);

  /**
   * The body as it will be stored and hashed: rewritten by the contract's content rules and
   * sanitised with its allow-list here, as posts are, so that the hash the CMS takes of the
   * text is of exactly what signers are shown.
   */
  function sanitised(form: ConsentFormInput): ConsentFormInput {
    const body = sanitiseRichText(applyContentRules(form.body, contentOptions));
    if (body.trim() === '') throw badRequest(CONSENT_FORM_MESSAGES.body, { 'data.body': CONSENT_FORM_MESSAGES.body });
    return { ...form, body };
  }

  router.get('/consent-forms', async (ctx) => {
    ctx.body = (await forms.listOfCampus(ctx.state.user)).map(presentConsentForm);
  });

  router.post('/consent-forms', limits.writesPerPerson(), validate(creating), async (ctx) => {
    const { body } = inputOf(ctx, creating);
    ctx.status = 201;
    ctx.body = presentConsentForm(await forms.create(ctx.state.user, sanitised(body.data)));
  });

  // Step 3: a PDF for a form, stored before the form listing it is saved (the editor shows its
  // name at once); JSON with base64, as the editors' images are sent.
  router.post(
    '/consent-forms/attachments',
    limits.writesPerPerson(),
    bodyRule({ type: 'application/json', maxBytes: ATTACHMENT_BODY_MAX_BYTES }),
    validate(uploading),
    async (ctx) => {
      // Decided before the file is decoded: anyone but the campus's admins is answered 404 unread.
      forms.authorizeAttachment(ctx.state.user);
      const { data } = inputOf(ctx, uploading).body;
      const stored = await forms.storeAttachment(ctx.state.user, { name: data.name, data: pdfBytesOf(data.base64File) });
      ctx.status = 201;
      ctx.body = { name: stored.name, size: stored.size, sha256: stored.sha256 };
    },
  );

  router.get('/consent-forms/:id/attachments/:file', validate(attachment), async (ctx) => {
    const { params } = inputOf(ctx, attachment);
    const stored = await forms.findManaged(ctx.state.user, params.id);
    sendAttachment(ctx, await forms.managedAttachment(stored, params.file));
  });

  router.get('/consent-forms/:id', validate(named), async (ctx) => {
    ctx.body = presentConsentForm(await forms.findManaged(ctx.state.user, inputOf(ctx, named).params.id));
  });

  router.put('/consent-forms/:id', limits.writesPerPerson(), validate(changing), async (ctx) => {
    const { params, body } = inputOf(ctx, changing);
    const stored = await forms.findManaged(ctx.state.user, params.id);
    ctx.body = presentConsentForm(await forms.update(ctx.state.user, stored, sanitised(body.data)));
  });

  router.delete('/consent-forms/:id', limits.writesPerPerson(), validate(named), async (ctx) => {
    const stored = await forms.findManaged(ctx.state.user, inputOf(ctx, named).params.id);
    await forms.remove(ctx.state.user, stored);
    // As it was: the screen names what went.
    ctx.body = presentConsentForm(stored);
  });

  router.post('/consent-forms/:id/publication', limits.writesPerPerson(), validate(named), async (ctx) => {
    const stored = await forms.findManaged(ctx.state.user, inputOf(ctx, named).params.id);
    ctx.body = presentConsentForm(await forms.publish(ctx.state.user, stored));
  });

  router.post('/consent-forms/:id/closure', limits.writesPerPerson(), validate(named), async (ctx) => {
    const stored = await forms.findManaged(ctx.state.user, inputOf(ctx, named).params.id);
    ctx.body = presentConsentForm(await forms.close(ctx.state.user, stored));
  });

  router.post('/consent-forms/:id/copies', limits.writesPerPerson(), validate(named), async (ctx) => {
    const stored = await forms.findManaged(ctx.state.user, inputOf(ctx, named).params.id);
    ctx.status = 201;
    ctx.body = presentConsentForm(await forms.copy(ctx.state.user, stored));
  });

  router.get('/consent-forms/:id/matrix', validate(matrix), async (ctx) => {
    const { params, query } = inputOf(ctx, matrix);
    const { format, ...filters } = query;
    const stored = await forms.findManaged(ctx.state.user, params.id);
    if (format) {
      // JSON, so that the link goes out in the envelope's records and not as a file of text.
      ctx.type = 'json';
      ctx.body = links.make(matrixExportLink, config.portalUrls[stored.campus], stored.campus, {
        form: stored.documentId,
        format,
        ...filters,
      });
      return;
    }
    // Each shown answer's signed copy: the admins of the form's campus may read its health answers.
    ctx.body = presentFormMatrix(await forms.matrixOf(stored, filters), (signer) =>
      signer.response
        ? signedCopyUrl({ documentId: signer.response, campus: stored.campus, signed_copy: signer.signed_copy })
        : null,
    );
  });

  router.post('/consent-forms/:id/paper-answers', limits.writesPerPerson(), validate(paper), async (ctx) => {
    const { params, body } = inputOf(ctx, paper);
    const stored = await forms.findManaged(ctx.state.user, params.id);
    ctx.status = 201;
    ctx.body = presentFormResponse(await forms.recordPaperAnswer(ctx.state.user, stored, body.data), signedCopyUrl);
  });

  router.post('/consent-forms/:id/reminders', limits.writesPerPerson(), validate(named), async (ctx) => {
    const stored = await forms.findManaged(ctx.state.user, inputOf(ctx, named).params.id);
    ctx.body = await forms.remind(ctx.state.user, stored);
  });

  return router;
}
