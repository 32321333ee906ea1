/**
 * Every user-facing text from the two spec files, exactly as written there (typos included).
 * The admin screens' own texts are in admin-messages.ts, out of the reader's first script.
 */
export const EMPTY = {
  noRecords: 'No records found!',
} as const;

