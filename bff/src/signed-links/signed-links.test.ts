import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_API_MESSAGES, uidSchema } from '@portal/contract';
import type { ApiError } from '../errors.ts';
import { signedLinkKind, signedLinks, SIGNED_LINK_LIFETIME_MS } from './signed-links.ts';

const SECRET = 'a-secret-of-the-tests';
const PDF = 'pdf000000000000000000001';
const report = signedLinkKind({ purpose: 'portal test report link', path: '/public/test-report', names: { report: uidSchema, note: z.string().optional() } });
const other = signedLinkKind({ purpose: 'portal other test link', path: '/public/test-report', names: { report: uidSchema, note: z.string().optional() } });

function clockAt(ms: number) {
  const clock = { ms };
  return { clock, now: () => new Date(clock.ms) };
}

/** The link's query as the route would validate it. */
function queryOf(link: string) {
  const url = new URL(link);
  return Object.fromEntries(url.searchParams);
}

function refusal(run: () => unknown): ApiError | null {
  try {
    run();
    return null;
  } catch (error) {
    return error as ApiError;
  }
}

describe('signed links', () => {
  const { clock, now } = clockAt(Date.UTC(2026, 10, 28, 9));
  const links = signedLinks(SECRET, now);
  const made = links.make(report, 'https://portal.school.test', 'sydney', { report: PDF, note: 'term 4' });

  it('opens on the campus address it names, with what it names, for two minutes', () => {
    expect(made.startsWith('https://portal.school.test/api/public/test-report?')).toBe(true);
    const query = report.query.parse(queryOf(made));
    expect(query).toMatchObject({ report: PDF, note: 'term 4', campus: 'sydney', expires: clock.ms + SIGNED_LINK_LIFETIME_MS });
    expect(links.verify(report, query, 'sydney')).toEqual(query);
  });

  it('is refused with the spec message when a byte changes, when expired, on the other campus, or as another kind', () => {
    const query = report.query.parse(queryOf(made));
    const refusedAs = (run: () => unknown) => {
      const error = refusal(run);
      return error && { status: error.status, message: error.message };
    };
    const expected = { status: 403, message: ADMIN_API_MESSAGES.linkExpired };
    expect(refusedAs(() => links.verify(report, { ...query, note: 'term 3' }, 'sydney'))).toEqual(expected);
    expect(refusedAs(() => links.verify(report, { ...query, expires: query.expires + 1 }, 'sydney'))).toEqual(expected);
    expect(refusedAs(() => links.verify(report, query, 'armidale'))).toEqual(expected);
    expect(refusedAs(() => links.verify(report, { ...query, campus: 'armidale' }, 'armidale'))).toEqual(expected);
    expect(refusedAs(() => links.verify(other, query, 'sydney'))).toEqual(expected);
    clock.ms += SIGNED_LINK_LIFETIME_MS + 1;
    expect(refusedAs(() => links.verify(report, query, 'sydney'))).toEqual(expected);
    clock.ms -= SIGNED_LINK_LIFETIME_MS + 1;
  });

  it('leaves an absent optional value out of the link and still checks it', () => {
    const plain = links.make(report, 'https://portal.school.test', 'sydney', { report: PDF });
    const query = report.query.parse(queryOf(plain));
    expect('note' in query).toBe(false);
    expect(links.verify(report, query, 'sydney')).toEqual(query);
    expect(refusal(() => links.verify(report, { ...query, note: 'x' }, 'sydney'))?.status).toBe(403);
  });

  it('takes a longer lifetime when the kind is mailed', () => {
    const mailed = links.make(report, 'https://portal.school.test', 'sydney', { report: PDF }, 7 * 86_400_000);
    const query = report.query.parse(queryOf(mailed));
    clock.ms += 6 * 86_400_000;
    expect(links.verify(report, query, 'sydney')).toEqual(query);
    clock.ms -= 6 * 86_400_000;
  });

  it('still opens a link signed the way the Connections PDF emails were signed before this module', () => {
    // Those links are in inboxes for days: the name of what is signed, the campus and the
    // expiry, one per line, with the key of the same purpose.
    const connections = signedLinkKind({ purpose: 'portal connections pdf download link', path: '/public/connections-pdf-file', names: { pdf: uidSchema } });
    const expires = clock.ms + 86_400_000;
    const key = createHmac('sha256', SECRET).update('portal connections pdf download link').digest();
    const signature = createHmac('sha256', key).update(`${PDF}\nsydney\n${expires}`).digest('base64url');
    const query = connections.query.parse({ pdf: PDF, campus: 'sydney', expires: String(expires), signature });
    expect(links.verify(connections, query, 'sydney')).toEqual(query);
  });
});
