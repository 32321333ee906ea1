import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { readerPaths, type CalendarEventRecord } from '@portal/contract';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { textsShown, usePageLanguage } from '@/components/content-translation/texts-shown.ts';
import { Link } from '@/components/ui/link.tsx';
import { formatNumber } from '@/lib/format-number.ts';
import { weekStartsOn } from '@/lib/interface-language.ts';
import { ChevronLeftIcon, ChevronRightIcon, StarIcon } from '@/components/ui/content-icons.tsx';
import { addDays, addMonths, dayKey, endOfMonth, monthGrid, sameMonth, startOfMonth, weekdayIndex } from '../lib/calendar-dates.ts';
import { eventsByDay, formatLongDay, formatLongWeekday, formatMonth, formatNarrowWeekday, formatShortWeekday } from '../lib/event-display.ts';
import './month-grid.css';

type MonthGridProps = {
  month: Date;
  today: Date;
  events: readonly CalendarEventRecord[];
  isFavourite: (eventId: string) => boolean;
  onMonthChange: (month: Date) => void;
};

/** The same day of another month, or its last day when that month is shorter. */
function sameDayIn(day: Date, months: number): Date {
  const target = addMonths(day, months);
  return new Date(target.getFullYear(), target.getMonth(), Math.min(day.getDate(), endOfMonth(target).getDate()));
}

/**
 * A month as an ARIA grid: one day is in the tab order, arrow keys move by day and week,
 * Home/End to the week's ends, Page Up/Down by month. Each day reads its full date and how
 * many events it has; the events are links to their details.
 */
export function MonthGrid({ month, today, events, isFavourite, onMonthChange }: MonthGridProps) {
  const { t } = useLingui();
  const page = usePageLanguage();
  const titleId = useId();
  // The weeks start on the language's first day (redrawn by useLingui when it changes).
  const firstDay = weekStartsOn();
  const weeks = useMemo(() => monthGrid(month, firstDay), [month, firstDay]);
  const byDay = useMemo(() => eventsByDay(events), [events]);
  const todayKey = dayKey(today);
  const [active, setActive] = useState<string | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const focusAfterRender = useRef(false);

  const inGrid = weeks.some((week) => week.some((day) => dayKey(day) === active));
  const activeKey = active && inGrid ? active : sameMonth(today, month) ? todayKey : dayKey(startOfMonth(month));

  useEffect(() => {
    // After a move into another month, wait until that month is shown.
    if (!focusAfterRender.current || active !== activeKey) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${activeKey}"]`)?.focus();
  });

  const moveTo = (day: Date) => {
    focusAfterRender.current = true;
    setActive(dayKey(day));
    if (!sameMonth(day, month)) onMonthChange(startOfMonth(day));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, day: Date) => {
    // The arrows move the way they point: right to left, the next day is to the left.
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(day, -forward),
      ArrowRight: () => addDays(day, forward),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -weekdayIndex(day)),
      End: () => addDays(day, 6 - weekdayIndex(day)),
      PageUp: () => sameDayIn(day, -1),
      PageDown: () => sameDayIn(day, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  return (
    <div className="month">
      <div className="month__nav">
        <button
          type="button"
          className="icon-button icon-button--plain"
          aria-label={t`Previous month`}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <ChevronLeftIcon />
        </button>
        <h2 className="month__title" id={titleId} aria-live="polite">
          {formatMonth(month)}
        </h2>
        <button
          type="button"
          className="icon-button icon-button--plain"
          aria-label={t`Next month`}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <ChevronRightIcon />
        </button>
        {sameMonth(today, month) ? null : (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => onMonthChange(startOfMonth(today))}
          >
            <Trans>Today</Trans>
          </button>
        )}
      </div>
      <table ref={gridRef} role="grid" className="month-grid" aria-labelledby={titleId}>
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th key={dayKey(day)} scope="col">
                <abbr title={formatLongWeekday(day)}>
                  <span className="month-grid__weekday">{formatShortWeekday(day)}</span>
                  {/* Arabic's short names are its long ones: a phone's narrow columns show one letter, screen readers still read the name. */}
                  <span className="month-grid__weekday--narrow" aria-hidden="true">
                    {formatNarrowWeekday(day)}
                  </span>
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0]!)}>
              {week.map((day) => {
                const key = dayKey(day);
                const dayEvents = byDay.get(key) ?? [];
                const dayName = formatLongDay(day);
                const eventCount = dayEvents.length;
                const isActive = key === activeKey;
                const classes = ['month-grid__day'];
                if (!sameMonth(day, month)) classes.push('is-outside');
                if (key === todayKey) classes.push('is-today');
                return (
                  <td
                    key={key}
                    role="gridcell"
                    data-day={key}
                    className={classes.join(' ')}
                    tabIndex={isActive ? 0 : -1}
                    aria-current={key === todayKey ? 'date' : undefined}
                    onKeyDown={(event) => onKeyDown(event, day)}
                    onFocus={() => setActive(key)}
                  >
                    <span className="month-grid__number" aria-hidden="true">
                      {formatNumber(day.getDate())}
                    </span>
                    <span className="visually-hidden">
                      <Plural
                        value={eventCount}
                        _0={`${dayName}, no events`}
                        one={`${dayName}, # event`}
                        other={`${dayName}, # events`}
                      />
                    </span>
                    {dayEvents.length > 0 ? (
                      <ul className="month-grid__events">
                        {dayEvents.map((calendarEvent) => {
                          const favourite = isFavourite(calendarEvent.EVENT_ID);
                          // A day's cell has room for titles only: what the texts' language is said on the event's own screen.
                          const { attributes } = textsShown(calendarEvent, page, false);
                          return (
                            <li key={calendarEvent.EVENT_ID}>
                              <Link
                                className={favourite ? 'month-grid__event is-favourite' : 'month-grid__event'}
                                to={readerPaths.calendarEventDetails.href({ id: calendarEvent.EVENT_ID })}
                                tabIndex={isActive ? 0 : -1}
                              >
                                {favourite ? <StarIcon filled className="month-grid__star" /> : null}
                                <span {...attributes}>{calendarEvent.title}</span>
                                {favourite ? ' ' : null}
                                {favourite ? (
                                  <span className="visually-hidden">
                                    <Trans>(favourite)</Trans>
                                  </span>
                                ) : null}
                              </Link>
                            </li>
                          );
                        })}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
