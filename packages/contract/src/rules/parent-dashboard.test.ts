import { describe, expect, it } from 'vitest';
import {
  attendanceBand,
  attendanceRate,
  behaviourScaleLabel,
  boxPlotBars,
  cohortSummary,
  countSchoolDays,
  goalsYears,
  semesterOfDate,
  trendingOf,
} from './parent-dashboard.ts';

describe('attendanceBand', () => {
  it.each([
    [100, 'green'], [60, 'green'], [59.9, 'orange'], [40, 'orange'], [39.9, 'red'], [0, 'red'],
  ] as const)('%d%% is %s', (percentage, band) => {
    expect(attendanceBand(percentage)).toBe(band);
  });
});

describe('semesterOfDate and goalsYears', () => {
  it('puts January to June in Semester 1 and July to December in Semester 2', () => {
    expect(semesterOfDate(new Date(2026, 0, 1))).toBe('Semester 1');
    expect(semesterOfDate(new Date(2026, 5, 30))).toBe('Semester 1');
    expect(semesterOfDate(new Date(2026, 6, 1))).toBe('Semester 2');
    expect(semesterOfDate(new Date(2026, 11, 31))).toBe('Semester 2');
  });
  it('offers the current year and the previous two', () => {
    expect(goalsYears(new Date(2026, 10, 26))).toEqual([2026, 2025, 2024]);
  });
});

describe('behaviour scale and trending', () => {
  it('names a rating by the nearest step of the scale', () => {
    expect(behaviourScaleLabel(25)).toBe('Rarely');
    expect(behaviourScaleLabel(50)).toBe('Sometimes');
    expect(behaviourScaleLabel(70)).toBe('Usually');
    expect(behaviourScaleLabel(100)).toBe('Consistently');
    expect(behaviourScaleLabel(null)).toBeNull();
  });
  it('reads Up, Down or Maintaining from the period before', () => {
    expect(trendingOf(null, 50)).toBe('Maintaining');
    expect(trendingOf(50, 50)).toBe('Maintaining');
    expect(trendingOf(50, 75)).toBe('Up');
    expect(trendingOf(75, 50)).toBe('Down');
  });
});

describe('attendance rate', () => {
  it('counts weekdays only, both ends included', () => {
    // Monday 2 to Sunday 15 November 2026: ten weekdays.
    expect(countSchoolDays('2026-11-02', '2026-11-15')).toBe(10);
    expect(countSchoolDays('2026-11-07', '2026-11-08')).toBe(0);
    expect(countSchoolDays('2026-11-10', '2026-11-09')).toBe(0);
  });
  it('is the share of school days present, one decimal', () => {
    expect(attendanceRate(200, 5)).toBe(97.5);
    expect(attendanceRate(3, 1)).toBe(66.7);
    expect(attendanceRate(0, 0)).toBe(100);
    expect(attendanceRate(10, 12)).toBe(0);
  });
});

describe('boxPlotBars', () => {
  it('stacks a box as base, whiskers and box halves that add up to the maximum', () => {
    const [bar] = boxPlotBars([{ key: '9ENG', label: 'English', minimum: 30, q1: 50, centre: 60, q3: 70, maximum: 95, result: 66 }]);
    expect(bar).toMatchObject({ base: 30, lowerWhisker: 20, lowerBox: 10, upperBox: 10, upperWhisker: 25, result: 66 });
    expect(bar!.base + bar!.lowerWhisker + bar!.lowerBox + bar!.upperBox + bar!.upperWhisker).toBe(95);
  });
  it('sorts numbers out of order so that no segment is negative', () => {
    const [bar] = boxPlotBars([{ key: 't', label: 'Task', minimum: 60, q1: 40, centre: 50, q3: 70, maximum: 80, result: null }]);
    expect(Math.min(bar!.lowerWhisker, bar!.lowerBox, bar!.upperBox, bar!.upperWhisker)).toBeGreaterThanOrEqual(0);
    expect(bar!.box.minimum).toBe(40);
  });
});

describe('cohortSummary', () => {
  it('gives the quartiles between ranks, as a spreadsheet\'s QUARTILE.INC does', () => {
    expect(cohortSummary([40, 90, 60, 70, 50])).toEqual({ count: 5, minimum: 40, q1: 50, median: 60, mean: 62, q3: 70, maximum: 90 });
    // Four results: the quartiles fall between two of them.
    expect(cohortSummary([10, 20, 30, 40])).toEqual({ count: 4, minimum: 10, q1: 17.5, median: 25, mean: 25, q3: 32.5, maximum: 40 });
  });
  it('rounds to one decimal and makes a cohort of one a box of one value', () => {
    expect(cohortSummary([66.66, 70, 71])).toMatchObject({ q1: 68.3, mean: 69.2 });
    expect(cohortSummary([72])).toEqual({ count: 1, minimum: 72, q1: 72, median: 72, mean: 72, q3: 72, maximum: 72 });
  });
  it('has nothing to show for nobody', () => {
    expect(cohortSummary([])).toBeNull();
  });
});
