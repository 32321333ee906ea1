import type { LearningBehaviourRecord } from '../schemas/parent-dashboard.ts';
import { behaviourScaleLabel, type BehaviourScaleLabel, type Trending } from './parent-dashboard.ts';

/**
 * The dashboard's Learning Behaviours box (reader spec 2.6) summarises the 'By Behaviour'
 * detail: one rating per behaviour and report period. The summary is read off those same
 * rows here, by the BFF (LEARNING_BEHAVIOUR_ANNUAL) and by the PWA's box, so that it cannot
 * say anything the detail does not: each behaviour's word is the latest report's column of
 * the detail, and its trend is the detail's Trending column.
 */

/** Report periods in the order the detail's columns show them ('Term 2' before 'Term 10'). */
export const compareReportPeriods = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

/** The report periods of the rows, oldest first: the detail's columns, the last one the latest report. */
export function reportPeriodsOf(rows: readonly LearningBehaviourRecord[]): string[] {
  return [...new Set(rows.map((row) => row.report_period ?? ''))].filter(Boolean).sort(compareReportPeriods);
}

export type LearningBehaviourSummaryLine = {
  learning_behaviour: string;
  /** The latest report's rating, as the detail's latest column shows it. */
  perc: number;
  rating: BehaviourScaleLabel;
  /** The detail's Trending column: since the report before. */
  trending: Trending | null;
  /** The average of this year's reports of the behaviour (the spec's this_year). */
  this_year: number | null;
};

export type LearningBehaviourSummary = {
  /** The report the words come from; null when there is no report yet. */
  report_period: string | null;
  /** One line per behaviour rated in that report, in the detail's order. */
  lines: LearningBehaviourSummaryLine[];
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The summary of the 'By Behaviour' rows (one per behaviour and report period). A behaviour
 * without a rating in the latest report has no line: the detail shows '–' for it there.
 */
export function learningBehaviourSummary(rows: readonly LearningBehaviourRecord[]): LearningBehaviourSummary {
  const latest = reportPeriodsOf(rows).at(-1) ?? null;
  const lines: LearningBehaviourSummaryLine[] = [];
  if (latest === null) return { report_period: null, lines };
  const behaviours = [...new Set(rows.map((row) => row.learning_behaviour ?? ''))].filter(Boolean);
  for (const behaviour of behaviours) {
    const ofBehaviour = rows.filter((row) => row.learning_behaviour === behaviour);
    const inLatest = ofBehaviour.find((row) => row.report_period === latest);
    const rating = behaviourScaleLabel(inLatest?.perc ?? null);
    if (!inLatest || inLatest.perc === null || rating === null) continue;
    const rated = ofBehaviour.map((row) => row.perc).filter((perc): perc is number => perc !== null);
    lines.push({
      learning_behaviour: behaviour,
      perc: inLatest.perc,
      rating,
      trending: inLatest.trending,
      this_year: rated.length === 0 ? null : round1(rated.reduce((sum, perc) => sum + perc, 0) / rated.length),
    });
  }
  return { report_period: latest, lines };
}

/** The summary as the legacy LEARNING_BEHAVIOUR_ANNUAL records: one per behaviour, course null. */
export function learningBehaviourSummaryRecords(rows: readonly LearningBehaviourRecord[]): LearningBehaviourRecord[] {
  const { report_period, lines } = learningBehaviourSummary(rows);
  return lines.map((line) => ({
    report_period,
    learning_behaviour: line.learning_behaviour,
    course: null,
    perc: line.perc,
    this_year: line.this_year,
    trending: line.trending,
  }));
}
