import { describe, expect, it } from 'vitest';
import { FORMER_SLUGS_KEPT, formerSlugsAfterRename, slugFromTitle } from './slug.ts';

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

describe('formerSlugsAfterRename', () => {
  it('keeps the slug a page leaves, newest first', () => {
    expect(formerSlugsAfterRename('camp-notes', 'camp-2026', [])).toEqual(['camp-notes']);
    expect(formerSlugsAfterRename('camp-2026', 'year-9-camp', ['camp-notes'])).toEqual(['camp-2026', 'camp-notes']);
  });
  it('drops the slug the page takes back, and keeps each once', () => {
    expect(formerSlugsAfterRename('camp-2026', 'camp-notes', ['camp-notes', 'camp-2026'])).toEqual(['camp-2026']);
  });
  it('changes nothing when the slug stays', () => {
    expect(formerSlugsAfterRename('camp-notes', 'camp-notes', ['old'])).toEqual(['old']);
    expect(formerSlugsAfterRename(null, 'camp-notes', null)).toEqual([]);
  });
  it('keeps the newest 20', () => {
    const many = Array.from({ length: 30 }, (_, index) => `slug-${index}`);
    const after = formerSlugsAfterRename('latest', 'next', many);
    expect(after).toHaveLength(FORMER_SLUGS_KEPT);
    expect(after[0]).toBe('latest');
  });
});
