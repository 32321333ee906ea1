import { Trans, useLingui } from '@lingui/react/macro';
import type { CalendarEventRecord } from '@portal/contract';
import { useId, useState, type ReactNode } from 'react';
import { textsShown, usePageLanguage } from '@/components/content-translation/texts-shown.ts';
import { TranslationNote } from '@/components/content-translation/translation-note.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useDownloadEventIcs } from '../api/download-event-ics.ts';
import { useCalendarEvent } from '../api/get-calendar-event.ts';
import { formatEventWhen } from '../lib/event-display.ts';
import './event-detail.css';

type EventDetailProps = {
  eventId: string;
  renderActions?: (event: CalendarEventRecord) => ReactNode;
};

export function EventDetail({ eventId, renderActions }: EventDetailProps) {
  const { t } = useLingui();
  const event = useCalendarEvent(eventId);
  const download = useDownloadEventIcs();
  const page = usePageLanguage();
  const [showOriginal, setShowOriginal] = useState(false);
  const descriptionId = useId();

  if (event.error instanceof ApiError && event.error.status === 404) return <EmptyState />;
  if (event.status === 'loading') return <Loading label={t`Loading event…`} />;
  if (event.status === 'error') return <ErrorMessage error={event.error} onRetry={event.refetch} />;
  if (event.status === 'unavailable' || !event.data) return <NotSavedYet />;
  const { record: details, attributes, kind, showingOriginal } = textsShown(event.data, page, showOriginal);

  return (
    <article className="event">
      <div className="card__head">
        <h1 className="page-title" {...attributes}>
          {details.title}
        </h1>
        {renderActions ? <div className="card__actions">{renderActions(details)}</div> : null}
      </div>
      <dl className="facts">
        <dt>
          <Trans>When</Trans>
        </dt>
        <dd>{formatEventWhen(details)}</dd>
        {details.location ? (
          <>
            <dt>
              <Trans>Where</Trans>
            </dt>
            <dd>{details.location}</dd>
          </>
        ) : null}
        {details.category ? (
          <>
            <dt>
              <Trans>Category</Trans>
            </dt>
            <dd>{details.category}</dd>
          </>
        ) : null}
      </dl>
      <TranslationNote
        kind={kind}
        showingOriginal={showingOriginal}
        onToggleOriginal={() => setShowOriginal((shownBefore) => !shownBefore)}
        controls={details.description ? descriptionId : undefined}
      />
      {/* The description is rich text, sanitised by the server before it is stored. */}
      {details.description ? (
        <div id={descriptionId} className="rich-text" {...attributes} dangerouslySetInnerHTML={{ __html: details.description }} />
      ) : null}
      <p>
        <button
          type="button"
          className="button"
          aria-busy={download.isPending}
          disabled={download.isPending}
          onClick={() => download.mutate(details.EVENT_ID)}
        >
          <Trans>Add to calendar (.ics)</Trans>
        </button>
      </p>
      {download.error ? <ErrorMessage error={download.error} /> : null}
    </article>
  );
}
