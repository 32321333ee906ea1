import { DEFAULT_LANGUAGE, fullNameOf, isFormOpen } from '@portal/contract';
import type { JobKind } from '@portal/strapi-plugin-jobs/types';
import { sendsOf } from '../services/sends';
import { getConfig } from '../utils';
import { withThrottleRetry } from '../email-sending/pacer';
import { formRecords } from '../email-sending/form-records';
import { signingLinks } from '../email-sending/signing-link';
import { campusBrandOf } from '../email-layout/school-brand';
import { emailWordsIn } from '../email-texts';
import { languagesOfAddresses, recipientIdOf } from './connections-pdf-email';
import { formSignerMessage } from '../email-sending/form-signer-emails';
import { FORM_REQUEST_KIND } from './form-requests';

export interface FormInvitationEmailPayload {
  /** The form-invitation (api::form-invitation.form-invitation) a carer asked for. */
  invitationId: string;
}

/**
 * One invitation's email (a carer asked the school to invite another, issue 30): the form, the
 * child, the due time and the signing link, which opens without sign-in until the due time;
 * in the language of the portal's person with that address (English for anyone else), through
 * the transactional path, type 'Form Request'. Once per invitation (tagged invitation and
 * address); a form closed or past due by then sends nothing (its link would only say so).
 */
export const formInvitationEmailJob: JobKind<FormInvitationEmailPayload> = {
  name: 'form-invitation-email',
  maxAttempts: 5,

  async run({ invitationId }, { strapi, log }) {
    const records = formRecords(strapi);
    const invitation = await records.invitation(invitationId);
    if (!invitation) return;
    const form = await records.form(invitation.form);
    if (!form || !isFormOpen(form, new Date())) {
      log.info(`Invitation ${invitationId}: its form is not open (${form ? form.status : 'deleted'}), no email sent.`);
      return;
    }
    const child = (await records.studentNames([invitation.student])).get(invitation.student);
    if (!child) return;
    const inviter =
      invitation.invited_by === 'system' ? null : (await records.people([invitation.invited_by])).get(invitation.invited_by);

    const { emailSending: settings, arabicDigits } = getConfig(strapi);
    const to = invitation.email.trim().toLowerCase();
    const language = (await languagesOfAddresses(strapi, invitation.campus, [to])).get(to) ?? DEFAULT_LANGUAGE;
    const url = signingLinks(settings.unsubscribeSecret).url(
      settings.portalUrls[invitation.campus],
      invitation.campus,
      invitation.documentId,
      Date.parse(invitation.expires_at),
    );
    const message = formSignerMessage(
      'request',
      form,
      invitation.name?.trim() || null,
      { signing: [{ child, url }] },
      await campusBrandOf(strapi, invitation.campus),
      emailWordsIn(language, arabicDigits),
      settings.timeZones[invitation.campus],
      inviter ? fullNameOf(inviter) || inviter.username : null,
    );
    const sends = sendsOf(strapi);
    const result = await withThrottleRetry(
      () =>
        sends.sendTransactional({
          kind: FORM_REQUEST_KIND,
          campus: invitation.campus,
          to,
          ...message,
          tags: { send_id: `form-invitation-${invitation.documentId}`, recipient_id: recipientIdOf(to) },
          details: { user_name: invitation.name ?? to, student_name: child },
        }),
      settings.throttleRetries,
    );
    log.info(`Invitation ${invitationId} (form ${form.documentId}): ${result.status}.`);
  },
};
