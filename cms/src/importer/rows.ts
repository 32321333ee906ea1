/** One bad row (or file): where it is and why, as the import report prints it. */
export interface RowError {
  file: string;
  line: number;
  reason: string;
}

/** A row of a CSV file as read, with its line for the report. */
export interface Row<T> {
  line: number;
  row: T;
}
