import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerptFromHtml, hasContent, textOfHtml } from './excerpt.ts';

describe('textOfHtml', () => {
  it('keeps the words of separate blocks apart and decodes entities', () => {
    expect(textOfHtml('<h2>Sports&nbsp;day</h2><p>Bring a hat &amp; water.<br>Thanks&#33;</p>')).toBe('Sports day Bring a hat & water. Thanks!');
  });
});

describe('excerptFromHtml', () => {
  it('is the first 150 characters of the text', () => {
    const excerpt = excerptFromHtml(`<p>${'a'.repeat(100)}</p><p>${'b'.repeat(100)}</p>`);
    expect(excerpt).toHaveLength(EXCERPT_LENGTH);
    expect(excerpt).toBe(`${'a'.repeat(100)} ${'b'.repeat(49)}`);
  });
  it('is the whole text when shorter, and never splits an emoji in two', () => {
    expect(excerptFromHtml('<p>Short</p>')).toBe('Short');
    expect([...excerptFromHtml(`<p>${'🙂'.repeat(200)}</p>`)]).toHaveLength(EXCERPT_LENGTH);
  });
});

describe('hasContent', () => {
  it("counts Quill's empty editor as empty, and an image alone as content", () => {
    expect(hasContent('<p><br></p>')).toBe(false);
    expect(hasContent('  ')).toBe(false);
    expect(hasContent('<p><img src="/uploads/a.jpg"></p>')).toBe(true);
    expect(hasContent('<p>x</p>')).toBe(true);
  });
});
