import { describe, expect, it } from 'vitest';
import type { LearningBehaviourRecord } from '../schemas/parent-dashboard.ts';
import { learningBehaviourSummary, learningBehaviourSummaryRecords, reportPeriodsOf } from './learning-behaviour-summary.ts';
import { behaviourScaleLabel } from './parent-dashboard.ts';

const row = (
  learning_behaviour: string,
  report_period: string,
  perc: number | null,
  trending: LearningBehaviourRecord['trending'],
  this_year: number | null = null,
): LearningBehaviourRecord => ({ report_period, learning_behaviour, course: null, perc, this_year, trending });

describe('learningBehaviourSummary', () => {
  it("says what the latest report's column of the detail says, where the year's average said something else", () => {
    // Sometimes, Usually, then Consistently: the year's average (75, the old summary's this_year)
    // read 'Usually (Up)' beside a Term 3 column reading 'Consistently'.
    const rows = [row('Organisation', 'Term 1', 50, 'Maintaining', 50), row('Organisation', 'Term 2', 75, 'Up', 62.5), row('Organisation', 'Term 3', 100, 'Up', 75)];
    expect(behaviourScaleLabel(rows[2]!.this_year)).toBe('Usually');
    expect(learningBehaviourSummary(rows)).toEqual({
      report_period: 'Term 3',
      lines: [{ learning_behaviour: 'Organisation', perc: 100, rating: 'Consistently', trending: 'Up', this_year: 75 }],
    });
  });

  it('orders report periods as the detail does, so Term 10 is later than Term 2 whatever the rows’ order', () => {
    const rows = [row('Respect', 'Term 10', 25, 'Down'), row('Respect', 'Term 2', 100, 'Maintaining')];
    expect(reportPeriodsOf(rows)).toEqual(['Term 2', 'Term 10']);
    expect(learningBehaviourSummary(rows).lines.map((line) => [line.rating, line.trending])).toEqual([['Rarely', 'Down']]);
  });

  it('leaves out a behaviour with no rating in the latest report, and has no lines with no reports', () => {
    const rows = [row('Respect', 'Term 1', 75, 'Maintaining'), row('Engagement', 'Term 1', 50, 'Maintaining'), row('Engagement', 'Term 2', 75, 'Up'), row('Respect', 'Term 2', null, null)];
    expect(learningBehaviourSummary(rows).lines.map((line) => line.learning_behaviour)).toEqual(['Engagement']);
    expect(learningBehaviourSummary([])).toEqual({ report_period: null, lines: [] });
  });

  it("answers the legacy annual records: the latest report's rating and trend, this year's average", () => {
    const rows = [row('Persistence', 'Term 1', 50, 'Maintaining'), row('Persistence', 'Term 2', 100, 'Up')];
    expect(learningBehaviourSummaryRecords(rows)).toEqual([
      { report_period: 'Term 2', learning_behaviour: 'Persistence', course: null, perc: 100, this_year: 75, trending: 'Up' },
    ]);
  });
});
