import { Trans, useLingui } from '@lingui/react/macro';
import type { PostRecord } from '@portal/contract';
import { useState } from 'react';
import { downloadPostPdf } from '../api/download-post-pdf.ts';
import './save-pdf-button.css';

/**
 * Saves the post as a PDF to print or keep. The PDF is drawn on the server, so it needs the
 * network: a failure (offline included) is said beside the button, and the button works again.
 */
export function SavePdfButton({ post }: { post: Pick<PostRecord, 'postUid' | 'slug' | 'title'> }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const { title } = post;

  const save = async () => {
    setState('saving');
    try {
      await downloadPostPdf(post);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="save-pdf">
      <button type="button" className="button button--secondary button--small" disabled={state === 'saving'} aria-label={t`Save ${title} as PDF`} onClick={() => void save()}>
        {state === 'saving' ? <Trans>Saving PDF…</Trans> : <Trans>Save as PDF</Trans>}
      </button>
      <span role="status">
        {state === 'failed' ? <Trans>The PDF could not be made. Check the connection and try again.</Trans> : ''}
      </span>
    </span>
  );
}
