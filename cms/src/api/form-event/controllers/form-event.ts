import { factories } from '@strapi/strapi';
import { viewedEventBody } from '../../../consent-forms/bodies';
import { appendFormEvent } from '../../../consent-forms/evidence';
import { CONSENT_FORM } from '../../../consent-forms/records';
import { FormRefused, answer, dataOf } from '../../../consent-forms/refusals';

/**
 * A form's log (issue 30): the BFF adds the views of signers (each opening of a form by a carer
 * or a signing student); every other event is written by the step it records.
 */
export default factories.createCoreController('api::form-event.form-event', ({ strapi }) => ({
  /** POST /form-events { data: { form, kind: 'viewed', actor, details: { student?, method } } } */
  async append(ctx) {
    const data = dataOf(ctx, viewedEventBody);
    return (
      data &&
      answer(ctx, async () => {
        if ((await strapi.db.query(CONSENT_FORM).count({ where: { documentId: data.form } })) === 0)
          throw new FormRefused('notFound', 'No such form.');
        const event = await appendFormEvent(strapi, {
          form: data.form,
          kind: data.kind,
          actor: data.actor,
          details: data.details,
          at: new Date(),
        });
        return { seq: event.seq, hash: event.hash };
      })
    );
  },
}));
