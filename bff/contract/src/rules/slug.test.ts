import { describe, expect, it } from 'vitest';
import { slugFromTitle } from './slug.ts';

describe('slugFromTitle', () => {
  it('trims, lower-cases and joins words with hyphens', () => {
    expect(slugFromTitle('  Athletics Carnival  Day ')).toBe('athletics-carnival-day');
  });
  it('gives an empty slug for a blank title', () => {
    expect(slugFromTitle('   ')).toBe('');
  });
});
