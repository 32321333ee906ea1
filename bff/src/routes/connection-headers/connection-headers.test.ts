import { afterAll, describe, expect, it } from 'vitest';
import { isHeaderLive, type ConnectionHeaderRecord } from '@portal/contract';
import { callApi, getWithHost, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { eventually } from '../../test/eventually.ts';
import { cmsCreate, cmsDelete } from '../../test/cms-records.ts';

type Headers = { responceObject: { records: ConnectionHeaderRecord[] } };
type ErrorBody = { responceObject: { records: null; error: { message: string } } };

const LIVE_NEWEST = 'Cross country at Centennial Park';
const DAY = 24 * 60 * 60 * 1000;

const created: string[] = [];
afterAll(async () => {
  for (const id of created) await cmsDelete('connection-headers', id);
});

async function headers(query = ''): Promise<ConnectionHeaderRecord[]> {
  const answer = await callApi<Headers>(`connection-headers/${query}`, { token: await tokenFor('carer1') });
  expect(answer.status).toBe(200);
  return answerOf('GET connection-headers', answer);
}

describe('GET connection-headers/', () => {
  it("lists the campus's headers, newest first", async () => {
    const records = await headers();
    expect(records.length).toBeGreaterThanOrEqual(4);
    expect(records.map((header) => header.caption)).toEqual(expect.arrayContaining(['Autumn on the Oval', LIVE_NEWEST]));
    const createdAt = records.map((header) => header.created_at);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
  });

  it('gives the admin list a page at a time, with the total', async () => {
    const all = await headers();
    const token = await tokenFor('admin1');
    const pages = await Promise.all([1, 2].map((page) => callApi<Headers>(`connection-headers/?page=${page}&page_size=2`, { token })));
    expect(pages.map((page) => page.headers.get('x-total-count'))).toEqual([String(all.length), String(all.length)]);
    expect(pages.flatMap((page) => answerOf('GET connection-headers', page)).map((header) => header.connectionheaderUid)).toEqual(
      all.slice(0, 4).map((header) => header.connectionheaderUid),
    );
  });

  it('with latest=true gives only the live header created last', async () => {
    const records = await headers('?latest=true');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ caption: LIVE_NEWEST, caption_location: 'bottom_right', featured_img_type: 'jpeg' });
    expect(isHeaderLive(records[0]!)).toBe(true);
  });

  it('skips a newer header that is not live yet, and shows it once it is', async () => {
    const future = await cmsCreate('connection-headers', {
      caption: 'Test: next term header',
      caption_location: 'top_left',
      campus: 'sydney',
      publish_start: new Date(Date.now() + 3 * DAY).toISOString(),
      publish_end: 'INDEFINITE',
    });
    created.push(future);
    // Once the CMS's change event has arrived (within a second), the list has it; the latest does not.
    await eventually(headers, (all) => all.some((header) => header.caption === 'Test: next term header'));
    expect((await headers('?latest=true')).map((header) => header.caption)).toEqual([LIVE_NEWEST]);

    const live = await cmsCreate('connection-headers', {
      caption: 'Test: live now',
      caption_location: 'top_left',
      campus: 'sydney',
      publish_start: new Date(Date.now() - DAY).toISOString(),
      publish_end: new Date(Date.now() + DAY).toISOString(),
    });
    created.push(live);
    await eventually(
      () => headers('?latest=true'),
      (latest) => latest.length === 1 && latest[0]!.connectionheaderUid === live,
    );
    await cmsDelete('connection-headers', live);
    created.pop();
  });

  it("keeps another campus's header off this campus", async () => {
    const armidale = await cmsCreate('connection-headers', {
      caption: 'Test: Armidale show',
      caption_location: 'top_left',
      campus: 'armidale',
      publish_start: new Date(Date.now() - DAY).toISOString(),
      publish_end: 'INDEFINITE',
    });
    created.push(armidale);
    const armidaleToken = await tokenFor('carer1', 'armidale');
    const there = await eventually(
      async () => (await getWithHost<Headers>('connection-headers/?latest=true', 'armidale.localhost', armidaleToken)).body.responceObject.records,
      (records) => records.length > 0 && records[0]!.connectionheaderUid === armidale,
    );
    expect(there.map((header) => header.connectionheaderUid)).toEqual([armidale]);
    expect((await headers()).map((header) => header.connectionheaderUid)).not.toContain(armidale);
  });

  it('refuses an unknown query value with a message, and a caller without a token', async () => {
    const answer = await callApi<ErrorBody>('connection-headers/?latest=yes', { token: await tokenFor('carer1') });
    expect(answer.status).toBe(400);
    expect(answer.body.responceObject.error.message).toEqual(expect.any(String));
    expect((await callApi('connection-headers/')).status).toBe(401);
  });
});
