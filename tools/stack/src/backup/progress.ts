import { lstat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { filesUnder } from './disk-files.ts';
import { OperatorError } from './operator-error.ts';

/** Sizes as an operator reads them: 1,000-based units, one decimal above kB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = -1;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export const seconds = (startedMs: number) => `${((performance.now() - startedMs) / 1000).toFixed(1)} s`;

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The bytes of the files in a folder (0 when there is none). */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const key of await filesUnder(dir, { unfinished: true }))
    total += await lstat(path.join(dir, key)).then(
      (info) => info.size,
      () => 0,
    );
  return total;
}

/** Refuses to start what would fill the disk of `dir` half way: `needed` bytes must be free there. */
export async function requireFreeSpace(dir: string, needed: number, what: string): Promise<void> {
  const { bavail, bsize } = await statfs(dir);
  const free = bavail * bsize;
  if (free < needed) {
    throw new OperatorError(
      `Not enough space in ${dir}: ${what} needs about ${formatBytes(needed)}, and ${formatBytes(free)} is free. Free some space or choose another place.`,
    );
  }
}
