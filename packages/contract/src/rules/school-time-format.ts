/**
 * The school's clock, the part the reader's first screen needs: naming an instant as the school
 * reads it. Days and the arithmetic of school times are in school-time.ts (kept apart so that the
 * home screen's bundle does not carry them).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

/** Formats an instant as the school reads it (en-AU, in the zone); formats are kept per options. */
export function formatSchoolTime(at: Date, zone: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${zone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format.format(at);
}

/** "27 November 2026": the day of an instant at the school. */
export function formatSchoolDate(at: Date, zone: string): string {
  return formatSchoolTime(at, zone, { day: 'numeric', month: 'long', year: 'numeric' });
}
