import { contrastRatio } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { schoolTheme } from './school-theme.ts';

type Tokens = Record<string, string>;

describe('schoolTheme', () => {
  it('draws white on a dark header and footer colour', () => {
    const tokens = schoolTheme({ header_colour: '#003a70', footer_colour: '#222222' }) as Tokens;
    expect(tokens['--colour-brand']).toBe('#003a70');
    expect(tokens['--colour-on-brand']).toBe('#ffffff');
    expect(tokens['--colour-on-footer']).toBe('#ffffff');
    expect(tokens['--colour-brand-text']).toBe('#003a70');
  });

  it('keeps a pale school colour readable: dark text on it, darker links from it', () => {
    const tokens = schoolTheme({ header_colour: '#ffd200', footer_colour: '#f0f0f0' }) as Tokens;
    expect(contrastRatio(tokens['--colour-on-brand']!, '#ffd200')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tokens['--colour-on-footer']!, '#f0f0f0')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tokens['--colour-brand-text']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves the portal’s own colours when the school has given none', () => {
    expect(schoolTheme(undefined)).toEqual({});
    expect(schoolTheme({ header_colour: ' ', footer_colour: '' })).toEqual({});
  });
});
