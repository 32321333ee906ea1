import { useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field.tsx';

/** The reason and the optional details for the school: both absence forms ask for them (`errors`: the contract's messages). */
export function ReasonFields({
  reason,
  explanation,
  errors,
  onReason,
  onExplanation,
}: {
  reason: string;
  explanation: string;
  errors: { reason?: string | undefined; explanation?: string | undefined };
  onReason: (value: string) => void;
  onExplanation: (value: string) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <FormField id="reason" label={t`Reason`} error={errors.reason === undefined ? undefined : i18n._(errors.reason)}>
        {(control) => <input {...control} value={reason} maxLength={200} onChange={(e) => onReason(e.target.value)} />}
      </FormField>
      <FormField
        id="explanation"
        label={t`Details for the school (optional)`}
        error={errors.explanation === undefined ? undefined : i18n._(errors.explanation)}
      >
        {(control) => <textarea {...control} rows={4} value={explanation} onChange={(e) => onExplanation(e.target.value)} />}
      </FormField>
    </>
  );
}
