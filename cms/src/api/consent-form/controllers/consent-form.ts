import { readFile } from 'node:fs/promises';
import { factories } from '@strapi/strapi';
import { CONSENT_FORM_MESSAGES, isCampus, translatedLanguageSchema } from '@portal/contract';
import { storeAttachment } from '../../../consent-forms/attachments';
import { actorBody, copyFormBody, createFormBody, paperAnswerBody, updateFormBody } from '../../../consent-forms/bodies';
import {
  closeForm,
  copyForm,
  createForm,
  deleteForm,
  formsOfCampus,
  liveFormsOfCampus,
  publishForm,
  readForm,
  updateForm,
} from '../../../consent-forms/forms';
import { translationOf } from '../../../consent-forms/form-translations';
import { formMatrix } from '../../../consent-forms/matrix';
import { recordPaperAnswer } from '../../../consent-forms/paper-answers';
import { answer, dataOf } from '../../../consent-forms/refusals';
import { remindSigners } from '../../../consent-forms/reminders';

/** The form's documentId in the path. */
const idOf = (params: Record<string, unknown>) => String(params.id ?? '');

/** A file of a multipart body as Strapi's body parser (formidable) leaves it: on disk, removed after the request. */
type UploadedFile = { filepath: string };

/** The one file sent as `files` (as to Strapi's upload route), or null when there is not exactly one. */
function uploadedFileOf(ctx: object): UploadedFile | null {
  const files = (ctx as { request: { files?: Record<string, unknown> } }).request.files?.files;
  const file = Array.isArray(files) ? (files.length === 1 ? files[0] : null) : files;
  return file && typeof (file as UploadedFile).filepath === 'string' ? (file as UploadedFile) : null;
}

/**
 * Permission forms as a campus's admins write them (issue 30), for the BFF only (its token's
 * scope), which lets an admin reach their own campus's forms alone and names them as the actor.
 * The work is src/consent-forms/forms.ts's; a refused write answers 400, 404 or 409 with the
 * contract's message.
 */
export default factories.createCoreController('api::consent-form.consent-form', ({ strapi }) => ({
  /** GET /consent-forms/of-campus/:campus: every form of the campus, drafts included, the latest due first. */
  async ofCampus(ctx) {
    const campus = ctx.params.campus;
    if (!isCampus(campus)) return ctx.notFound();
    return { data: await formsOfCampus(strapi, campus) };
  },

  /** GET /consent-forms/live/:campus: the published and closed forms readers may see. */
  async live(ctx) {
    const campus = ctx.params.campus;
    if (!isCampus(campus)) return ctx.notFound();
    return { data: await liveFormsOfCampus(strapi, campus) };
  },

  /** GET /consent-forms/:id */
  async read(ctx) {
    return answer(ctx, () => readForm(strapi, idOf(ctx.params)));
  },

  /** POST /consent-forms { data: { campus, author, author_name, form } }: a new draft. */
  async add(ctx) {
    const data = dataOf(ctx, createFormBody);
    return data && answer(ctx, () => createForm(strapi, data));
  },

  /**
   * POST /consent-forms/attachments/:campus (multipart, the PDF as `files`) → { size, sha256 }: a
   * PDF for a form of the campus, into the private file store, before the form that lists it is saved.
   */
  async addAttachment(ctx) {
    const campus = ctx.params.campus;
    if (!isCampus(campus)) return ctx.notFound();
    const file = uploadedFileOf(ctx);
    if (!file) return ctx.badRequest(CONSENT_FORM_MESSAGES.attachmentType);
    const bytes = await readFile(file.filepath);
    return answer(ctx, () => storeAttachment(strapi, { campus, bytes }));
  },

  /** PUT /consent-forms/:id { data: { actor, form } }: a draft edited, or a published form's new version. */
  async edit(ctx) {
    const data = dataOf(ctx, updateFormBody);
    return data && answer(ctx, () => updateForm(strapi, idOf(ctx.params), data));
  },

  /** DELETE /consent-forms/:id: a form nobody has answered, with its versions, log and invitations. */
  async remove(ctx) {
    return answer(ctx, () => deleteForm(strapi, idOf(ctx.params)));
  },

  /** POST /consent-forms/:id/publication { data: { actor } } */
  async publish(ctx) {
    const data = dataOf(ctx, actorBody);
    return data && answer(ctx, () => publishForm(strapi, idOf(ctx.params), data));
  },

  /** POST /consent-forms/:id/closure { data: { actor } } */
  async close(ctx) {
    const data = dataOf(ctx, actorBody);
    return data && answer(ctx, () => closeForm(strapi, idOf(ctx.params), data));
  },

  /** POST /consent-forms/:id/copies { data: { actor, author_name } }: a new draft from the form. */
  async copy(ctx) {
    const data = dataOf(ctx, copyFormBody);
    return data && answer(ctx, () => copyForm(strapi, idOf(ctx.params), data));
  },

  /** GET /consent-forms/:id/matrix: every student of the audience with each signer's status, unfiltered (the BFF filters). */
  async matrix(ctx) {
    return answer(ctx, () => formMatrix(strapi, idOf(ctx.params)));
  },

  /** POST /consent-forms/:id/paper-answers { data: { actor, student, signer_name, answers, note, client_id } } */
  async paperAnswer(ctx) {
    const data = dataOf(ctx, paperAnswerBody);
    return data && answer(ctx, () => recordPaperAnswer(strapi, idOf(ctx.params), data));
  },

  /** POST /consent-forms/:id/reminders { data: { actor } }: the pending signers emailed now → { queued, skipped_today }. */
  async remind(ctx) {
    const data = dataOf(ctx, actorBody);
    return data && answer(ctx, () => remindSigners(strapi, idOf(ctx.params), data));
  },

  /**
   * GET /consent-forms/:id/versions/:version/translations/:language: that version machine-translated
   * into the language, with its hash; null when there is none (machine translation off, not made yet, refused).
   */
  async translation(ctx) {
    const version = Number(ctx.params.version);
    const language = translatedLanguageSchema.safeParse(ctx.params.language);
    if (!Number.isInteger(version) || version < 1 || !language.success) return ctx.notFound();
    return { data: await translationOf(strapi, idOf(ctx.params), version, language.data) };
  },
}));
