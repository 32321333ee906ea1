import { describe, expect, it } from 'vitest';
import {
  DARK_TEXT_COLOUR,
  LIGHT_TEXT_COLOUR,
  MINIMUM_TEXT_CONTRAST,
  contrastRatio,
  parseHexColour,
  readableOn,
  textColourOn,
} from './contrast.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#336699', '336699')).toBeCloseTo(1, 5);
  });
  it('matches WCAG’s published figure for a mid grey on white', () => {
    // #767676 is the lightest grey that passes 4.5 : 1 on white.
    expect(contrastRatio('#767676', '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#fff')).toBeLessThan(4.5);
  });
  it('cannot judge what is not a hex colour', () => {
    expect(parseHexColour('navy')).toBeNull();
    expect(contrastRatio('rgb(0,0,0)', '#fff')).toBeNull();
  });
});

describe('textColourOn', () => {
  it('writes white on a dark school colour', () => {
    expect(textColourOn('#003a70')).toBe(LIGHT_TEXT_COLOUR);
  });
  it('writes dark text on a pale or bright school colour, where white would not read', () => {
    for (const colour of ['#ffd200', '#f4f4f4', '#7fdbff']) {
      expect(textColourOn(colour)).toBe(DARK_TEXT_COLOUR);
      expect(contrastRatio(DARK_TEXT_COLOUR, colour)).toBeGreaterThanOrEqual(MINIMUM_TEXT_CONTRAST);
    }
  });
  it('keeps white on a colour it cannot judge (the tokens’ default look)', () => {
    expect(textColourOn('var(--x)')).toBe(LIGHT_TEXT_COLOUR);
  });
});

describe('readableOn', () => {
  it('keeps a school colour that already reads on white', () => {
    expect(readableOn('#ffffff', '#003a70')).toBe('#003a70');
  });
  it('darkens a pale school colour until it reads as a link on white, keeping its hue', () => {
    const link = readableOn('#ffffff', '#ffd200');
    expect(contrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(MINIMUM_TEXT_CONTRAST);
    const [r, g, b] = parseHexColour(link)!;
    expect(r).toBeGreaterThan(b);
    expect(g).toBeGreaterThan(b);
  });
});
