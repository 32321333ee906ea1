import { z } from 'zod';
import { OperatorError } from './operator-error.ts';

/**
 * manifest.json, the first member of every archive: what the archive holds and when it was taken.
 * FORMAT_VERSION goes up whenever a restore of this version could not read an archive correctly;
 * a restore refuses archives of a later version than its own.
 */
export const ARCHIVE_FORMAT = 'school-portal-backup';
export const FORMAT_VERSION = 1;

/** The archive's members: the manifest, the database, the sealed secrets, and `files/<store>/<key>`. */
export const MANIFEST_PATH = 'manifest.json';
export const SECRETS_PATH = 'secrets.enc';
export const DATABASE_PATHS = { sqlite: 'database/data.db', postgres: 'database/portal.pgdump' } as const;
export const storedFilePath = (store: string, key: string) => `files/${store}/${key}`;

const fileEntrySchema = z.object({
  store: z.enum(['uploads', 'private-files']),
  /** The file's path in its folder, or the object's key after the store's prefix. */
  key: z.string(),
  bytes: z.number().int().nonnegative(),
  modifiedAt: z.string(),
  sha256: z.string(),
  /** The object's Content-Type on S3 (null for files on disk, which keep none). */
  contentType: z.string().nullable(),
  /** Modified after the database snapshot began: kept, but no record of the snapshot may name it. */
  writtenAfterSnapshot: z.boolean(),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int(),
  /** Authenticated with the sealed secrets, so they cannot be moved to another archive. */
  archiveId: z.string(),
  createdAt: z.string(),
  product: z.object({ name: z.string(), version: z.string().nullable(), strapiVersion: z.string().nullable() }),
  database: z.object({
    client: z.enum(['sqlite', 'postgres']),
    path: z.string(),
    bytes: z.number().int().nonnegative(),
    sha256: z.string(),
    /** The consistent point: the database as of this moment (pg_dump) or of a moment after it (SQLite's online backup). */
    snapshotStartedAt: z.string(),
    snapshotFinishedAt: z.string(),
    /** PostgreSQL's version and the CMS's schema (null for SQLite). */
    serverVersion: z.string().nullable(),
    schema: z.string().nullable(),
  }),
  stores: z.array(
    z.object({
      name: z.enum(['uploads', 'private-files']),
      kind: z.enum(['disk', 's3']),
      /** Where it was read from: a folder, or s3://bucket/prefix. */
      source: z.string(),
      files: z.number().int().nonnegative(),
      bytes: z.number().int().nonnegative(),
    }),
  ),
  files: z.array(fileEntrySchema),
  /** The archive paths of the files written after the snapshot began (also flagged in `files`). */
  writtenAfterSnapshot: z.array(z.string()),
  secrets: z.object({
    path: z.literal(SECRETS_PATH),
    cipher: z.literal('aes-256-gcm'),
    kdf: z.literal('scrypt'),
    /** Whether cms/.env was there; the names (never the values) it and the environment gave. */
    envFile: z.boolean(),
    names: z.array(z.string()),
    fromEnvironment: z.array(z.string()),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The manifest of an archive, after checking that this version of the portal can restore it. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new OperatorError("The archive's manifest.json is not JSON: the archive is damaged or is not a portal backup.");
  }
  const head = z.object({ format: z.string(), formatVersion: z.number() }).safeParse(json);
  if (!head.success || head.data.format !== ARCHIVE_FORMAT) {
    throw new OperatorError('This archive is not a backup made by `npm run backup` (its manifest.json does not say so).');
  }
  if (head.data.formatVersion > FORMAT_VERSION) {
    throw new OperatorError(
      `This archive is in backup format ${head.data.formatVersion}; this version of the portal restores format ${FORMAT_VERSION} and older. Restore it with the portal version that made it (or a later one).`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new OperatorError(
      `The archive's manifest.json is incomplete (${parsed.error.issues[0]?.path.join('.')}): the archive is damaged.`,
    );
  return parsed.data;
}
