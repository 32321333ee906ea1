import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useLingui } from '@lingui/react/macro';
import { fieldMessage } from '@/features/admin/lib/field-message.tsx';

type EditorFieldProps = {
  id: string;
  label: string;
  /** After the label, lighter: what the field takes. */
  labelInfo?: string;
  value: string;
  maxLength: number;
  /** The field's message from the last check (a contract text, or the server's), shown under it in the person's language (and the field marked invalid). */
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
};

/** A line of text in the place and page editors, with its label and message. */
export function TextField({ id, label, labelInfo, value, maxLength, error, disabled, onChange, inputMode }: EditorFieldProps & { inputMode?: 'numeric' }) {
  const { i18n } = useLingui();
  return (
    <FormGroup label={label} labelInfo={labelInfo} labelFor={id} {...fieldMessage(error && i18n._(error))}>
      <InputGroup
        id={id}
        inputMode={inputMode}
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        onValueChange={onChange}
      />
    </FormGroup>
  );
}

/** A paragraph of text (the description) in the place and page editors, with its label and message. */
export function TextAreaField({ id, label, labelInfo, value, maxLength, error, disabled, onChange }: EditorFieldProps) {
  const { i18n } = useLingui();
  return (
    <FormGroup label={label} labelInfo={labelInfo} labelFor={id} {...fieldMessage(error && i18n._(error))}>
      <TextArea
        id={id}
        value={value}
        maxLength={maxLength}
        fill
        disabled={disabled}
        aria-invalid={Boolean(error)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FormGroup>
  );
}
