/**
 * Pure rules of the parent, student and faculty dashboard (reader spec 2.6 and 2.8): the
 * attendance colour bands, the behaviour scale, the goals' years and semesters, the school days
 * an attendance rate counts, and the shape the box-plot chart reads.
 */

export const SEMESTERS = ['Semester 1', 'Semester 2'] as const;
export type Semester = (typeof SEMESTERS)[number];

/** January to June is Semester 1, July to December Semester 2 (Terms 1-2 and 3-4). */
export function semesterOfDate(date: Date): Semester {
  return date.getMonth() < 6 ? 'Semester 1' : 'Semester 2';
}

/** Spec 2.8: the goals view offers the current year and the previous two, newest first. */
export function goalsYears(now: Date): number[] {
  const year = now.getFullYear();
  return [year, year - 1, year - 2];
}

export type AttendanceBand = 'green' | 'orange' | 'red';

/** Spec 2.6: 60 or more green, 40 to 59 orange, below 40 red. */
export function attendanceBand(percentage: number): AttendanceBand {
  if (percentage >= 60) return 'green';
  if (percentage >= 40) return 'orange';
  return 'red';
}

/** Spec 2.6: Rarely 25, Sometimes 50, Usually 75, Consistently 100. */
export const BEHAVIOUR_SCALE = [
  { label: 'Rarely', value: 25 },
  { label: 'Sometimes', value: 50 },
  { label: 'Usually', value: 75 },
  { label: 'Consistently', value: 100 },
] as const;
export type BehaviourScaleLabel = (typeof BEHAVIOUR_SCALE)[number]['label'];

/** The chart's axis: 0 to 100, ticked at the scale's values. */
export const BEHAVIOUR_AXIS = { min: 0, max: 100, ticks: [0, 25, 50, 75, 100] } as const;

/** The scale word nearest to a rating (an average of 62.5 reads 'Usually'); null for no rating. */
export function behaviourScaleLabel(perc: number | null): BehaviourScaleLabel | null {
  if (perc === null || !Number.isFinite(perc) || perc <= 0) return null;
  let nearest: (typeof BEHAVIOUR_SCALE)[number] = BEHAVIOUR_SCALE[0];
  for (const step of BEHAVIOUR_SCALE) {
    if (Math.abs(step.value - perc) <= Math.abs(nearest.value - perc)) nearest = step;
  }
  return nearest.label;
}

export const TRENDING = ['Up', 'Down', 'Maintaining'] as const;
export type Trending = (typeof TRENDING)[number];

/** How a rating moved since the period before: Maintaining when unchanged or with nothing to compare. */
export function trendingOf(previous: number | null, current: number): Trending {
  if (previous === null || previous === current) return 'Maintaining';
  return current > previous ? 'Up' : 'Down';
}

const isWeekday = (date: Date) => date.getUTCDay() !== 0 && date.getUTCDay() !== 6;

/**
 * Weekdays from `from` to `to`, both included (YYYY-MM-DD dates, counted in UTC so that a time
 * zone never moves a day). Holidays are not known here: the rate is an estimate over weekdays.
 */
export function countSchoolDays(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return 0;
  let count = 0;
  for (let day = start; day <= end; day += 86_400_000) {
    if (isWeekday(new Date(day))) count += 1;
  }
  return count;
}

/** What an absence costs of a school day: a whole day or leave a day, a part of a day half. */
export const ABSENCE_DAY_SHARE: Record<string, number> = {
  whole_day: 1,
  extended_leave: 1,
  partial: 0.5,
  early_leave: 0.5,
  late: 0,
};

/** Attendance rate in percent, one decimal: the share of school days present (100 with no school days yet). */
export function attendanceRate(schoolDays: number, daysAway: number): number {
  if (schoolDays <= 0) return 100;
  const present = Math.max(0, schoolDays - daysAway);
  return Math.round((present / schoolDays) * 1000) / 10;
}

/** A box of the chart: the five numbers and the student's own result, whatever the record called its centre. */
export type BoxPlotBox = {
  key: string;
  label: string;
  minimum: number;
  q1: number;
  centre: number;
  q3: number;
  maximum: number;
  result: number | null;
};

/**
 * A stacked bar per box, as the chart draws it: an invisible base up to the minimum, then the
 * lower whisker, the two halves of the box and the upper whisker. Values out of order (a CMS
 * typo) are sorted so that no segment is negative.
 */
export type BoxPlotBar = {
  key: string;
  label: string;
  base: number;
  lowerWhisker: number;
  lowerBox: number;
  upperBox: number;
  upperWhisker: number;
  result: number | null;
  box: BoxPlotBox;
};

export function boxPlotBars(boxes: readonly BoxPlotBox[]): BoxPlotBar[] {
  return boxes.map((box) => {
    const [minimum, q1, centre, q3, maximum] = [box.minimum, box.q1, box.centre, box.q3, box.maximum].sort((a, b) => a - b) as [
      number,
      number,
      number,
      number,
      number,
    ];
    return {
      key: box.key,
      label: box.label,
      base: minimum,
      lowerWhisker: q1 - minimum,
      lowerBox: centre - q1,
      upperBox: q3 - centre,
      upperWhisker: maximum - q3,
      result: box.result,
      box: { ...box, minimum, q1, centre, q3, maximum },
    };
  });
}

/** A cohort's results as the box plots show them: the five numbers, the mean and how many. */
export type CohortSummary = { count: number; minimum: number; q1: number; median: number; mean: number; q3: number; maximum: number };

const roundTo1 = (value: number) => Math.round(value * 10) / 10;

/** The value at a fraction of the sorted values, interpolated between neighbours (QUARTILE.INC, numpy's default). */
const quantile = (sorted: readonly number[], fraction: number): number => {
  const rank = (sorted.length - 1) * fraction;
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
};

/**
 * Reader spec section 3's plot numbers from a cohort's results (percentages): minimum, q1,
 * median, mean, q3 and maximum, each to one decimal; null when nobody has a result. A
 * cohort of one is a box of one value.
 */
export function cohortSummary(values: readonly number[]): CohortSummary | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return {
    count: sorted.length,
    minimum: roundTo1(sorted[0]!),
    q1: roundTo1(quantile(sorted, 0.25)),
    median: roundTo1(quantile(sorted, 0.5)),
    mean: roundTo1(sorted.reduce((sum, value) => sum + value, 0) / sorted.length),
    q3: roundTo1(quantile(sorted, 0.75)),
    maximum: roundTo1(sorted[sorted.length - 1]!),
  };
}
