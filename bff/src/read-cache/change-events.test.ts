import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CACHE_EVENTS_SIGNATURE_HEADER, CACHE_EVENTS_TIMESTAMP_HEADER, cacheEventsSignedText, type CacheEvent } from '@portal/contract';
import { devIssuersEnv, startStack, type Stack } from '@portal/stack';
import { createCmsSetupToken } from '@portal/stack/cms-setup-token';
import { heardByStack, type HeardEvent } from '../test/change-event-tap.ts';
import { cmsCreate, cmsDelete, cmsUpdate } from '../test/cms-records.ts';
import { signIn } from '../test/sign-in.ts';
import { stackBffConfig, startOwnBff, type OwnBff } from '../test/own-bff.ts';
import { CACHE_EVENTS_PATH } from './change-events.ts';

/** The time the issue allows from a committed write to the BFF's listener. */
const WITHIN_MS = 1_000;

const about = (type: string, documentId: string, action: string) => (event: HeardEvent) =>
  event.type === type && event.action === action && event.documentIds.includes(documentId);

/** Signs a body as the CMS does, with the stack's secret unless told otherwise. */
function signedPost(body: string, { secret = stackBffConfig().cacheEvents.secret!, timestamp = Math.floor(Date.now() / 1000) } = {}) {
  const stamp = String(timestamp);
  const signature = createHmac('sha256', secret).update(cacheEventsSignedText(stamp, body)).digest('hex');
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CACHE_EVENTS_TIMESTAMP_HEADER]: stamp, [CACHE_EVENTS_SIGNATURE_HEADER]: `sha256=${signature}` },
    body,
  };
}

const endpoint = () => `${inject('stack').url}${CACHE_EVENTS_PATH}`;

describe('writes in the CMS reach the BFF as change events', () => {
  const created: Array<[string, string]> = [];
  afterAll(async () => {
    for (const [collection, id] of created) await cmsDelete(collection, id).catch(() => {});
  });

  it('an edit through the CMS REST API names the post and both its campuses when it moves', async () => {
    let since = Date.now();
    const id = await cmsCreate('posts', { type: 'notice', title: 'Change events: moving notice', published: false, campus: 'sydney' });
    created.push(['posts', id]);
    const create = await heardByStack(about('post', id, 'create'), { since });
    expect(create).toMatchObject({ documentIds: [id], campuses: ['sydney'] });
    expect(create.heardAt - since).toBeLessThan(WITHIN_MS);

    since = Date.now();
    await cmsUpdate('posts', id, { campus: 'armidale' });
    const update = await heardByStack(about('post', id, 'update'), { since });
    expect(update.documentIds).toEqual([id]);
    expect([...update.campuses].sort()).toEqual(['armidale', 'sydney']);
    expect(update.heardAt - since).toBeLessThan(WITHIN_MS);
  });

  it('a delete names the record; a record for every campus names no campus', async () => {
    const id = await cmsCreate('calendar-events', { title: 'Change events: every campus', event_start: '2030-01-01T09:00:00.000Z' });
    const since = Date.now();
    await cmsDelete('calendar-events', id);
    const deleted = await heardByStack(about('calendar-event', id, 'delete'), { since });
    expect(deleted).toMatchObject({ documentIds: [id], campuses: [] });
    expect(deleted.heardAt - since).toBeLessThan(WITHIN_MS);
  });

  it('an edit an editor makes in the Strapi admin panel is heard too', async () => {
    const { cmsUrl, cmsAdmin } = inject('stack');
    const id = await cmsCreate('emergency-broadcasts', { message: 'Change events: draft broadcast', campus: 'armidale', status: false });
    created.push(['emergency-broadcasts', id]);
    const login = await fetch(`${cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: cmsAdmin.email, password: cmsAdmin.password }),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;

    const since = Date.now();
    // The admin panel's own call when an editor saves a record.
    const save = await fetch(`${cmsUrl}/content-manager/collection-types/api::emergency-broadcast.emergency-broadcast/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ message: 'Change events: broadcast edited in the admin panel' }),
    });
    expect(save.status).toBe(200);
    const update = await heardByStack(about('emergency-broadcast', id, 'update'), { since });
    expect(update).toMatchObject({ documentIds: [id], campuses: ['armidale'] });
    expect(update.heardAt - since).toBeLessThan(WITHIN_MS);
  });

  it("a custom action's strapi.db.query write (linking a directory record at first sign-in) is heard", async () => {
    const { cmsUrl, cmsSetupToken } = inject('stack');
    const directoryId = `change-events-${randomBytes(4).toString('hex')}`;
    const id = await cmsCreate('portal-users', { username: directoryId, type: 'student', campus: 'armidale', directory_id: directoryId });
    created.push(['portal-users', id]);
    const since = Date.now();
    // The sign-in the BFF makes for a verified token; it links the record with updateMany.
    const signIn = await fetch(`${cmsUrl}/api/portal-users/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cmsSetupToken}` },
      body: JSON.stringify({
        data: {
          issuer: 'https://login.example.edu.au',
          subject: directoryId,
          campus: 'armidale',
          directoryId,
          language: null,
          profile: { username: directoryId, firstname: 'Change', surname: 'Events', email: '', type: 'student', is_carer: false },
        },
      }),
    });
    expect(signIn.status).toBe(200);
    expect(((await signIn.json()) as { data: { documentId: string } }).data.documentId).toBe(id);
    const update = await heardByStack(about('portal-user', id, 'update'), { since });
    expect(update).toMatchObject({ documentIds: [id], campuses: ['armidale'] });
    expect(update.heardAt - since).toBeLessThan(WITHIN_MS);
  });

  // No cached type has draft & publish (every schema sets draftAndPublish: false), so there
  // is no publish or unpublish to make here.
});

describe('the invalidation endpoint believes only the CMS', () => {
  const event = (documentId: string): CacheEvent => ({ type: 'group', action: 'update', documentIds: [documentId], campuses: [], at: new Date().toISOString() });

  it('delivers a signed batch to the listeners once, and refuses the same request again', async () => {
    const documentId = `signed${randomBytes(6).toString('hex')}`;
    const request = signedPost(JSON.stringify({ events: [event(documentId)] }));
    const since = Date.now();
    expect((await fetch(endpoint(), request)).status).toBe(204);
    await heardByStack(about('group', documentId, 'update'), { since });
    expect((await fetch(endpoint(), request)).status).toBe(401);
  });

  it('refuses a wrong secret, a missing signature and an old timestamp (401), and hears none of them', async () => {
    const documentId = `refused${randomBytes(6).toString('hex')}`;
    const body = JSON.stringify({ events: [event(documentId)] });
    const since = Date.now();
    expect((await fetch(endpoint(), signedPost(body, { secret: randomBytes(32).toString('base64url') }))).status).toBe(401);
    expect((await fetch(endpoint(), { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status).toBe(401);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect((await fetch(endpoint(), signedPost(body, { timestamp: tenMinutesAgo }))).status).toBe(401);
    await expect(heardByStack(about('group', documentId, 'update'), { since, timeoutMs: 500 })).rejects.toThrow(/no such change event/);
  });

  it('answers 400 to a signed body that is not a batch of events, and 405 to anything but a POST', async () => {
    const unknownType = JSON.stringify({ events: [{ ...event('x1234567890'), type: 'lunch-menu' }] });
    expect((await fetch(endpoint(), signedPost(unknownType))).status).toBe(400);
    expect((await fetch(endpoint(), signedPost('{"events":'))).status).toBe(400);
    expect((await fetch(endpoint())).status).toBe(405);
  });
});

describe('with Redis, every BFF replica hears the CMS', () => {
  const offset = Number(process.env.TEST_PORT_OFFSET ?? 0) + 50;
  // A channel of this run only, so that other suites on the same Redis neither hear nor disturb it.
  const channel = `portal:cache-events:test-${randomBytes(4).toString('hex')}`;
  const redisEnv = { REDIS_URL: 'redis://127.0.0.1:6379', CACHE_EVENTS_CHANNEL: channel };
  let stack: Stack;
  let bffs: OwnBff[] = [];
  let setupToken: string;

  beforeAll(async () => {
    const workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-change-events-'));
    stack = await startStack({
      port: 3210 + offset,
      cmsPort: 1440 + offset,
      idpPort: 4210 + offset,
      sesPort: 8105 + offset,
      cmsEnv: { ...redisEnv, DATABASE_FILENAME: path.join(workDir, 'cms.db'), PORTAL_SEED: 'off' },
      cmsLogFile: path.join(workDir, 'cms.log'),
      log: () => {},
    });
    setupToken = await createCmsSetupToken(stack.cmsUrl, 'change-events-redis');
    // Two replicas of this stack's BFF: its CMS, its providers, one Redis.
    const replicaEnv = { ...redisEnv, CMS_URL: stack.cmsUrl, CMS_API_TOKEN: stack.cmsApiToken, ...devIssuersEnv(stack.idpUrl!, stack.armidaleIdpUrl!) };
    bffs = await Promise.all([startOwnBff(stackBffConfig(replicaEnv)), startOwnBff(stackBffConfig(replicaEnv))]);
  }, 180_000);

  afterAll(async () => {
    for (const bff of bffs) await bff.close();
    await stack?.stop();
  });

  /** A notice of Sydney live since a minute ago, for everyone, written straight in this stack's CMS. */
  const liveNotice = (title: string, text: string) =>
    cmsCreate(
      'posts',
      {
        type: 'notice',
        title,
        slug: title.toLowerCase().replace(/\s+/g, '-'),
        content_html: `<p>${text}</p>`,
        excerpt: text,
        published: true,
        make_public: false,
        publish_start: new Date(Date.now() - 60_000).toISOString(),
        publish_end: 'INDEFINITE',
        sort_order: 1,
        for_carer_only: false,
        daily_flag: false,
        user_types: [],
        campus: 'sydney',
      },
      { cmsUrl: stack.cmsUrl, token: setupToken },
    );

  it('a write in a CMS started with REDIS_URL reaches two BFFs', async () => {
    const heard: CacheEvent[][] = bffs.map(() => []);
    bffs.forEach((bff, index) => bff.app.changeEvents.onChange((change) => heard[index]!.push(change)));
    const response = await fetch(`${stack.cmsUrl}/api/post-categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${setupToken}` },
      body: JSON.stringify({ data: { categoryname: 'Change events over Redis' } }),
    });
    expect(response.status).toBe(201);
    const { documentId } = ((await response.json()) as { data: { documentId: string } }).data;

    await expect
      .poll(() => heard.map((events) => events.some((change) => change.type === 'post-category' && change.action === 'create' && change.documentIds.includes(documentId))), {
        timeout: WITHIN_MS,
        interval: 20,
      })
      .toEqual([true, true]);
  });

  it("a read mark written through one replica and a category edited in the CMS show in the other replica's cached answers", async () => {
    const ownCms = { cmsUrl: stack.cmsUrl, token: setupToken };
    const categoryId = await cmsCreate('post-categories', { categoryname: 'Replica news' }, ownCms);
    const noticeId = await liveNotice(`Replicas agree ${Date.now()}`, 'Both replicas.');
    const appUrl = new URL(stack.url);
    appUrl.hostname = 'localhost';
    const { access_token: token } = await signIn({ idpUrl: stack.idpUrl!, appUrl: appUrl.origin, username: 'carer1' });
    const [first, second] = bffs as [OwnBff, OwnBff];
    const read = async <T>(bff: OwnBff, path: string) => {
      const response = await fetch(`${bff.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { responceObject: { records: T } }).responceObject.records;
    };
    const categoryNames = async (bff: OwnBff) =>
      (await read<{ postcategoryUid: string; categoryname: string }[]>(bff, 'post-categories/')).find((record) => record.postcategoryUid === categoryId)?.categoryname;
    const marked = async (bff: OwnBff) => (await read<{ posts_postUid: string }[]>(bff, 'readposts/')).some((mark) => mark.posts_postUid === noticeId);

    // Both replicas have cached what this person sees.
    for (const bff of bffs) {
      expect(await categoryNames(bff)).toBe('Replica news');
      expect(await marked(bff)).toBe(false);
    }

    const written = await fetch(`${first.url}/api/readposts/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { posts_postUid: noticeId, clientMarkId: randomUUID() } }),
    });
    expect(written.status).toBe(201);
    await expect.poll(() => marked(second), { timeout: WITHIN_MS, interval: 20 }).toBe(true);

    await cmsUpdate('post-categories', categoryId, { categoryname: 'Replica news, renamed' }, ownCms);
    await expect.poll(() => Promise.all(bffs.map(categoryNames)), { timeout: WITHIN_MS, interval: 20 }).toEqual(['Replica news, renamed', 'Replica news, renamed']);
  });

  it("a person's read mark is reported with whose it is: no replica reads anyone else's marks again, and a replay is answered from the cached marks", async () => {
    const noticeId = await liveNotice(`Whose mark ${Date.now()}`, 'One person marks it.');
    const appUrl = new URL(stack.url);
    appUrl.hostname = 'localhost';
    const tokenOf = async (username: string) => (await signIn({ idpUrl: stack.idpUrl!, appUrl: appUrl.origin, username })).access_token;
    const [marker, other] = [await tokenOf('carer2'), await tokenOf('student1')];
    const [first, second] = bffs as [OwnBff, OwnBff];
    const marksOf = async (bff: OwnBff, token: string) => {
      const response = await fetch(`${bff.url}/api/readposts/`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { responceObject: { records: Array<{ posts_postUid: string }> } }).responceObject.records.map((mark) => mark.posts_postUid);
    };
    /** The reads this replica has asked of the CMS so far (its own metrics; a person's sign-in record is a POST, refreshed on its own clock). */
    const cmsCalls = async (bff: OwnBff) =>
      [...(await bff.app.metrics.getSingleMetricAsString('portal_bff_cms_call_duration_seconds')).matchAll(/^portal_bff_cms_call_duration_seconds_count\{method="GET",[^}]*\} (\d+)$/gm)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      );
    const mark = (clientMarkId: string) =>
      fetch(`${first.url}/api/readposts/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${marker}` },
        body: JSON.stringify({ data: { posts_postUid: noticeId, clientMarkId } }),
      });

    // Both people's marks are cached on both replicas.
    for (const bff of bffs) for (const token of [marker, other]) await marksOf(bff, token);
    const heardOnSecond: CacheEvent[] = [];
    second.app.changeEvents.onChange((change) => heardOnSecond.push(change));
    const clientMarkId = randomUUID();
    expect((await mark(clientMarkId)).status).toBe(201);

    await expect.poll(async () => (await marksOf(second, marker)).includes(noticeId), { timeout: WITHIN_MS, interval: 20 }).toBe(true);
    const reported = heardOnSecond.filter((change) => change.type === 'read-post' && change.action === 'create');
    expect(reported).toHaveLength(1);
    expect(reported[0]!.owners).toHaveLength(1);

    // The other person's marks are still the copies each replica had: not read from the CMS again.
    for (const bff of bffs) {
      const before = await cmsCalls(bff);
      expect(await marksOf(bff, other)).not.toContain(noticeId);
      expect(await cmsCalls(bff)).toBe(before);
    }
    // The marker's own replica shows the mark, and a replay of the write is answered from it, without asking the CMS.
    expect(await marksOf(first, marker)).toContain(noticeId);
    const before = await cmsCalls(first);
    const replay = await mark(clientMarkId);
    expect(replay.status).toBe(200);
    expect(await cmsCalls(first)).toBe(before);
  });
});
