import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type _Object,
} from '@aws-sdk/client-s3';
import type { S3Location, StoreName } from './installation.ts';
import type { FileEntry } from './manifest.ts';
import { copyHashed } from './hashed-copy.ts';
import { OperatorError } from './operator-error.ts';

function clientOf(s3: S3Location): S3Client {
  return new S3Client({
    region: s3.region,
    // S3-compatible services (and emulators) are addressed by path, not by a bucket's host name, and
    // many do not read the SDK's streamed uploads with trailing checksums (aws-chunked): those are
    // sent only where S3 requires them (each file was checked against its SHA-256 before upload).
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' as const } : {}),
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
  });
}

/** A key that is a safe relative path in the archive: no empty, `.` or `..` parts. */
const isPlainKey = (key: string) => key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

/** Every object of the store: under its prefix, outside the other store's prefix, folder markers left out. */
async function objectsOf(client: S3Client, s3: S3Location): Promise<_Object[]> {
  const objects: _Object[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: s3.prefix || undefined, ContinuationToken }),
    );
    for (const object of page.Contents ?? []) {
      if (!object.Key || object.Key.endsWith('/')) continue;
      if (s3.excludePrefix && object.Key.startsWith(s3.excludePrefix)) continue;
      objects.push(object);
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return objects;
}

/** An S3 failure in words: the bucket, and what S3 said (never the credentials). */
function s3Problem(error: unknown, s3: S3Location, doing: string): OperatorError {
  const { name, message } = error as { name?: string; message?: string };
  return new OperatorError(`S3 refused ${doing} s3://${s3.bucket}/${s3.prefix}: ${name ?? 'Error'}: ${message ?? ''}`.trim());
}

/** How many objects the store holds and their bytes (a restore's target must hold none; a backup needs room for them). */
export async function s3StoreSize(s3: S3Location): Promise<{ objects: number; bytes: number }> {
  try {
    const objects = await objectsOf(clientOf(s3), s3);
    return { objects: objects.length, bytes: objects.reduce((total, object) => total + (object.Size ?? 0), 0) };
  } catch (error) {
    throw s3Problem(error, s3, 'the listing of');
  }
}

/** Downloads the store's objects into `destination`, as copyDiskStore does with a folder. */
export async function copyS3Store(
  store: StoreName,
  s3: S3Location,
  destination: string,
  snapshotStartedAt: Date,
): Promise<FileEntry[]> {
  const client = clientOf(s3);
  const entries: FileEntry[] = [];
  try {
    for (const object of await objectsOf(client, s3)) {
      const key = object.Key!.slice(s3.prefix.length);
      if (!isPlainKey(key))
        throw new OperatorError(`The object s3://${s3.bucket}/${object.Key} has a key that cannot be a path in the archive.`);
      const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: object.Key! }));
      const copied = await copyHashed(answer.Body as Readable, path.join(destination, key));
      const modifiedAt = answer.LastModified ?? object.LastModified ?? new Date();
      entries.push({
        store,
        key,
        ...copied,
        modifiedAt: modifiedAt.toISOString(),
        contentType: answer.ContentType ?? null,
        writtenAfterSnapshot: modifiedAt >= snapshotStartedAt,
      });
    }
  } catch (error) {
    throw error instanceof OperatorError ? error : s3Problem(error, s3, 'the download of');
  }
  return entries;
}

/**
 * Uploads the restored files as the store's objects, with their content types and the ACL the
 * CMS gives the store's objects. `uploaded` receives each key once it is written, so that a
 * failed restore can take them back out (removeS3Objects).
 */
export async function restoreS3Store(s3: S3Location, restored: string, entries: FileEntry[], uploaded: string[]): Promise<void> {
  const client = clientOf(s3);
  try {
    for (const entry of entries) {
      const Key = `${s3.prefix}${entry.key}`;
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key,
          Body: createReadStream(path.join(restored, entry.key)),
          ContentLength: entry.bytes,
          ...(entry.contentType ? { ContentType: entry.contentType } : {}),
          ...(s3.acl ? { ACL: s3.acl } : {}),
        }),
      );
      uploaded.push(Key);
    }
  } catch (error) {
    throw s3Problem(error, s3, 'the upload to');
  }
}

export async function removeS3Objects(s3: S3Location, keys: string[]): Promise<void> {
  const client = clientOf(s3);
  for (let start = 0; start < keys.length; start += 1000) {
    const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
    await client.send(new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects, Quiet: true } }));
  }
}
