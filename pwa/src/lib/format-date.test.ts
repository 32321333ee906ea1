import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isoDate } from './format-date.ts';
import { formatNumber, formatPercent } from './format-number.ts';
import { setArabicDigits, showEnglishNow, showInterfaceIn } from './interface-language.ts';
import { setSchoolTimeZone } from './school-time-zone.ts';

afterEach(() => {
  setSchoolTimeZone(undefined);
  setArabicDigits(undefined);
  showEnglishNow();
});

describe('dates on cards', () => {
  it("formats the school's day (Sydney, AEDT), the same for any time of it, whatever the device's zone", () => {
    expect(formatDate('2026-02-02T21:15:00.000Z')).toBe('3 February 2026');
    expect(formatDate('2026-02-03T10:40:00.000Z')).toBe('3 February 2026');
    expect(formatDate('2026-02-03T13:00:00.000Z')).toBe('4 February 2026');
  });

  it("follows the campus's zone, and shows a date without a time as that day", () => {
    setSchoolTimeZone('America/New_York');
    expect(formatDate('2026-02-03T13:00:00.000Z')).toBe('3 February 2026');
    expect(formatDate('2026-11-27')).toBe('27 November 2026');
    setSchoolTimeZone(undefined);
    expect(formatDate('2026-11-27')).toBe('27 November 2026');
    expect(formatDateTime(Date.parse('2026-11-27T07:00:00.000Z'))).toBe('27 November 2026 at 6:00 pm');
  });

  it('shows the special words and unreadable values as they are, and nothing for none', () => {
    expect(formatDate('UNPUBLISHED')).toBe('UNPUBLISHED');
    expect(formatDate('INDEFINITE')).toBe('INDEFINITE');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
  });

  it('gives <time> a UTC ISO value, and none for the special words', () => {
    expect(isoDate('2026-02-03T08:15:00.000Z')).toBe('2026-02-03T08:15:00.000Z');
    expect(isoDate('2026-02-03T08:15:00+10:00')).toBe('2026-02-02T22:15:00.000Z');
    expect(isoDate('INDEFINITE')).toBeUndefined();
  });

  it('writes dates and numbers in the language shown, Arabic with the digits the school uses', async () => {
    await showInterfaceIn('vi');
    expect(formatDate('2026-02-03T08:15:00.000Z')).toBe('3 tháng 2, 2026');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    await showInterfaceIn('zh-Hans');
    expect(formatDate('2026-02-03T08:15:00.000Z')).toBe('2026年2月3日');
    await showInterfaceIn('ar');
    expect(formatDate('2026-02-03T08:15:00.000Z')).toBe('3 فبراير 2026');
    setArabicDigits('arab');
    expect(formatDate('2026-02-03T08:15:00.000Z')).toBe('٣ فبراير ٢٠٢٦');
    expect(formatNumber(1234)).toBe('١٬٢٣٤');
    expect(formatPercent(97.7)).toMatch(/^٩٧٫٧٪/);
    await showInterfaceIn('en');
    expect(formatDate('2026-02-03T08:15:00.000Z')).toBe('3 February 2026');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatPercent(97.7)).toBe('97.7%');
    expect(formatPercent(12.25)).toBe('12.25%');
  });
});
