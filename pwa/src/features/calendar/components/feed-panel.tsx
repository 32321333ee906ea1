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
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState('');
  const titleId = useId();
  const inputId = useId();
  const confirmId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const url = feed.data?.url;

  const copy = async (url: string) => {
    try {
      await browser.copyText(url);
      setMessage('Link copied');
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      setMessage('The link is selected: copy it with Ctrl+C, or press and hold on a phone.');
    }
  };

  const reset = () => {
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setMessage('A new link was made. Add it to your calendar app again; the old one no longer works.');
        resetRef.current?.focus();
      },
    });
  };

  return (
    <section className="feed-panel" aria-labelledby={titleId}>
      <h2 className="section-title" id={titleId}>
        Subscribe to my calendar
      </h2>
      <p>
        Add this link to Google Calendar, Outlook or Apple Calendar (&lsquo;subscribe from URL&rsquo;) to see your school events
        there. Keep it to yourself: anyone with the link can see them.
      </p>
      {url ? (
        <>
          <label className="field-label" htmlFor={inputId}>
            Calendar feed URL
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
              Copy
            </button>
          </div>
          {confirming ? (
            <div className="confirm" role="group" aria-labelledby={confirmId}>
              <p id={confirmId}>Make a new link? Calendars subscribed with the current link stop updating.</p>
              <button type="button" className="button" autoFocus disabled={rotate.isPending} onClick={reset}>
                Yes, reset link
              </button>
              <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          ) : (
            <p>
              <button
                ref={resetRef}
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setMessage('');
                  setConfirming(true);
                }}
              >
                Reset link
              </button>
            </p>
          )}
        </>
      ) : feed.isPending ? (
        <p className="muted">{feed.fetchStatus === 'paused' ? 'The link is shown when you are online.' : 'Loading your link…'}</p>
      ) : (
        <ErrorMessage error={feed.error} onRetry={() => void feed.refetch()} />
      )}
      <p className="feed-panel__status" role="status">
        {message}
      </p>
      {rotate.error ? <ErrorMessage error={rotate.error} /> : null}
    </section>
  );
}
