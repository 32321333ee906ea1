/**
 * The school's clock, the part the reader's first screen needs: naming an instant as the school
 * reads it. Days and the arithmetic of school times are in school-time.ts (kept apart so that the
 * home screen's bundle does not carry them).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats an instant as the school reads it, in the zone, in a locale (formattingLocale's tag:
 * the school's English, en-AU, unless another is given); formats are kept per locale and options.
 */
export function formatSchoolTime(at: Date, zone: string, options: Intl.DateTimeFormatOptions, locale = 'en-AU'): string {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format.format(at);
}

/** "27 November 2026": the day of an instant at the school (in a locale, as formatSchoolTime). */
export function formatSchoolDate(at: Date, zone: string, locale?: string): string {
  return formatSchoolTime(at, zone, { day: 'numeric', month: 'long', year: 'numeric' }, locale);
}
