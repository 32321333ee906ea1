/** A calendar day (YYYY-MM-DD) as a family reads it: 'Thu 26 Nov 2026'. */
export function formatAbsenceDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-AU', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** One day, or a leave's first and last day. */
export function formatAbsencePeriod(from: string, to: string | null | undefined): string {
  return to && to !== from ? `${formatAbsenceDay(from)} – ${formatAbsenceDay(to)}` : formatAbsenceDay(from);
}

/** Today on this device, as YYYY-MM-DD (what a date input holds). */
export function localDay(at = new Date(), plusDays = 0): string {
  const day = new Date(at.getFullYear(), at.getMonth(), at.getDate() + plusDays);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}
