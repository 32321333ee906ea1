import { useLingui } from '@lingui/react';
import { eventTimes, readerPaths, type CalendarEventRecord } from '@portal/contract';
import type { ReactNode } from 'react';
import { textsShown, useOriginalsShown, usePageLanguage } from '@/components/content-translation/texts-shown.ts';
import { TranslationNote } from '@/components/content-translation/translation-note.tsx';
import { Card, CardList } from '@/components/ui/card.tsx';
import { Link } from '@/components/ui/link.tsx';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';
import { dayKey, schoolDayAt, wholeDays } from '../lib/calendar-dates.ts';
import { formatEventTime, formatLongDay } from '../lib/event-display.ts';
import './event-list.css';

type EventListProps = {
  /** Soonest first. */
  events: readonly CalendarEventRecord[];
  /** Events already under way are listed under this day rather than their first. */
  from: Date;
  renderActions?: (event: CalendarEventRecord) => ReactNode;
};

/** Upcoming events grouped by day; titles not in the reader's language say so. */
export function EventList({ events, from, renderActions }: EventListProps) {
  // Read so that days and times are written again when the language changes.
  useLingui();
  const page = usePageLanguage();
  const originals = useOriginalsShown();
  const groups = new Map<string, { day: Date; events: CalendarEventRecord[] }>();
  const firstMoment = wholeDays({ from, to: from }).from.getTime();
  for (const event of events) {
    const day = schoolDayAt(Math.max(eventTimes(event, schoolTimeZone()).start, firstMoment));
    const key = dayKey(day);
    const group = groups.get(key) ?? { day, events: [] };
    group.events.push(event);
    groups.set(key, group);
  }

  return (
    <div className="event-list">
      {[...groups.entries()].map(([key, group]) => (
        <section key={key} className="event-list__group" aria-labelledby={`day-${key}`}>
          <h2 className="event-list__day" id={`day-${key}`}>
            {formatLongDay(group.day)}
          </h2>
          <CardList>
            {group.events.map((listed) => {
              const {
                record: event,
                attributes,
                kind,
                showingOriginal,
              } = textsShown(listed, page, originals.isShown(listed.EVENT_ID));
              const titleId = `event-${event.EVENT_ID}`;
              return (
                <Card
                  key={event.EVENT_ID}
                  className="event-card"
                  titleId={titleId}
                  headingLevel={3}
                  title={
                    <Link to={readerPaths.calendarEventDetails.href({ id: event.EVENT_ID })} {...attributes}>
                      {event.title}
                    </Link>
                  }
                  actions={renderActions?.(event)}
                  meta={
                    <>
                      <span>{formatEventTime(event)}</span>
                      {event.location ? <span>{event.location}</span> : null}
                      {event.category ? <span className="badge">{event.category}</span> : null}
                    </>
                  }
                >
                  <TranslationNote
                    kind={kind}
                    showingOriginal={showingOriginal}
                    onToggleOriginal={() => originals.toggle(event.EVENT_ID)}
                    describedBy={titleId}
                  />
                </Card>
              );
            })}
          </CardList>
        </section>
      ))}
    </div>
  );
}
