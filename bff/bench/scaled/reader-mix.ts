import { randomUUID } from 'node:crypto';
import type { Reader } from './faults.ts';
import type { Outcome, Step } from './open-loop.ts';
import { wordsOf, type Answer, type Front } from './portal-client.ts';

/**
 * The soak's requests: what signed-in readers of a campus do in the PWA, in fixed shares of every
 * 50 requests. Reads go to the readers in turn; writes too, counted apart, so that each reader's
 * writes stay under the per-person limit (RATE_LIMIT_WRITES_PER_PERSON, 300 a minute): at
 * 200 req/s, 10 % writes over the 5 readers (administrators left out) is 240 a minute each.
 */

type Kind = {
  name: string;
  share: number;
  method: 'GET' | 'POST';
  path: (reader: Reader) => string;
  body?: (reader: Reader) => unknown;
  ok: number[];
};

const noticeOf = (reader: Reader) => reader.notices[Math.floor(Math.random() * reader.notices.length)];

export const MIX: readonly Kind[] = [
  { name: 'notices list', share: 12, method: 'GET', path: () => '/api/posts/?types=notice', ok: [200] },
  { name: 'a notice', share: 8, method: 'GET', path: (reader) => `/api/posts/${noticeOf(reader)}`, ok: [200] },
  { name: 'calendar', share: 8, method: 'GET', path: () => '/api/calendar/', ok: [200] },
  { name: 'connections', share: 5, method: 'GET', path: () => '/api/posts/?types=newsletter', ok: [200] },
  { name: 'connection header', share: 2, method: 'GET', path: () => '/api/connection-headers/?latest=true', ok: [200] },
  { name: 'places', share: 5, method: 'GET', path: () => '/api/places/', ok: [200] },
  { name: 'read marks', share: 5, method: 'GET', path: () => '/api/readposts/', ok: [200] },
  {
    name: 'mark read (write)',
    share: 2,
    method: 'POST',
    path: () => '/api/readposts/',
    body: (reader) => ({ data: { posts_postUid: noticeOf(reader), clientMarkId: randomUUID() } }),
    ok: [200, 201],
  },
  {
    name: 'visit (write)',
    share: 3,
    method: 'POST',
    path: () => '/api/weblogs/',
    body: () => ({ data: { pageId: '/notices/', title: 'Notices', pageType: 'reader', clientVisitId: randomUUID() } }),
    ok: [200, 201],
  },
];

const CYCLE = MIX.reduce((sum, kind) => sum + kind.share, 0);

/** The kinds in an order that spreads each one evenly over the cycle (smooth weighted round robin). */
function cycleOrder(): Kind[] {
  const credit = MIX.map(() => 0);
  return Array.from({ length: CYCLE }, () => {
    MIX.forEach((kind, index) => (credit[index]! += kind.share));
    const chosen = credit.indexOf(Math.max(...credit));
    credit[chosen]! -= CYCLE;
    return MIX[chosen]!;
  });
}

export const writeShare = MIX.filter((kind) => kind.method === 'POST').reduce((sum, kind) => sum + kind.share, 0) / CYCLE;

function outcomeOf(answer: Answer, ok: number[]): Outcome {
  return ok.includes(answer.status)
    ? { status: answer.status, ok: true }
    : { status: answer.status, ok: false, detail: wordsOf(answer.body) };
}

/** Request n of the soak, sent through nginx. A request about one notice goes to a reader who sees notices. */
export function readerMix(front: Front, readers: readonly Reader[]): (n: number) => Step {
  const order = cycleOrder();
  const withNotices = readers.filter((reader) => reader.notices.length > 0);
  let reads = 0;
  let writes = 0;
  return (n) => {
    const kind = order[n % CYCLE]!;
    const needsNotice = kind.name === 'a notice' || kind.name === 'mark read (write)';
    const pool = needsNotice ? withNotices : readers;
    const reader = pool[(kind.method === 'POST' ? writes++ : reads++) % pool.length]!;
    return {
      kind: kind.name,
      method: kind.method,
      send: async () =>
        outcomeOf(
          await front.request(kind.method, kind.path(reader), { token: reader.token, body: kind.body?.(reader) }),
          kind.ok,
        ),
    };
  };
}
