import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor.tsx';
import { uploadImage } from '@/data/images/api/upload-image.ts';
import './rich-text-field.css';

type RichTextFieldProps = {
  /** In the language shown. */
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** The field's message as the contract or the server gave it, under it (in the language shown) and read out when it appears. */
  error?: string;
  disabled?: boolean;
  /** The language of the text when it is not the page's (a translation), and its direction. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
};

/** An admin form's rich-text field: its label, the shared editor (images stored as content images) and its message. */
export function RichTextField({ label, value, onChange, error, disabled = false, lang, dir }: RichTextFieldProps) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className={`rich-text-field${error ? ' rich-text-field--invalid' : ''}`}>
      <span id={`${id}-label`} className="bp6-label">
        {label}
      </span>
      <RichTextEditor
        labelledBy={`${id}-label`}
        value={value}
        onChange={onChange}
        uploadImage={(file) => uploadImage(file, 'content')}
        errorId={error ? `${id}-error` : undefined}
        disabled={disabled}
        lang={lang}
        dir={dir}
      />
      {error && (
        <p id={`${id}-error`} className="rich-text-field__error" role="alert" tabIndex={-1} data-field-message="">
          {i18n._(error)}
        </p>
      )}
    </div>
  );
}
