import { describe, expect, it } from 'vitest';
import { slugFromTitle } from './slug.ts';

describe('slugFromTitle', () => {
  it('trims, lower-cases and joins words with hyphens', () => {
    expect(slugFromTitle('  Athletics Carnival  Day ')).toBe('athletics-carnival-day');
  });
  it('gives an empty slug for a blank title', () => {
    expect(slugFromTitle('   ')).toBe('');
  });
  it('drops punctuation, so a title of punctuation alone gives no slug', () => {
    expect(slugFromTitle("Principal's Message: Term 2 & 3!")).toBe('principals-message-term-2-3');
    expect(slugFromTitle('Year 9 - Camp')).toBe('year-9-camp');
    expect(slugFromTitle('!!! ... ?')).toBe('');
  });
  it('keeps letters of any language', () => {
    expect(slugFromTitle('Café Día 中文')).toBe('café-día-中文');
  });
});
