import Router from '@koa/router';
import {
  CONSENT_FORM_MESSAGES,
  applyContentRules,
  consentFormIdParam,
  consentFormInput,
  type ConsentFormInput,
} from '@portal/contract';
import { sanitiseRichText } from '@portal/contract/rich-text';
import { badRequest } from '../../errors.ts';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentConsentForm } from '../../presenters/consent-form.ts';
import { contentOptionsOf } from '../places/content-options.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const creating = { body: consentFormInput };
const named = { params: consentFormIdParam };
const changing = { params: consentFormIdParam, body: consentFormInput };

/**
 * The admin area's permission forms (issue 30): the campus's forms, one form, and each write,
 * for the campus's administrators only (policies/consent-form.ts `manage`: anyone else, and
 * another campus's administrator, is answered 404). Writes count against the writer's limit.
 * The CMS keeps each change in the form's hash-chained events, under the admin.
 */
export function consentFormRoutes({ models, limits, config }: RouteDeps) {
  const router = new Router<SignedInState>();
  const forms = models.consentForms;
  const contentOptions = contentOptionsOf(config);

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

  return router;
}
