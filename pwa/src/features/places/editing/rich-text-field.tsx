import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId } from 'react';
import { Loading } from '@/components/ui/loading.tsx';
import { uploadImage } from '@/data/images/api/upload-image.ts';

/** Quill and its styles load only when an editor opens rich text: readers never download them. */
const RichTextEditor = lazy(() => import('@/components/rich-text-editor/rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })));

/** The shared rich-text editor (the admin post editor's) with its label (translated). */
export function RichTextField({ label, value, onChange, errorId }: { label: string; value: string; onChange: (html: string) => void; errorId?: string | undefined }) {
  const { t } = useLingui();
  const labelId = useId();
  return (
    <>
      <p className="field-label" id={labelId}>
        {label}
      </p>
      <Suspense fallback={<Loading label={t`Loading the editor…`} />}>
        <RichTextEditor labelledBy={labelId} value={value} onChange={onChange} uploadImage={(file) => uploadImage(file, 'content')} errorId={errorId} />
      </Suspense>
    </>
  );
}
