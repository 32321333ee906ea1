import { sanitiseRichText } from '@portal/contract/rich-text';
import { describe, expect, it } from 'vitest';
import { richTextTexts } from './rich-text-texts';

const NOTICE = sanitiseRichText(
  '<h2 class="ql-align-center">Sports day</h2>' +
    '<p>Bring a <strong>hat</strong> &amp; <a href="https://example.org/sun?a=1&amp;b=2" target="_blank">sunscreen</a>.</p>' +
    '<ul><li>Years&nbsp;7–9: 9 am</li><li><em>Years 10–12</em></li></ul>' +
    '<p><img src="https://example.org/hat.png" alt="A &quot;bucket&quot; hat"><br>See you there</p>' +
    '<pre>npm start</pre><p>Use <code>portal.school</code></p>' +
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
);

describe("rich text's texts for translation", () => {
  it('are its text nodes in order, as plain text, without code', () => {
    expect(richTextTexts(NOTICE).texts).toEqual([
      'Sports day',
      'Bring a ',
      'hat',
      ' & ',
      'sunscreen',
      '.',
      'Years\u00a07–9: 9 am',
      'Years 10–12',
      'See you there',
      'Use ',
    ]);
  });

  // Compared as stored: the database layer sanitises every rich text written (`<br />`, no-break spaces as characters).
  it('go back into the markup one for one, every element and attribute kept', () => {
    const rich = richTextTexts(NOTICE);
    expect(sanitiseRichText(rich.withTexts(rich.texts))).toBe(NOTICE);
    const translated = sanitiseRichText(
      richTextTexts(NOTICE).withTexts(rich.texts.map((text) => (text.trim() ? `«${text}»` : text))),
    );
    expect(translated).toBe(
      NOTICE.replace('>Sports day<', '>«Sports day»<')
        .replace('>Bring a <', '>«Bring a »<')
        .replace('>hat<', '>«hat»<')
        .replace('> &amp; <', '>« &amp; »<')
        .replace('>sunscreen<', '>«sunscreen»<')
        .replace('>.<', '>«.»<')
        .replace('>Years\u00a07–9: 9 am<', '>«Years\u00a07–9: 9 am»<')
        .replace('>Years 10–12<', '>«Years 10–12»<')
        .replace('>See you there<', '>«See you there»<')
        .replace('>Use <', '>«Use »<'),
    );
  });

  it('are text whatever a translation holds: markup in one is escaped, never parsed', () => {
    const rich = richTextTexts('<p>Hello</p>');
    expect(rich.withTexts(['<img src=x onerror=alert(1)> & more'])).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; more</p>');
  });

  it('keep right-to-left and Chinese text as characters', () => {
    const rich = richTextTexts('<p>Hello <strong>all</strong></p>');
    expect(rich.withTexts(['مرحبا ', '大家'])).toBe('<p>مرحبا <strong>大家</strong></p>');
  });
});
