import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerptForDisplay, excerptFromHtml, hasContent, textOfHtml } from './excerpt.ts';

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

describe('excerptForDisplay', () => {
  // Words of 8 characters and a space: the 150th character falls inside the 17th word.
  const words = Array.from({ length: 20 }, (_, index) => `${String.fromCharCode(97 + index).repeat(7)}${index % 4 === 3 ? ',' : 'x'}`);
  const stored = excerptFromHtml(`<p>${words.join(' ')}</p>`);

  it('ends a cut excerpt on its last whole word, with an ellipsis, and never changes the stored one', () => {
    expect(stored).toHaveLength(EXCERPT_LENGTH);
    expect(stored.endsWith(' qqqqqq')).toBe(true);
    expect(excerptForDisplay(stored)).toBe(`${words.slice(0, 15).join(' ')} ppppppp\u2026`);
    expect(stored).toBe(words.join(' ').slice(0, EXCERPT_LENGTH));
  });

  it('drops a comma or full stop before the ellipsis', () => {
    const excerpt = `${'word '.repeat(27)}bottle. Tomorrow`.slice(0, EXCERPT_LENGTH);
    expect(excerptForDisplay(excerpt)).toBe(`${'word '.repeat(27)}bottle\u2026`);
    const comma = `${'word '.repeat(27)}hatband, Tomorrow`.slice(0, EXCERPT_LENGTH);
    expect(excerptForDisplay(comma)).toBe(`${'word '.repeat(27)}hatband\u2026`);
  });

  it("shows a shorter excerpt as it is: the whole text, or an editor's own", () => {
    expect(excerptForDisplay('Bring a hat.')).toBe('Bring a hat.');
    expect(excerptForDisplay('  Spaces around  ')).toBe('Spaces around');
  });

  it('keeps the last word when the content shows the cut fell between words, and adds nothing when nothing follows', () => {
    // The 150th character is a space, which the stored excerpt does not keep: only the content tells that text follows.
    const between = `${'word '.repeat(29)}word next`;
    const cutAtSpace = excerptFromHtml(`<p>${between}</p>`);
    expect(cutAtSpace).toHaveLength(EXCERPT_LENGTH - 1);
    expect(excerptForDisplay(cutAtSpace, between)).toBe(`${cutAtSpace}\u2026`);
    const insideWord = `${'word '.repeat(29)}wordiest next`;
    expect(excerptForDisplay(excerptFromHtml(`<p>${insideWord}</p>`), insideWord)).toBe(`${'word '.repeat(28)}word\u2026`);
    expect(excerptForDisplay('Bring a hat.', 'Bring a hat.')).toBe('Bring a hat.');
    const exact = `${'word '.repeat(29)}word!`;
    expect([...exact]).toHaveLength(EXCERPT_LENGTH);
    expect(excerptForDisplay(exact, exact)).toBe(exact);
    // Without the content the same excerpt cannot tell, and loses its last word.
    expect(excerptForDisplay(exact)).toBe(`${'word '.repeat(28)}word\u2026`);
  });

  it('cuts a single word longer than the excerpt where it is', () => {
    expect(excerptForDisplay('x'.repeat(200))).toBe(`${'x'.repeat(EXCERPT_LENGTH)}\u2026`);
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
