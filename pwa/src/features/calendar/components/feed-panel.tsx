import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { browser } from '@/lib/browser.ts';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { useRotateCalendarFeed } from '../api/rotate-calendar-feed.ts';
import './feed-panel.css';

/**
 * The personal calendar feed: an address calendar apps subscribe to, so school events (and
 * only those this person may see) appear in Google, Outlook or Apple Calendar and stay up to
 * date. Reset link makes a new secret, for a link shared by mistake; it asks first, because
 * calendars using the old one stop updating.
 */
export function FeedPanel() {
  const { i18n } = useLingui();
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<MessageDescriptor | null>(null);
  const titleId = useId();
  const inputId = useId();
  const confirmId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const url = feed.data?.url;

  const copy = async (url: string) => {
    try {
      await browser.copyText(url);
      setMessage(msg`Link copied`);
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      setMessage(msg`The link is selected: copy it with Ctrl+C, or press and hold on a phone.`);
    }
  };

  const reset = () => {
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setMessage(msg`A new link was made. Add it to your calendar app again; the old one no longer works.`);
        resetRef.current?.focus();
      },
    });
  };

  return (
    <section className="feed-panel" aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        <Trans>Subscribe to my calendar</Trans>
      </h2>
      <p>
        <Trans>
          Add this link to Google Calendar, Outlook or Apple Calendar (‘subscribe from URL’) to see your school events there. Keep
          it to yourself: anyone with the link can see them.
        </Trans>
      </p>
      {url ? (
        <>
          <label className="field-label" htmlFor={inputId}>
            <Trans>Calendar feed URL</Trans>
          </label>
          <div className="feed-panel__row">
            <input
              ref={inputRef}
              id={inputId}
              className="text-input"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="button" onClick={() => void copy(url)}>
              <Trans>Copy</Trans>
            </button>
          </div>
          {confirming ? (
            <div className="confirm" role="group" aria-labelledby={confirmId}>
              <p id={confirmId}>
                <Trans>Make a new link? Calendars subscribed with the current link stop updating.</Trans>
              </p>
              <button type="button" className="button" autoFocus disabled={rotate.isPending} onClick={reset}>
                <Trans>Yes, reset link</Trans>
              </button>
              <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
                <Trans>Cancel</Trans>
              </button>
            </div>
          ) : (
            <p>
              <button
                ref={resetRef}
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setMessage(null);
                  setConfirming(true);
                }}
              >
                <Trans>Reset link</Trans>
              </button>
            </p>
          )}
        </>
      ) : feed.isPending ? (
        <p className="muted">
          {feed.fetchStatus === 'paused' ? (
            <Trans>The link is shown when you are online.</Trans>
          ) : (
            <Trans>Loading your link…</Trans>
          )}
        </p>
      ) : (
        <ErrorMessage error={feed.error} onRetry={() => void feed.refetch()} />
      )}
      <p className="feed-panel__status" role="status">
        {message ? i18n._(message) : null}
      </p>
      {rotate.error ? <ErrorMessage error={rotate.error} /> : null}
    </section>
  );
}
