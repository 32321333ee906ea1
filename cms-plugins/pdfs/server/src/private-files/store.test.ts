import type { IncomingHttpHeaders, Server } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_URL_SECONDS, privateFileAnswer } from '../controllers/private-files';
import { createPrivateFileStore, diskStore, type PrivateFileStore } from './store';

const pdf = (content: string) => Buffer.from(`%PDF-1.7\n${content}\n%%EOF\n`);

describe('the private file store on disk', () => {
  let dir: string;
  let store: PrivateFileStore;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'private-files-test-'));
    store = diskStore(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('puts, replaces, reads and removes a file by its key, leaving nothing half written', async () => {
    await store.put('lv-goals-sydney-2026-t1-student1.pdf', pdf('first'), 'application/pdf');
    await store.put('lv-goals-sydney-2026-t1-student1.pdf', pdf('second'), 'application/pdf');
    const file = await store.read('lv-goals-sydney-2026-t1-student1.pdf');
    expect(await text(file!.body)).toBe(pdf('second').toString());
    expect(file!.size).toBe(pdf('second').length);
    expect(await readdir(path.join(dir, '.incoming'))).toEqual([]);

    await store.remove('lv-goals-sydney-2026-t1-student1.pdf');
    expect(await store.read('lv-goals-sydney-2026-t1-student1.pdf')).toBeNull();
    await expect(store.remove('lv-goals-sydney-2026-t1-student1.pdf'), 'a second removal (after a crash) is no error').resolves.toBeUndefined();
  });

  it('answers a missing or impossible key with nothing, and never reaches outside its folder', async () => {
    expect(await privateFileAnswer(store, 'connections-nothing.pdf')).toBeNull();
    for (const key of ['../secret.pdf', '.incoming', 'a/b.pdf', '', 'UPPER.pdf']) {
      expect(await privateFileAnswer(store, key), key).toBeNull();
      await expect(store.put(key, pdf('x'), 'application/pdf'), key).rejects.toThrow(/Not a private file key/);
    }
  });

  it('hands the CMS route the bytes themselves (there is no URL to give)', async () => {
    await store.put('connections-abc.pdf', pdf('issue'), 'application/pdf');
    const answer = await privateFileAnswer(store, 'connections-abc.pdf');
    expect(answer && 'body' in answer && answer.type).toBe('application/pdf');
    expect(await text((answer as { body: Readable }).body)).toBe(pdf('issue').toString());
  });
});

/**
 * The S3 store against s3rver, an S3 wire-compatible emulator, with every request it is sent
 * logged. The emulator does not check signatures (nor ACLs, nor expiry): what this shows is what
 * the store asks of S3 (no public-read ACL on any write, downloads by presigned GETs with an
 * expiry). That the bucket refuses public access is a deployment check (SECURITY.md, "S3 Block
 * Public Access").
 */
describe('the private file store on S3', () => {
  const BUCKET = 'portal-files';
  let directory: string;
  let server: S3rver;
  let endpoint: string;
  const requests: Array<{ method: string; url: string; headers: IncomingHttpHeaders }> = [];
  let store: PrivateFileStore;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = (await server.run()) as AddressInfo;
    (server as unknown as { httpServer: Server }).httpServer.on('request', (request) => requests.push({ method: request.method!, url: request.url!, headers: request.headers }));
    endpoint = `http://127.0.0.1:${port}`;
    store = createPrivateFileStore({
      dir: '',
      s3: { bucket: BUCKET, prefix: 'private/', region: 'ap-southeast-2', endpoint, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('writes objects without a public-read ACL, reads them with credentials and gives out only presigned GETs that expire', async () => {
    const key = 'lv-goals-sydney-2026-t1-student1.pdf';
    await store.put(key, pdf('goals'), 'application/pdf');
    await store.put(key, pdf('goals, replaced'), 'application/pdf');

    const writes = requests.filter((request) => request.method === 'PUT');
    expect(writes.map((request) => new URL(request.url, endpoint).pathname)).toEqual([`/${BUCKET}/private/${key}`, `/${BUCKET}/private/${key}`]);
    for (const write of writes) {
      expect(write.headers['x-amz-acl'], 'no ACL is asked for: the bucket default (private) holds').toBeUndefined();
      expect(write.headers.authorization, 'written with the SDK credentials').toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
    }

    const read = await store.read(key);
    expect(await text(read!.body)).toBe(pdf('goals, replaced').toString());
    expect(requests.at(-1)!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);

    // What the CMS route answers: a redirect to a presigned GET, which the BFF opens without any token.
    const answer = await privateFileAnswer(store, key);
    expect(answer && 'redirect' in answer).toBe(true);
    const presigned = new URL((answer as { redirect: string }).redirect);
    expect(presigned.origin + presigned.pathname).toBe(`${endpoint}/${BUCKET}/private/${key}`);
    expect(presigned.searchParams.get('X-Amz-Expires')).toBe(String(DOWNLOAD_URL_SECONDS));
    expect(presigned.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const download = await fetch(presigned);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).toString()).toBe(pdf('goals, replaced').toString());
    const downloaded = requests.at(-1)!;
    expect(downloaded.headers.authorization, 'the download carries no credentials of its own').toBeUndefined();
    expect(new URL(downloaded.url, endpoint).searchParams.get('X-Amz-Expires')).toBe(String(DOWNLOAD_URL_SECONDS));

    await store.remove(key);
    expect(await store.read(key)).toBeNull();
    expect(requests.some((request) => request.headers['x-amz-acl'] !== undefined), 'no request of any kind set an ACL').toBe(false);
  });
});
