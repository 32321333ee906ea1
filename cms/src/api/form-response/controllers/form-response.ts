import { factories } from '@strapi/strapi';
import { signatureBody, standingQuery, withdrawalBody } from '../../../consent-forms/bodies';
import { answer, dataOf, queryOf } from '../../../consent-forms/refusals';
import { readResponse, signForm, withdrawResponse } from '../../../consent-forms/responses';
import { earlierResponsesOf, standingResponsesOf } from '../../../consent-forms/standing';

/**
 * Answers to permission forms (issue 30), for the BFF only (its token's scope), which has checked
 * that the person is a required signer of each student. The work is src/consent-forms/responses.ts's.
 */
export default factories.createCoreController('api::form-response.form-response', ({ strapi }) => ({
  /** GET /form-responses/standing?forms=<id,id>&students=<id,id>: the answers that count, of those forms for those students. */
  async standing(ctx) {
    const query = queryOf(ctx, standingQuery);
    return query && { data: await standingResponsesOf(strapi, query.forms, query.students) };
  },

  /**
   * GET /form-responses/earlier?forms=<id,id>&students=<id,id>: the answers that stopped counting
   * when those forms asked everyone again, so that their signers are told why they are asked again.
   */
  async earlier(ctx) {
    const query = queryOf(ctx, standingQuery);
    return query && { data: await earlierResponsesOf(strapi, query.forms, query.students) };
  },

  /** POST /form-responses { data: signature }: one answer per student, stored once per client id, with its receipt queued. */
  async sign(ctx) {
    const data = dataOf(ctx, signatureBody);
    return data && answer(ctx, () => signForm(strapi, data));
  },

  /** GET /form-responses/:id/signed-copy: the answer a signed copy's link names, with its copy's key once made (404 when there is none). */
  async signedCopy(ctx) {
    return answer(ctx, () => readResponse(strapi, String(ctx.params.id ?? '')));
  },

  /** POST /form-responses/withdrawals { data: { form, student, signer, signer_email, client_id } } */
  async withdraw(ctx) {
    const data = dataOf(ctx, withdrawalBody);
    return data && answer(ctx, () => withdrawResponse(strapi, data));
  },
}));
