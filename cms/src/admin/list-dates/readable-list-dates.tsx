import { Typography } from '@strapi/design-system';
import { DEFAULT_SCHOOL_TIME_ZONE, INDEFINITE, UNPUBLISHED, zonedParts } from '@portal/contract';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A stored date as the portal's admin area shows it (admin spec 9, 'MMMM d, yyyy h:mm aa'),
 * in the school's time zone: "June 1, 2026 6:30 PM". UNPUBLISHED, INDEFINITE and anything
 * unreadable are shown as they are (admin spec 2), nothing as a dash.
 */
export function formatPanelDate(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '-';
  if (value === UNPUBLISHED || value === INDEFINITE) return value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const { year, month, day, hour, minute } = zonedParts(new Date(time), DEFAULT_SCHOOL_TIME_ZONE);
  return `${MONTHS[month - 1]} ${day}, ${year} ${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The list columns that hold dates: publish windows are strings (CONTENT-MODEL.md), the rest Strapi's own. */
const DATE_COLUMNS = ['publish_start', 'publish_end', 'createdAt', 'updatedAt', 'event_start', 'event_end'];

type Header = { name: string; attribute?: { type: string }; cellFormatter?: (row: Record<string, unknown>) => unknown };

/**
 * The content manager's list hook: date columns in the one date format, so that a publish
 * window reads "June 1, 2026 6:30 PM" rather than 2026-06-01T08:30:00.000Z, and Strapi's own
 * dates read the same way beside it.
 */
export function readableListDates<T extends { displayedHeaders: Header[] }>(args: T): T {
  return {
    ...args,
    displayedHeaders: args.displayedHeaders.map((header) =>
      DATE_COLUMNS.includes(header.name)
        ? {
            ...header,
            cellFormatter: (row: Record<string, unknown>) => (
              <Typography textColor="neutral800">{formatPanelDate(row[header.name])}</Typography>
            ),
          }
        : header,
    ),
  };
}
