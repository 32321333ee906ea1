import { useLingui } from '@lingui/react/macro';

/** A field's message: the contract's text or the server's, in the person's language. */
function FieldError({ id, message }: { id: string; message: string }) {
  const { i18n } = useLingui();
  return (
    <p className="field-error" id={id}>
      {i18n._(message)}
    </p>
  );
}

/**
 * A form's messages under its fields: `errorOf(field)` renders a field's message, and
 * `described(field)` marks the field invalid and points it at that message (screen readers
 * read it with the field). `idPrefix` is the form's useId().
 */
export function fieldErrorProps(idPrefix: string, errors: Record<string, string>) {
  const messageId = (field: string) => `${idPrefix}-${field}-error`;
  return {
    errorOf: (field: string) => (errors[field] ? <FieldError id={messageId(field)} message={errors[field]} /> : null),
    described: (field: string) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': messageId(field) } : {}),
  };
}
