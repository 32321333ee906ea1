import { createReadStream } from 'node:fs';
import { cp, lstat, mkdir, readdir, rename, rm, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { FileEntry } from './manifest.ts';
import type { StoreName } from './installation.ts';
import { copyHashed } from './hashed-copy.ts';

/**
 * The private file store writes each file under `.incoming/` and renames it into place
 * (cms-plugins/pdfs, private-files/store.ts): what is still in there is an unfinished write.
 */
const UNFINISHED_WRITES = '.incoming';

/**
 * Every regular file under `dir`, as paths relative to it with `/` between folders (none when there
 * is no folder); unfinished writes only when asked for.
 */
export async function filesUnder(dir: string, { unfinished = false }: { unfinished?: boolean } = {}): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string) => {
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory() && (unfinished || child !== UNFINISHED_WRITES)) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  await walk('');
  return found.sort();
}

/**
 * Copies a folder's files into `destination`, each with its size, time and SHA-256, flagged when
 * it was modified after the database snapshot began. A file that goes away while the folder is
 * read (an editor deleting an image) is left out, as it would be had the backup begun later.
 */
export async function copyDiskStore(
  store: StoreName,
  dir: string,
  destination: string,
  snapshotStartedAt: Date,
): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for (const key of await filesUnder(dir)) {
    const source = path.join(dir, key);
    const info = await lstat(source).catch(() => null);
    if (!info?.isFile()) continue;
    const target = path.join(destination, key);
    const copied = await copyHashed(createReadStream(source), target, info.mode & 0o777).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!copied) continue;
    // The archive keeps the time, so the restored file has it again.
    await utimes(target, info.atime, info.mtime);
    entries.push({
      store,
      key,
      ...copied,
      modifiedAt: info.mtime.toISOString(),
      contentType: null,
      writtenAfterSnapshot: info.mtime >= snapshotStartedAt,
    });
  }
  return entries;
}

/**
 * Puts the restored files in as the folder `dir`, which holds no file (restore-backup.ts moved
 * any earlier content aside): one rename when both are on the same disk, else a copy.
 */
export async function restoreDiskStore(restored: string, dir: string): Promise<void> {
  if ((await filesUnder(dir, { unfinished: true })).length > 0)
    throw new Error(`${dir} holds files: move them aside before restoring into it`);
  await mkdir(restored, { recursive: true });
  await mkdir(path.dirname(dir), { recursive: true });
  // Empty folders at most (public/uploads is made by the CMS's first start), which the restored folder replaces.
  await rm(dir, { recursive: true, force: true });
  try {
    await rename(restored, dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    try {
      await cp(restored, dir, { recursive: true, preserveTimestamps: true, errorOnExist: true });
    } catch (copyError) {
      // Half a copy is taken out again: the folder held no file before.
      await rm(dir, { recursive: true, force: true });
      throw copyError;
    }
    await rm(restored, { recursive: true, force: true });
  }
}
