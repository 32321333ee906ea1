import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { fieldMessage } from '@/features/admin/lib/field-message.tsx';

type EditorFieldProps = {
  id: string;
  label: string;
  /** After the label, lighter: what the field takes. */
  labelInfo?: string;
  value: string;
  maxLength: number;
  /** The field's message from the last check, shown under it (and the field marked invalid). */
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
};

/** A line of text in the place and page editors, with its label and message. */
export function TextField({ id, label, labelInfo, value, maxLength, error, disabled, onChange, inputMode }: EditorFieldProps & { inputMode?: 'numeric' }) {
  return (
    <FormGroup label={label} labelInfo={labelInfo} labelFor={id} {...fieldMessage(error)}>
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
  return (
    <FormGroup label={label} labelInfo={labelInfo} labelFor={id} {...fieldMessage(error)}>
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
