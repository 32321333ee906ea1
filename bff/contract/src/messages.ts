/**
 * Every user-facing text from the two spec files, exactly as written there (typos included).
 * The admin screens' own texts are in admin-messages.ts, out of the reader's first script.
 */
export const EMPTY = {
  noRecords: 'No records found!',
  noRecordsChart: 'No records found',
  noDataYet: 'No data yet!',
} as const;

export const WEB_LOG_FILTER_MESSAGES = {
  toMissing: '*Please select To Date.',
  fromMissing: '*Please select From Date.',
  invalid: '*Please select valid date.',
} as const;

