import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { OperatorError } from './operator-error.ts';

/** The part of better-sqlite3 (the CMS's SQLite driver, which has no types here) used below. */
type Sqlite = {
  backup(destination: string): Promise<unknown>;
  prepare(sql: string): { get(): unknown };
  close(): void;
};
const SqliteDatabase = createRequire(import.meta.url)('better-sqlite3') as new (
  file: string,
  options?: { readonly?: boolean; fileMustExist?: boolean },
) => Sqlite;

/** The files SQLite keeps beside a database while it is in use: a restored file must not meet old ones. */
export const SQLITE_COMPANIONS = ['-wal', '-shm', '-journal'];

/**
 * A consistent copy of the CMS's SQLite file while the CMS may be writing to it: SQLite's online
 * backup, which starts again when another connection writes during the copy, so the copy is one
 * committed state (the last write before it finished).
 */
export async function snapshotSqlite(filename: string, destination: string): Promise<void> {
  if (!existsSync(filename)) {
    throw new OperatorError(
      `There is no SQLite database at ${filename}: set DATABASE_FILENAME as the CMS has it (or DATABASE_CLIENT=postgres with its settings).`,
    );
  }
  const db = new SqliteDatabase(filename, { readonly: true, fileMustExist: true });
  try {
    await db.backup(destination);
  } finally {
    db.close();
  }
}

/** How many tables the file holds (0 when there is no file yet, or an empty one: a fresh installation). */
export async function sqliteTableCount(filename: string): Promise<number> {
  const size = await stat(filename).then(
    (info) => info.size,
    () => 0,
  );
  if (size === 0) return 0;
  const db = new SqliteDatabase(filename, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("SELECT count(*) AS tables FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .get() as { tables: number };
    return row.tables;
  } finally {
    db.close();
  }
}

/**
 * Puts the snapshot in place as the CMS's database: copied beside it first, then renamed over,
 * so the CMS finds either no file or the whole restored one. Whatever was there must already
 * have been moved aside (restore-backup.ts decides that).
 */
export async function restoreSqlite(snapshot: string, filename: string): Promise<void> {
  await mkdir(path.dirname(filename), { recursive: true });
  const incoming = `${filename}.restoring`;
  try {
    await copyFile(snapshot, incoming);
    await rename(incoming, filename);
  } finally {
    await rm(incoming, { force: true });
  }
}
