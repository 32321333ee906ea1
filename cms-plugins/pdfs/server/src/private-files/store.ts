import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/**
 * Files about a person (goal PDFs, Connections PDFs, academic reports) are kept here, never in
 * the upload plugin's media library: its files are public (`/uploads/…` on the CMS's disk,
 * public-read objects on S3), which editors' images need and these must not have.
 */
export interface PrivateFileStore {
  /** Stores the bytes under `key`, replacing what was there in one step (never half a file). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes of `key` as a stream and their length; null when there is no such file. */
  read(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes `key`; a key that is already gone is no error (a repeated removal after a crash). */
  remove(key: string): Promise<void>;
  /**
   * A GET URL of `key` that stops working after `expiresInSeconds` (S3's presigned URL), for the
   * BFF to read the bytes without them passing through the CMS; null when the store has none
   * (the disk: the CMS streams the file itself).
   */
  downloadUrl(key: string, expiresInSeconds: number): Promise<string | null>;
}

export interface PrivateFilesConfig {
  /** The folder on the CMS's disk, outside `public/` (used when `s3` is null). */
  dir: string;
  s3: null | {
    bucket: string;
    /** Keys are stored under this prefix (e.g. `private/`), so they never mix with editors' images. */
    prefix: string;
    region?: string;
    /** An S3-compatible endpoint instead of AWS's (tests: the s3rver emulator). */
    endpoint?: string;
    forcePathStyle?: boolean;
    accessKeyId?: string;
    secretAccessKey?: string;
  };
}

/**
 * One file name, no folders, nothing starting with a dot: a key can never climb out of the store's
 * folder or prefix, and the disk store's unfinished writes (in `.incoming/`) are never a key.
 */
const KEY = /^[a-z0-9][a-z0-9._@-]{0,200}$/;

export const isPrivateFileKey = (key: string) => KEY.test(key);

function checkedKey(key: string): string {
  if (!isPrivateFileKey(key)) throw new Error(`Not a private file key: ${JSON.stringify(key)}`);
  return key;
}

/** The content type of a stored file, from its key's extension (the disk keeps no metadata). */
export const contentTypeOf = (key: string) => (key.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream');

export function diskStore(dir: string): PrivateFileStore {
  const root = path.resolve(dir);
  const incoming = path.join(root, '.incoming');
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      // Only the CMS's own user reads what is in there (files 0600, folders 0700 when made here).
      await mkdir(incoming, { recursive: true, mode: 0o700 });
      // Written aside and renamed into place: a process killed mid-write leaves the old file or
      // the new one under the key, never a torn one.
      const partial = path.join(incoming, `${key}.${randomUUID()}`);
      try {
        await writeWhole(partial, bytes);
        await rename(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async read(key) {
      try {
        const handle = await open(fileOf(key), 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async downloadUrl() {
      return null;
    },
  };
}

async function writeWhole(file: string, bytes: Buffer) {
  const handle = await open(file, 'w', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Private objects in S3: written without an ACL (so the bucket's default, private, holds; with
 * S3 Block Public Access on, nothing could make them public), read with the SDK's credentials,
 * and handed out only as presigned GETs that expire.
 */
export function s3Store(config: NonNullable<PrivateFilesConfig['s3']>): PrivateFileStore {
  const client = new S3Client({
    region: config.region || 'us-east-1',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.forcePathStyle ? { forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => `${config.prefix}${checkedKey(key)}`;
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }));
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async downloadUrl(key, expiresInSeconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: objectKey(key) }), { expiresIn: expiresInSeconds });
    },
  };
}

export const createPrivateFileStore = (config: PrivateFilesConfig): PrivateFileStore => (config.s3 ? s3Store(config.s3) : diskStore(config.dir));
