import { describe, expect, it } from 'vitest';
import { blurbToHtml, blurbToText } from './blurb.ts';

describe('the weekly blurb', () => {
  it('turns the hinted marks into a link, bold text and line breaks', () => {
    expect(blurbToHtml('Hello **families**\nSee [the calendar](https://school.example/cal?a=1&b=2)')).toBe(
      'Hello <strong>families</strong><br>See <a href="https://school.example/cal?a=1&amp;b=2">the calendar</a>',
    );
    expect(blurbToText('Hello **families**\nSee [the calendar](https://school.example/cal)')).toBe('Hello families\nSee the calendar (https://school.example/cal)');
  });

  it('escapes everything else, so a blurb cannot carry markup or a script link', () => {
    expect(blurbToHtml('<img src=x onerror=alert(1)> & [x](javascript:alert(1))')).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; [x](javascript:alert(1))');
  });
});
