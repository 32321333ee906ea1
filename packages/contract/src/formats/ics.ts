/**
 * iCalendar (RFC 5545) writer for the calendar's "add to calendar" downloads and the personal
 * feed. Pure and dependency-free, so the PWA can build the same file offline.
 */

export type IcsEvent = {
  /** Globally unique and stable for the event, so a re-import updates instead of duplicating. */
  uid: string;
  title: string;
  /** Plain text (newlines allowed). */
  description?: string;
  location?: string;
  /** ISO date-times. All-day events take their dates in `timeZone`; the end is exclusive. */
  start: string;
  end?: string | null;
  allDay: boolean;
  categories?: readonly string[];
  url?: string;
  lastModified?: string;
};

export type IcsCalendarOptions = {
  events: readonly IcsEvent[];
  /** DTSTAMP of every event: when this file was made. */
  now?: Date;
  /** Shown by calendar apps for a subscribed feed (X-WR-CALNAME). */
  name?: string;
  /** Suggested refresh interval for a subscription, e.g. 'PT1H'. */
  refreshInterval?: string;
  /** IANA zone whose calendar days all-day events fall on; the runtime's zone by default. */
  timeZone?: string;
};

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT may hold no control characters but tab (newlines are escaped below). */
function withoutControls(text: string): string {
  let kept = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127)) kept += char;
  }
  return kept;
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return withoutControls(text)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line (RFC 5545 3.1): no line longer than 75 octets, continuation lines start
 * with one space, and a multi-byte UTF-8 character is never split.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A UTC DATE-TIME value: 20260510T083000Z. */
export function icsDateTime(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

type Day = { year: number; month: number; day: number };

function dayIn(date: Date, timeZone: string | undefined): Day {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function addDays({ year, month, day }: Day, days: number): Day {
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const icsDay = ({ year, month, day }: Day) => `${pad(year, 4)}${pad(month)}${pad(day)}`;
const dayNumber = ({ year, month, day }: Day) => Date.UTC(year, month - 1, day);

/** Readable text of stored rich text, for DESCRIPTION. */
export function htmlToPlainText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|li|ul|ol|blockquote|pre|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
      if (code.startsWith('#')) {
        const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
      }
      return entities[code.toLowerCase()] ?? match;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** A download name from an event title: "Music soirée" -> "music-soiree.ics". */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}

function eventLines(event: IcsEvent, stamp: string, timeZone: string | undefined): string[] {
  const start = new Date(event.start);
  const end = event.end ? new Date(event.end) : null;
  const lines = ['BEGIN:VEVENT', `UID:${escapeIcsText(event.uid)}`, `DTSTAMP:${stamp}`];
  if (event.allDay) {
    const first = dayIn(start, timeZone);
    // The end is exclusive: an event ending at midnight ends on the day before it.
    const last = end && end.getTime() > start.getTime() ? dayIn(new Date(end.getTime() - 1), timeZone) : first;
    const after = addDays(dayNumber(last) < dayNumber(first) ? first : last, 1);
    lines.push(`DTSTART;VALUE=DATE:${icsDay(first)}`, `DTEND;VALUE=DATE:${icsDay(after)}`);
  } else {
    lines.push(`DTSTART:${icsDateTime(start)}`);
    if (end && end.getTime() >= start.getTime()) lines.push(`DTEND:${icsDateTime(end)}`);
  }
  lines.push(`SUMMARY:${escapeIcsText(event.title)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  const categories = (event.categories ?? []).filter(Boolean);
  if (categories.length > 0) lines.push(`CATEGORIES:${categories.map(escapeIcsText).join(',')}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${icsDateTime(new Date(event.lastModified))}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR with CRLF line endings, every line folded. */
export function buildIcsCalendar({ events, now = new Date(), name, refreshInterval, timeZone }: IcsCalendarOptions): string {
  const stamp = icsDateTime(now);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//School Portal//Calendar//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (name) lines.push(`X-WR-CALNAME:${escapeIcsText(name)}`);
  if (refreshInterval) lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${refreshInterval}`, `X-PUBLISHED-TTL:${refreshInterval}`);
  for (const event of events) lines.push(...eventLines(event, stamp, timeZone));
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
