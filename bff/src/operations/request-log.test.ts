import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tokenFor } from '../test/api.ts';
import { createCmsLink } from '../test/cms-link.ts';
import { cmsFind, postIdByTitle } from '../test/cms-records.ts';
import { capturedLog } from '../test/log-lines.ts';
import { stackBffConfig, startOwnBff, type OwnBff } from '../test/own-bff.ts';

// The lines an operator follows (issue 31): a BFF of the test's own against the stack's CMS through
// a link that reads the X-Request-Id of each request going by, its log written where the test reads it.

const NOTICE = 'Robotics team heads to the national finals';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Carer = { documentId: string; username: string; firstname: string | null; surname: string | null; email: string | null };

let link: Awaited<ReturnType<typeof createCmsLink>>;
let bff: OwnBff;
const output = capturedLog();

beforeAll(async () => {
  link = await createCmsLink(inject('stack').cmsUrl);
  bff = await startOwnBff(stackBffConfig({ CMS_URL: link.url }), { log: output.log });
});

afterAll(async () => {
  await bff?.close();
  await link?.close();
});

/** The lines written for one request id, once its own line is there (it is written when the answer has gone). */
async function linesOf(requestId: string) {
  await expect.poll(() => output.lines().some((line) => line.request_id === requestId && line.route !== undefined)).toBe(true);
  return output.lines().filter((line) => line.request_id === requestId);
}

describe('the request log', () => {
  it('writes one JSON line per request: its id, the person, the route pattern, status and duration, and nothing secret or personal', async () => {
    const token = await tokenFor('carer1');
    const id = await postIdByTitle(NOTICE);
    const [carer] = await cmsFind<Carer>('portal-users', { username: { $eq: 'carer1' }, campus: { $eq: 'sydney' } });

    const response = await fetch(`${bff.url}/api/posts/${id}`, {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'abc-123' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('abc-123');

    const lines = await linesOf('abc-123');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual(
      expect.objectContaining({
        level: 'info',
        request_id: 'abc-123',
        person_id: carer!.documentId,
        method: 'GET',
        route: '/api/posts/:id',
        status: 200,
        duration_ms: expect.any(Number),
      }),
    );
    const text = output.text();
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/authorization|bearer/i);
    expect(text).not.toContain(id);
    for (const personal of [carer!.username, carer!.firstname, carer!.surname, carer!.email]) {
      if (personal) expect(text).not.toContain(personal);
    }
    // The BFF was cold: the person and the campus's notices were read from the CMS, under the request's id.
    expect(link.requestIds()).toContain('abc-123');
  });

  it('gives a request without a usable id a new one, and answers with it', async () => {
    const response = await fetch(`${bff.url}/no/such/page`, { headers: { 'x-request-id': 'not an id; <script>' } });
    const given = response.headers.get('x-request-id');
    expect(given).toMatch(UUID);
    const [line] = await linesOf(given!);
    expect(line).toEqual(expect.objectContaining({ route: 'other', status: 404 }));
    expect(output.text()).not.toContain('<script>');
  });

  it('writes a failed request once, as an error line with the answer it got, when the CMS cannot be reached', async () => {
    const token = await tokenFor('carer1');
    link.set('down');
    try {
      // Nothing of the calendar is cached in this BFF yet: without the CMS there is nothing to answer from.
      const response = await fetch(`${bff.url}/api/calendar/`, {
        headers: { authorization: `Bearer ${token}`, 'x-request-id': 'def-456' },
      });
      expect(response.status).toBe(502);
      expect(response.headers.get('x-request-id')).toBe('def-456');
    } finally {
      link.set('up');
    }
    // One error line: the request's own, with the answer it got (no second line with a stack trace).
    const errors = (await linesOf('def-456')).filter((line) => line.level === 'error');
    expect(errors).toEqual([expect.objectContaining({ route: '/api/calendar', status: 502, error_id: 'cms_unavailable' })]);
  });
});
