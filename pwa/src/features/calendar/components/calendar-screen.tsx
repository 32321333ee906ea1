import { Trans, useLingui } from '@lingui/react/macro';
import { eventOverlaps, type CalendarEventRecord } from '@portal/contract';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { NotSavedYet } from '@/components/ui/not-saved-yet.tsx';
import { useCalendarEvents } from '../api/get-calendar-events.ts';
import { calendarMonth, calendarRange, calendarView } from '../lib/calendar-address.ts';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';
import { endOfMonth, monthKey, parseMonthKey, schoolToday, startOfMonth, wholeDays } from '../lib/calendar-dates.ts';
import { EventList } from './event-list.tsx';
import { MonthGrid } from './month-grid.tsx';
import './calendar-screen.css';

/** The list view runs from today with no end (the saved events bound it). */
const FAR_FUTURE = new Date(8.64e15);

type CalendarScreenProps = {
  isFavourite: (eventId: string) => boolean;
  renderActions?: (event: CalendarEventRecord) => ReactNode;
};

/**
 * The calendar: a month grid or a list of what is coming, optionally favourites only. The
 * view, month and filter live in the URL, so reload and Back keep them.
 */
export function CalendarScreen({ isFavourite, renderActions }: CalendarScreenProps) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const view = calendarView(params);
  const favouritesOnly = params.get('favourites') === '1';
  const today = useMemo(() => schoolToday(), []);
  const month = calendarMonth(params, today);
  const range = calendarRange(params, today);
  const events = useCalendarEvents(range);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const changeMonth = (next: Date) => update({ month: monthKey(next) === monthKey(today) ? null : monthKey(next) });

  // Each event's days are read in the school's zone, for a year of events: worked out again only
  // when the events, the month or the filter change, not on every render of the screen (the
  // saved copy, the server's answer and the favourites each render it on a phone's first visit).
  const monthKeyShown = monthKey(month);
  const { inMonth, upcoming } = useMemo(() => {
    const shown = (events.data ?? []).filter((event) => !favouritesOnly || isFavourite(event.EVENT_ID));
    const zone = schoolTimeZone();
    const first = parseMonthKey(monthKeyShown) ?? startOfMonth(today);
    return {
      inMonth: shown.filter((event) => eventOverlaps(event, wholeDays({ from: first, to: endOfMonth(first) }), zone)),
      upcoming: shown.filter((event) =>
        eventOverlaps(event, { from: wholeDays({ from: today, to: today }).from, to: FAR_FUTURE }, zone),
      ),
    };
  }, [events.data, favouritesOnly, isFavourite, monthKeyShown, today]);

  return (
    <div className="calendar">
      <div className="calendar__toolbar">
        <div className="segmented" role="group" aria-label={t`Calendar view`}>
          <button
            type="button"
            className="segmented__option"
            aria-pressed={view === 'month'}
            onClick={() => update({ view: null })}
          >
            <Trans>Month</Trans>
          </button>
          <button
            type="button"
            className="segmented__option"
            aria-pressed={view === 'list'}
            onClick={() => update({ view: 'list' })}
          >
            <Trans>List</Trans>
          </button>
        </div>
        <button
          type="button"
          className="toggle-button"
          aria-pressed={favouritesOnly}
          onClick={() => update({ favourites: favouritesOnly ? null : '1' })}
        >
          <Trans>Favourites only</Trans>
        </button>
      </div>

      {view === 'month' && (events.status === 'loading' || events.status === 'ready') ? (
        // The month's days are known before its events: the grid is there at once (the same
        // grid, filled in when they arrive), so nothing under it moves.
        <>
          {events.status === 'loading' ? <Loading label={t`Loading the calendar…`} announceOnly /> : null}
          <MonthGrid month={month} today={today} events={inMonth} isFavourite={isFavourite} onMonthChange={changeMonth} />
          {events.status === 'ready' && inMonth.length === 0 ? <EmptyState /> : null}
        </>
      ) : events.status === 'loading' ? (
        <Loading label={t`Loading the calendar…`} />
      ) : events.status === 'error' ? (
        <ErrorMessage error={events.error} onRetry={events.refetch} />
      ) : events.status === 'unavailable' ? (
        <NotSavedYet />
      ) : upcoming.length === 0 ? (
        <EmptyState />
      ) : (
        <EventList events={upcoming} from={today} renderActions={renderActions} />
      )}
      {/* Its line is kept while loading, so the panel under the calendar stays put. */}
      <div className="calendar__updated">
        {events.status === 'ready' ? <LastUpdated at={events.updatedAt} stale={events.stale} /> : null}
      </div>
    </div>
  );
}
