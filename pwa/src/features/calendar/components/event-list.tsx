import { eventTimes, readerPaths, type CalendarEventRecord } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dayKey, startOfDay } from '../lib/calendar-dates.ts';
import { formatEventTime, formatLongDay } from '../lib/event-display.ts';
import './event-list.css';

type EventListProps = {
  /** Soonest first. */
  events: readonly CalendarEventRecord[];
  /** Events already under way are listed under this day rather than their first. */
  from: Date;
  renderActions?: (event: CalendarEventRecord) => ReactNode;
};

/** Upcoming events grouped by day. */
export function EventList({ events, from, renderActions }: EventListProps) {
  const groups = new Map<string, { day: Date; events: CalendarEventRecord[] }>();
  for (const event of events) {
    const start = new Date(Math.max(eventTimes(event).start, startOfDay(from).getTime()));
    const key = dayKey(start);
    const group = groups.get(key) ?? { day: startOfDay(start), events: [] };
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
          <ul className="card-list">
            {group.events.map((event) => (
              <li key={event.EVENT_ID} className="card event-card">
                <article aria-labelledby={`event-${event.EVENT_ID}`}>
                  <div className="card__head">
                    <h3 className="card__title" id={`event-${event.EVENT_ID}`}>
                      <Link to={readerPaths.calendarEventDetails.href({ id: event.EVENT_ID })}>{event.title}</Link>
                    </h3>
                    {renderActions ? <div className="card__actions">{renderActions(event)}</div> : null}
                  </div>
                  <p className="card__meta">
                    <span>{formatEventTime(event)}</span>
                    {event.location ? <span>{event.location}</span> : null}
                    {event.category ? <span className="badge">{event.category}</span> : null}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
