import { Trans, useLingui } from '@lingui/react/macro';
import { CONSENT_FORM_MESSAGES, FORM_LIMITS, formInvitationInput } from '@portal/contract';
import { useId, useState, type FormEvent } from 'react';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { useInviteCarer } from '../api/invite-carer.ts';

/**
 * "Ask another carer to sign": their email (and name, if given) for a link that signs this form
 * for this child without signing in, until the due time. The server emails it and says where.
 */
export function InviteCarer({ formUid, studentUid, childName }: { formUid: string; studentUid: string; childName: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const invite = useInviteCarer(formUid);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    invite.reset();
    const parsed = formInvitationInput.safeParse({
      data: { student: studentUid, email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}) },
    });
    // The name's length is held by its field, so only the address can be refused here.
    if (!parsed.success) {
      setEmailError(i18n._(CONSENT_FORM_MESSAGES.email));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setEmailError(undefined);
    invite.mutate(parsed.data.data, {
      onSuccess: () => {
        setEmail('');
        setName('');
      },
    });
  }

  const sentTo = invite.data?.sent_to;
  return (
    <details className="invite-carer">
      <summary>
        <Trans>Ask another carer to sign</Trans>
      </summary>
      <form className="invite-carer__form" onSubmit={submit} noValidate>
        <p className="field-hint">
          <Trans>
            We email them a link that signs this form for {childName} without signing in to the portal. It works until the due
            date.
          </Trans>
        </p>
        <FormField id={`${id}-email`} label={t`Their email address`} error={emailError} required>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <FormField id={`${id}-name`} label={t`Their name (optional)`}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              maxLength={FORM_LIMITS.signerName}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        {invite.error ? <ErrorMessage error={invite.error} /> : null}
        <p className="form-status" role="status">
          {sentTo ? t`We emailed a signing link to ${sentTo}` : ''}
        </p>
        <button type="submit" className="button button--secondary" disabled={invite.isPending}>
          {invite.isPending ? <Trans>Sending…</Trans> : <Trans>Send the link</Trans>}
        </button>
      </form>
    </details>
  );
}
