import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BehaviourScaleLabel, Semester, Trending } from '@portal/contract';
import { formatNumber } from '@/lib/format-number.ts';

/**
 * The words the charts use instead of statistics (issue 27: "Noah's result", "most of the
 * class scored between"), so a family reads them without knowing what a quartile is.
 */

/** The first word of a student's display name ('Noah Taylor' -> 'Noah'). */
export const firstNameOf = (displayName: string): string => displayName.trim().split(/\s+/)[0] ?? displayName;

/** Whose result the dot is: "Noah's result", or "Your result" on a student's own dashboard. */
export const resultWords = (displayName: string, ownDashboard: boolean): MessageDescriptor => {
  if (ownDashboard) return msg`Your result`;
  const firstName = firstNameOf(displayName);
  return msg`${firstName}'s result`;
};

export const CHART_WORDS = {
  middleHalf: msg`Most of the class scored between`,
  range: msg`The class's lowest and highest marks`,
  /** A course's box is centred on the median, a task's on the mean. */
  centre: { median: msg`The class's middle mark`, mean: msg`The class's average mark` },
  noResult: msg`No result yet`,
  showTable: msg`Show as a table`,
  hideTable: msg`Hide the table`,
} as const;

export type BoxCentre = keyof typeof CHART_WORDS.centre;

/** The contract's scale words (spec 2.6), as the dashboard shows them. */
export const SCALE_WORDS: Record<BehaviourScaleLabel, MessageDescriptor> = {
  Rarely: msg`Rarely`,
  Sometimes: msg`Sometimes`,
  Usually: msg`Usually`,
  Consistently: msg`Consistently`,
};

/** How a rating moved since the report before (the contract's Trending values), as shown. */
export const TRENDING_WORDS: Record<Trending, MessageDescriptor> = {
  Up: msg`Up`,
  Down: msg`Down`,
  Maintaining: msg`Maintaining`,
};

/** The goals' semesters (the contract's values, sent to the BFF as they are), as shown. */
export const SEMESTER_WORDS: Record<Semester, MessageDescriptor> = {
  'Semester 1': msg`Semester 1`,
  'Semester 2': msg`Semester 2`,
};

/** A mark as the charts print it: whole numbers stay whole, others keep one decimal. */
export const markOf = (value: number): string => formatNumber(Math.round(value * 10) / 10);

/** "55 to 80" */
export const spanOf = (from: number, to: number): MessageDescriptor => {
  const low = markOf(from);
  const high = markOf(to);
  return msg`${low} to ${high}`;
};
