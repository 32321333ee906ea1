/** One bad row (or file): where it is and why, as the import report prints it. */
export interface RowError {
  file: string;
  line: number;
  /** The column at fault, when one is. */
  column?: string;
  reason: string;
}

/** A row of a CSV file as read, with its line for the report. */
export interface Row<T> {
  line: number;
  row: T;
  /** A OneRoster row's extension columns (metadata.*), blank ones left out. */
  metadata?: Record<string, string>;
}

/** The report's lines: "users.csv line 4: email: must be an email address". */
export const describeErrors = (errors: readonly RowError[]): string[] =>
  errors.map((error) => `${error.file}${error.line > 0 ? ` line ${error.line}` : ''}: ${error.column ? `${error.column}: ` : ''}${error.reason}`);
