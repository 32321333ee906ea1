/**
 * The words the charts use instead of statistics (issue 27: "Noah's result", "most of the
 * class scored between"), so a family reads them without knowing what a quartile is.
 */

/** The first word of a student's display name ('Noah Taylor' -> 'Noah'). */
export const firstNameOf = (displayName: string): string => displayName.trim().split(/\s+/)[0] ?? displayName;

/** Whose result the dot is: "Noah's result", or "Your result" on a student's own dashboard. */
export const resultWords = (displayName: string, ownDashboard: boolean): string =>
  ownDashboard ? 'Your result' : `${firstNameOf(displayName)}'s result`;

export const CHART_WORDS = {
  middleHalf: 'Most of the class scored between',
  range: "The class's lowest and highest marks",
  /** A course's box is centred on the median, a task's on the mean. */
  centre: { median: "The class's middle mark", mean: "The class's average mark" },
  noResult: 'No result yet',
  showTable: 'Show as a table',
  hideTable: 'Hide the table',
} as const;

export type BoxCentre = keyof typeof CHART_WORDS.centre;

/** A mark as the charts print it: whole numbers stay whole, others keep one decimal. */
export const markOf = (value: number): string => String(Math.round(value * 10) / 10);

/** "55 to 80" */
export const spanOf = (from: number, to: number): string => `${markOf(from)} to ${markOf(to)}`;
