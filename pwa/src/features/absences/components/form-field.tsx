import type { ReactNode } from 'react';

/** What a control needs to be labelled and to carry its error (read out with it). */
export type FieldControlProps = { id: string; className: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };

/** A labelled form control with its error under it, as the absence forms show each field. */
export function FormField({ id, label, error, children }: { id: string; label: string; error?: string | undefined; children: (control: FieldControlProps) => ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, className: 'text-input', 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p className="absence-form__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The reason and the optional details for the school: both absence forms ask for them. */
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
  return (
    <>
      <FormField id="reason" label="Reason" error={errors.reason}>
        {(control) => <input {...control} value={reason} maxLength={200} onChange={(e) => onReason(e.target.value)} />}
      </FormField>
      <FormField id="explanation" label="Details for the school (optional)" error={errors.explanation}>
        {(control) => <textarea {...control} rows={4} value={explanation} onChange={(e) => onExplanation(e.target.value)} />}
      </FormField>
    </>
  );
}
