import { Trans, useLingui } from '@lingui/react/macro';
import { IMAGE_SIZES, type ImageUse } from '@portal/contract';
import { useId, useRef, useState } from 'react';
import { uploadImage } from '../api/upload-image.ts';
import './featured-image-field.css';

type FeaturedImageFieldProps = {
  use: Exclude<ImageUse, 'content'>;
  label: string;
  url: string | null;
  onChange: (url: string) => void;
  /** The form's message for this field ('*Please select image.'). */
  error?: string;
  disabled?: boolean;
};

/**
 * A post's featured image: chosen from the device, stored at once (the server crops it to its
 * use's size), previewed, with a placeholder when the preview cannot load (admin spec 2).
 */
export function FeaturedImageField({ use, label, url, onChange, error, disabled = false }: FeaturedImageFieldProps) {
  const { t, i18n } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const labelId = useId();
  const errorId = useId();
  const { width, height } = IMAGE_SIZES[use];
  const message = problem ?? error;

  async function choose(file: File) {
    setUploading(true);
    setProblem(null);
    try {
      onChange(await uploadImage(file, use));
    } catch (reason) {
      setProblem(reason instanceof Error ? reason.message : t`The image was not uploaded.`);
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="featured-image" role="group" aria-labelledby={labelId} aria-describedby={message ? errorId : undefined}>
      <span id={labelId} className="featured-image__label">
        {label} ({width} × {height})
      </span>
      <div className="featured-image__preview" style={{ aspectRatio: `${width} / ${height}` }}>
        {url && broken !== url ? (
          <img src={url} alt={t`${label} preview`} onError={() => setBroken(url)} />
        ) : (
          <span className="featured-image__placeholder">{url ? t`Preview not available` : t`No image chosen`}</span>
        )}
      </div>
      <button type="button" disabled={disabled || uploading} onClick={() => inputRef.current?.click()}>
        {uploading ? <Trans>Uploading...</Trans> : url ? <Trans>Replace image</Trans> : <Trans>Choose image</Trans>}
      </button>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-label={t`${label} file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      {message && (
        <p id={errorId} className="featured-image__error" role="alert" tabIndex={-1} data-field-message="">
          {i18n._(message)}
        </p>
      )}
    </div>
  );
}
