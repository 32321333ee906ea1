import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type Copied = { bytes: number; sha256: string };

/** Writes a stream to a file, counting and hashing the bytes on the way (one read of each file, not two). */
export async function copyHashed(source: Readable, destination: string, mode = 0o600): Promise<Copied> {
  await mkdir(path.dirname(destination), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, tap, createWriteStream(destination, { mode }));
  return { bytes, sha256: hash.digest('hex') };
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
