import type { ReactNode } from 'react';

/** What a control needs to be labelled, hinted and to carry its error (read out with it). */
export type FieldControlProps = {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  required?: boolean;
};

type FormFieldProps = {
  id: string;
  label: string;
  /** Plain-word help under the label, read with the control. */
  hint?: ReactNode;
  error?: string | undefined;
  /** Marked in words beside the label ('optional' is not written: a field is required unless said). */
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * Every form's field: a label, an optional hint, the control, and its error under it. The
 * control is given what ties it to the label, hint and error, so a screen reader reads them
 * together and the error is announced where it is.
 */
export function FormField({ id, label, hint, error, required = false, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({ id, className: 'text-input', 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, ...(required ? { required } : {}) })}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
