/**
 * A form's messages under its fields: `errorOf(field)` renders a field's message, and
 * `described(field)` marks the field invalid and points it at that message (screen readers
 * read it with the field). `idPrefix` is the form's useId().
 */
export function fieldErrorProps(idPrefix: string, errors: Record<string, string>) {
  const messageId = (field: string) => `${idPrefix}-${field}-error`;
  return {
    errorOf: (field: string) =>
      errors[field] ? (
        <p className="field-error" id={messageId(field)}>
          {errors[field]}
        </p>
      ) : null,
    described: (field: string) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': messageId(field) } : {}),
  };
}
