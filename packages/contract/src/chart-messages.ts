/**
 * The parent dashboard's empty charts (reader-portal spec), exactly as written there. Apart from
 * messages.ts, whose texts are in the reader's first screen: these load with the dashboard's charts.
 */
export const EMPTY_CHART = {
  noRecords: 'No records found',
  noDataYet: 'No data yet!',
} as const;
