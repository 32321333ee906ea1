import type { IncomingHttpHeaders, Server } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSqliteInstallation, runBackupCommand } from './test-installation.ts';

/**
 * The stores of files on S3 (UPLOAD_S3_BUCKET, the private files under PRIVATE_FILES_S3_PREFIX in
 * the same bucket): backed up by their objects and restored into an empty bucket, against s3rver,
 * an S3 wire-compatible emulator that logs every request it is sent.
 */

const SOURCE_BUCKET = 'portal-media';
const TARGET_BUCKET = 'portal-media-restored';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let work: string;
let server: S3rver;
let endpoint: string;
let client: S3Client;
const requests: Array<{ method: string; url: string; headers: IncomingHttpHeaders }> = [];
const s3Env = (bucket: string) => ({
  UPLOAD_S3_BUCKET: bucket,
  UPLOAD_S3_ENDPOINT: endpoint,
  UPLOAD_S3_REGION: 'ap-southeast-2',
  UPLOAD_S3_ACCESS_KEY_ID: credentials.accessKeyId,
  UPLOAD_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  DATABASE_FILENAME: undefined,
  PRIVATE_FILES_DIR: undefined,
});

const SOURCE_OBJECTS = [
  { Key: 'assembly_3f2a.jpg', Body: 'the picture of the assembly', ContentType: 'image/jpeg' },
  { Key: 'thumbnail_assembly_3f2a.jpg', Body: 'its thumbnail', ContentType: 'image/jpeg' },
  { Key: 'private/connections-7.pdf', Body: '%PDF- about a person', ContentType: 'application/pdf' },
];

async function objectsIn(bucket: string) {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return Promise.all(
    (listed.Contents ?? []).map(async ({ Key }) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
      return { Key, Body: await object.Body!.transformToString(), ContentType: object.ContentType };
    }),
  );
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'portal-backup-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3rver'),
    configureBuckets: [
      { name: SOURCE_BUCKET, configs: [] },
      { name: TARGET_BUCKET, configs: [] },
    ],
  });
  const { port } = (await server.run()) as AddressInfo;
  (server as unknown as { httpServer: Server }).httpServer.on('request', (request) =>
    requests.push({ method: request.method!, url: request.url!, headers: request.headers }),
  );
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({ region: 'ap-southeast-2', endpoint, forcePathStyle: true, credentials });
  for (const object of SOURCE_OBJECTS) await client.send(new PutObjectCommand({ Bucket: SOURCE_BUCKET, ...object }));
});

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('stores of files on S3', () => {
  it('backs up the images and the private files by their objects, and restores them into an empty bucket with their types and access', async () => {
    const source = path.join(work, 'source');
    makeSqliteInstallation(source, 'a secret of the source');
    const out = path.join(work, 'backups');
    const backup = await runBackupCommand('backup', ['--cms-dir', source, '--out', out], s3Env(SOURCE_BUCKET));
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`2/5 Files: uploads in s3://${SOURCE_BUCKET}/, 2 files of`);
    expect(backup.stdout).toContain(`2/5 Files: private-files in s3://${SOURCE_BUCKET}/private/, 1 file of`);
    const archive = path.join(out, readdirSync(out)[0]!);

    const target = path.join(work, 'target');
    requests.length = 0;
    const restore = await runBackupCommand('restore', [archive, '--cms-dir', target], s3Env(TARGET_BUCKET));
    expect(restore.code, restore.stderr).toBe(0);
    expect(await objectsIn(TARGET_BUCKET)).toEqual(await objectsIn(SOURCE_BUCKET));

    // The images public-read, as Strapi's S3 provider writes them; the private files with no ACL (the bucket's default, private).
    const writes = requests
      .filter((request) => request.method === 'PUT')
      .map((request) => ({ key: new URL(request.url, endpoint).pathname, acl: request.headers['x-amz-acl'] }));
    expect(writes).toEqual([
      { key: `/${TARGET_BUCKET}/assembly_3f2a.jpg`, acl: 'public-read' },
      { key: `/${TARGET_BUCKET}/thumbnail_assembly_3f2a.jpg`, acl: 'public-read' },
      { key: `/${TARGET_BUCKET}/private/connections-7.pdf`, acl: undefined },
    ]);
    expect(readFileSync(path.join(target, '.env'), 'utf8')).toBe('ENCRYPTION_KEY=a secret of the source\n');

    const again = await runBackupCommand(
      'restore',
      [archive, '--cms-dir', path.join(work, 'another-target')],
      s3Env(TARGET_BUCKET),
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`the uploads in s3://${TARGET_BUCKET}/ holds 2 objects`);
    expect(again.stderr).toContain(`the private-files in s3://${TARGET_BUCKET}/private/ holds 1 object`);
  });
});
