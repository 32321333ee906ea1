import { readableOn, textColourOn, type SettingsRecord } from '@portal/contract';
import type { CSSProperties } from 'react';

/** The page's surface, on which the school colour is read as text (tokens.css --colour-surface). */
const SURFACE = '#ffffff';

/**
 * The school's theme colours as the tokens that draw them: the header and footer colours, the
 * text drawn on each (white or dark, whichever reads; contract rule `textColourOn`) and the
 * header colour as text on the page, darkened where it would not read. Nothing is set for a
 * colour the school has not given, so the tokens' own look stays.
 */
export function schoolTheme(colours: Partial<SettingsRecord['theme_colours']> | null | undefined): CSSProperties {
  const header = colours?.header_colour?.trim();
  const footer = colours?.footer_colour?.trim();
  return {
    ...(header
      ? { '--colour-brand': header, '--colour-on-brand': textColourOn(header), '--colour-brand-text': readableOn(SURFACE, header) }
      : {}),
    ...(footer ? { '--colour-footer': footer, '--colour-on-footer': textColourOn(footer) } : {}),
  } as CSSProperties;
}
