import { Button, Callout, Checkbox, FormGroup, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ALL_SUBSCRIBERS, ALL_SUBSCRIBERS_OPTION, CONNECTIONS_PDF_MESSAGES as M, pdfEmailTemplateFields, type PdfEmailTemplateRecord, type SendToOption } from '@portal/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { RichTextField } from '@/features/admin/components/rich-text-field.tsx';
import { showAdminToast } from '@/features/admin/lib/admin-toaster.ts';
import { formErrors } from '@/features/admin/lib/form-errors.ts';
import { usePdfEmailTemplate, useSavePdfEmailTemplate, useSubscriberAddresses } from '../api/connections-pdf.ts';

/** Admin spec 9: the saved Send To is matched against the subscribers this long after the template loads. */
export const RECONCILE_DELAY_MS = 2000;

type TemplateForm = { send_to: SendToOption[]; subject: string; email_html: string };
type TemplateErrors = Partial<Record<keyof TemplateForm, string>>;

/** Admin spec 5: All replaces every other choice; an address chosen while All is on stands instead of All. */
export function toggleSendTo(current: SendToOption[], value: string, checked: boolean): SendToOption[] {
  if (value === ALL_SUBSCRIBERS) return checked ? [ALL_SUBSCRIBERS_OPTION] : [];
  const others = current.filter((option) => option.value !== ALL_SUBSCRIBERS && option.value !== value);
  return checked ? [...others, { value, label: value }] : others;
}

function TemplateFields({ template, addresses, onDone }: { template: PdfEmailTemplateRecord | null; addresses: string[]; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const save = useSavePdfEmailTemplate();
  const [form, setForm] = useState<TemplateForm>({ send_to: template?.send_to ?? [], subject: template?.subject ?? '', email_html: template?.email_html ?? '' });
  const [errors, setErrors] = useState<TemplateErrors>({});

  // Admin spec 4 and 9: a saved address whose subscriber has gone is dropped from Send To shortly after loading.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const known = new Set(addresses);
      setForm((current) => ({ ...current, send_to: current.send_to.filter((option) => option.value === ALL_SUBSCRIBERS || known.has(option.value)) }));
    }, RECONCILE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [addresses]);

  /** A field's message (a contract text), in the person's language, read out as it appears. */
  const alertOf = (message: string | undefined, alertId?: string) =>
    message ? (
      <span id={alertId} role="alert">
        {i18n._(message)}
      </span>
    ) : undefined;

  const set = <K extends keyof TemplateForm>(field: K, value: TemplateForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = formErrors<TemplateForm>(pdfEmailTemplateFields, form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(pdfEmailTemplateFields.parse(form), {
      onSuccess: (saved) => {
        // The legacy screen knew a save had worked by the campus (schoolUid) in the answer.
        if (saved.schoolUid) showAdminToast({ message: i18n._(M.templateSaved), intent: Intent.SUCCESS });
        onDone();
      },
      onError: (error) => showAdminToast({ message: i18n._(error.message), intent: Intent.DANGER }),
    });
  }

  const chosen = new Set(form.send_to.map((option) => option.value));
  return (
    <form className="connections-pdf__template" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h4 id={`${id}-title`}>
        <Trans>Email template</Trans>
      </h4>
      <fieldset className="connections-pdf__send-to" aria-invalid={Boolean(errors.send_to)} aria-describedby={errors.send_to ? `${id}-send-to-error` : undefined}>
        <legend>
          <Trans>Send To</Trans>
        </legend>
        {[ALL_SUBSCRIBERS, ...addresses].map((value) => (
          <Checkbox
            key={value}
            label={value === ALL_SUBSCRIBERS ? i18n._(ALL_SUBSCRIBERS_OPTION.label) : value}
            checked={chosen.has(value)}
            disabled={save.isPending}
            onChange={(event) => set('send_to', toggleSendTo(form.send_to, value, event.currentTarget.checked))}
          />
        ))}
        {alertOf(errors.send_to, `${id}-send-to-error`)}
      </fieldset>
      <FormGroup label={t`Subject`} labelFor={`${id}-subject`} intent={errors.subject ? Intent.DANGER : Intent.NONE} helperText={alertOf(errors.subject)}>
        <InputGroup id={`${id}-subject`} value={form.subject} maxLength={500} aria-invalid={Boolean(errors.subject)} disabled={save.isPending} onValueChange={(subject) => set('subject', subject)} />
      </FormGroup>
      <RichTextField label={t`Email Text`} value={form.email_html} onChange={(html) => set('email_html', html)} error={errors.email_html && i18n._(errors.email_html)} disabled={save.isPending} />
      <div className="connections-pdf__buttons">
        <Button type="submit" intent={Intent.PRIMARY} disabled={save.isPending} text={save.isPending ? t`Save...` : t`Save`} />
        <Button text={t`Cancel`} disabled={save.isPending} onClick={onDone} />
      </div>
    </form>
  );
}

/** Admin spec 2: the Connections PDF email template, with Send To offering All and every subscriber's address. */
export function PdfEmailTemplateForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const template = usePdfEmailTemplate(true);
  const addresses = useSubscriberAddresses(true);
  if (template.isError || addresses.isError) {
    const message = (template.error ?? addresses.error)?.message;
    return <Callout intent={Intent.DANGER}>{message && i18n._(message)}</Callout>;
  }
  if (template.isPending || addresses.isPending) return <Spinner size={24} aria-label={t`Loading the email template`} />;
  return <TemplateFields template={template.data} addresses={addresses.data} onDone={onDone} />;
}
