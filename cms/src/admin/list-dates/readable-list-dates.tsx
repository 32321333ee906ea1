import { Typography } from '@strapi/design-system';
import { DEFAULT_SCHOOL_TIME_ZONE, formatAdminEditorDate } from '@portal/contract';

/**
 * A stored date as the portal's admin area shows it (the contract's one admin format, admin spec
 * 9), at the school: "June 1, 2026 6:30 PM"; nothing as a dash.
 */
export function formatPanelDate(value: unknown): string {
  if (typeof value !== 'string') return '-';
  return formatAdminEditorDate(value, DEFAULT_SCHOOL_TIME_ZONE) || '-';
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
