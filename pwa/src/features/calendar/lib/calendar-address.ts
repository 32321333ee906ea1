import { defaultWindow, parseMonthKey, startOfMonth, windowForMonth } from './calendar-dates.ts';

/**
 * What the calendar at an address shows: the view, month and filter live in the URL, so a
 * reload and Back keep them, and the app can ask for the right events before the screen's
 * code has loaded (app/router.tsx).
 */
type CalendarView = 'month' | 'list';

export function calendarView(params: URLSearchParams): CalendarView {
  return params.get('view') === 'list' ? 'list' : 'month';
}

export function calendarMonth(params: URLSearchParams, today: Date): Date {
  return parseMonthKey(params.get('month')) ?? startOfMonth(today);
}

/** The days whose events the calendar at this address asks for. */
export function calendarRange(params: URLSearchParams, today: Date) {
  return calendarView(params) === 'month' ? windowForMonth(calendarMonth(params, today), today) : defaultWindow(today);
}
