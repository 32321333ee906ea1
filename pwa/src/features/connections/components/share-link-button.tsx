import { Trans } from '@lingui/react/macro';
import { publicConnectionPath } from '@portal/contract';
import { useId, useState } from 'react';
import { browser } from '@/lib/browser.ts';
import './share-link-button.css';

/** Where a public (make_public) article can be read without signing in. */
function publicConnectionUrl(postUid: string, origin: string = window.location.origin): string {
  return `${origin}${publicConnectionPath.href({ id: postUid })}`;
}

/**
 * Copies the share link. Where the clipboard is refused (an old browser, a denied
 * permission), the link is shown selected so it can be copied by hand.
 */
export function ShareLinkButton({ postUid }: { postUid: string }) {
  const url = publicConnectionUrl(postUid);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const inputId = useId();

  const copy = async () => {
    try {
      await browser.copyText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="share-link">
      <button type="button" className="button button--secondary" onClick={() => void copy()}>
        <Trans>Copy share link</Trans>
      </button>
      <p className="share-link__status" role="status">
        {state === 'copied' ? <Trans>Link copied</Trans> : ''}
      </p>
      {state === 'failed' ? (
        <p className="share-link__manual">
          <label htmlFor={inputId}>
            <Trans>Share link</Trans>
          </label>
          <input
            id={inputId}
            className="text-input"
            readOnly
            value={url}
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
          />
        </p>
      ) : null}
    </div>
  );
}
