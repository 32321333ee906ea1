/**
 * A school picks its header and footer colours (`theme_colours`) without a designer at hand.
 * Whatever it picks, text on it must stay readable: WCAG 2.2's contrast ratio of at least
 * 4.5 : 1 for body text (1.4.3). These rules give the colour of text on a school colour, and
 * the school colour itself when it is used as text or a link on the page's light surface.
 */

/** WCAG 1.4.3: body text against its background. */
export const MINIMUM_TEXT_CONTRAST = 4.5;

/** Text on a school colour when white is not readable on it: the tokens' text colour. */
export const DARK_TEXT_COLOUR = '#1f2328';
export const LIGHT_TEXT_COLOUR = '#ffffff';

type Rgb = readonly [number, number, number];

/** `#abc`, `#aabbcc` (with or without the `#`, any case); anything else is not a colour we can judge. */
export function parseHexColour(colour: string): Rgb | null {
  const hex = colour.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(hex)) return [0, 1, 2].map((i) => parseInt(hex[i]! + hex[i]!, 16)) as unknown as Rgb;
  if (/^[0-9a-f]{6}$/i.test(hex)) return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
  return null;
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG's relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two colours, from 1 (the same) to 21 (black on white); null when either is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const first = parseHexColour(a);
  const second = parseHexColour(b);
  if (!first || !second) return null;
  const [lighter, darker] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The colour of text and icons on a school colour: white when it reads on it, otherwise the
 * dark text colour (whichever contrasts more, so a mid-tone still gets the better of the two).
 */
export function textColourOn(background: string): string {
  const onLight = contrastRatio(LIGHT_TEXT_COLOUR, background);
  const onDark = contrastRatio(DARK_TEXT_COLOUR, background);
  if (onLight === null || onDark === null) return LIGHT_TEXT_COLOUR;
  return onLight >= MINIMUM_TEXT_CONTRAST || onLight >= onDark ? LIGHT_TEXT_COLOUR : DARK_TEXT_COLOUR;
}

/**
 * The school colour as text or a link on a light surface: the colour itself when it reads
 * there, otherwise the same hue darkened step by step until it does. A pale yellow school
 * still gets yellow-brown links, never pale ones.
 */
export function readableOn(surface: string, colour: string): string {
  const rgb = parseHexColour(colour);
  if (!rgb || parseHexColour(surface) === null) return colour;
  for (let darken = 0; darken <= 1; darken += 0.05) {
    const candidate = toHex(rgb.map((channel) => channel * (1 - darken)) as unknown as Rgb);
    if ((contrastRatio(candidate, surface) ?? 0) >= MINIMUM_TEXT_CONTRAST) return candidate;
  }
  return '#000000';
}
