import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseEnv } from 'node:util';
import * as tar from 'tar';
import { copyDiskStore } from './disk-files.ts';
import { sha256Of } from './hashed-copy.ts';
import {
  DEFAULT_CMS_DIR,
  REPO_ROOT,
  describeDatabase,
  describeStore,
  installationOf,
  type FileStore,
  type Installation,
} from './installation.ts';
import {
  ARCHIVE_FORMAT,
  DATABASE_PATHS,
  FORMAT_VERSION,
  MANIFEST_PATH,
  SECRETS_PATH,
  storedFilePath,
  type FileEntry,
  type Manifest,
} from './manifest.ts';
import { OperatorError, noSpaceError } from './operator-error.ts';
import { dumpPostgres, inspectPostgresSource } from './postgres-database.ts';
import { folderBytes, formatBytes, plural, requireFreeSpace, seconds } from './progress.ts';
import { copyS3Store, s3StoreSize } from './s3-files.ts';
import { collectSecrets, sealSecrets } from './secrets-box.ts';
import { snapshotSqlite } from './sqlite-database.ts';

export type BackupOptions = {
  /** The folder the archive is written to (made when missing). */
  outDir: string;
  passphrase: string;
  /** The CMS folder whose cms/.env and public/uploads are read (this checkout's by default). */
  cmsDir?: string;
  /** The environment the CMS runs with (process.env by default). */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
};

export type BackupResult = { archive: string; bytes: number; manifest: Manifest };

/** The archive's name from its time, in UTC and without colons (which some file systems refuse). */
export const archiveName = (at: Date) =>
  `portal-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.tar.gz`;

/** The version this checkout calls itself (root package.json) and the Strapi it runs, for the manifest. */
function productOf(): Manifest['product'] {
  const read = (file: string) =>
    existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string; dependencies?: Record<string, string> })
      : {};
  const root = read(path.join(REPO_ROOT, 'package.json'));
  return {
    name: root.name ?? 'school-portal',
    version: root.version ?? null,
    strapiVersion: read(path.join(DEFAULT_CMS_DIR, 'package.json')).dependencies?.['@strapi/strapi'] ?? null,
  };
}

async function storeBytes(store: FileStore): Promise<number> {
  return store.kind === 'disk' ? folderBytes(store.dir) : (await s3StoreSize(store.s3)).bytes;
}

async function snapshotDatabase(
  installation: Installation,
  staging: string,
  serverVersion: string | null,
): Promise<Manifest['database']> {
  const { database } = installation;
  const file = DATABASE_PATHS[database.client];
  const destination = path.join(staging, file);
  await mkdir(path.dirname(destination), { recursive: true, mode: 0o700 });
  const snapshotStartedAt = new Date();
  if (database.client === 'sqlite') await snapshotSqlite(database.filename, destination);
  else await dumpPostgres(database, destination);
  const snapshotFinishedAt = new Date();
  await chmod(destination, 0o600);
  return {
    client: database.client,
    path: file,
    bytes: (await stat(destination)).size,
    // The restore checks it before writing anything.
    sha256: await sha256Of(destination),
    snapshotStartedAt: snapshotStartedAt.toISOString(),
    snapshotFinishedAt: snapshotFinishedAt.toISOString(),
    serverVersion,
    schema: database.client === 'postgres' ? database.schema : null,
  };
}

function copyStore(store: FileStore, staging: string, snapshotStartedAt: Date): Promise<FileEntry[]> {
  const destination = path.join(staging, storedFilePath(store.name, ''));
  return store.kind === 'disk'
    ? copyDiskStore(store.name, store.dir, destination, snapshotStartedAt)
    : copyS3Store(store.name, store.s3, destination, snapshotStartedAt);
}

/**
 * One archive of the installation at one consistent point: the database snapshot first, then the
 * stored files (any written after the snapshot began are kept and listed as such), then the
 * secrets sealed with the passphrase, and the manifest. Everything is gathered in a working
 * folder beside the archive, packed, and renamed into place only when whole.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const env = options.env ?? process.env;
  const installation = installationOf({ cmsDir: options.cmsDir, env });
  const createdAt = new Date();
  const outDir = path.resolve(options.outDir);
  try {
    await mkdir(outDir, { recursive: true });
  } catch (error) {
    throw new OperatorError(
      `Cannot write archives into ${outDir} (${(error as NodeJS.ErrnoException).code}): give --out a folder this user may write to.`,
      2,
    );
  }
  const archive = path.join(outDir, archiveName(createdAt));
  if (existsSync(archive))
    throw new OperatorError(`${archive} already exists: wait a second and run it again, or choose another --out folder.`);
  const partial = `${archive}.partial`;
  const staging = await mkdtemp(path.join(outDir, '.portal-backup-'));
  log(`Backing up the installation in ${installation.cmsDir} to ${outDir}`);

  try {
    // The working copy and the archive side by side: room for twice what there is, compression aside.
    let databaseBytes = 0;
    let serverVersion: string | null = null;
    if (installation.database.client === 'sqlite') {
      databaseBytes = await stat(installation.database.filename).then(
        (info) => info.size,
        () => 0,
      );
    } else {
      ({ bytes: databaseBytes, serverVersion } = await inspectPostgresSource(installation.database));
    }
    let filesBytes = 0;
    for (const store of installation.stores) filesBytes += await storeBytes(store);
    await requireFreeSpace(outDir, 2 * (databaseBytes + filesBytes), 'the backup (a working copy and the archive)');

    let started = performance.now();
    const database = await snapshotDatabase(installation, staging, serverVersion);
    log(
      `1/5 Database: ${describeDatabase(installation.database)}, snapshot of ${formatBytes(database.bytes)} in ${seconds(started)}`,
    );

    const snapshotStartedAt = new Date(database.snapshotStartedAt);
    const files: FileEntry[] = [];
    const stores: Manifest['stores'] = [];
    for (const store of installation.stores) {
      started = performance.now();
      const copied = await copyStore(store, staging, snapshotStartedAt);
      const bytes = copied.reduce((total, entry) => total + entry.bytes, 0);
      const late = copied.filter((entry) => entry.writtenAfterSnapshot).length;
      files.push(...copied);
      stores.push({
        name: store.name,
        kind: store.kind,
        source: store.kind === 'disk' ? store.dir : `s3://${store.s3.bucket}/${store.s3.prefix}`,
        files: copied.length,
        bytes,
      });
      log(
        `2/5 Files: ${describeStore(store)}, ${plural(copied.length, 'file')} of ${formatBytes(bytes)}${late ? `, ${late} written after the snapshot` : ''} in ${seconds(started)}`,
      );
    }

    const archiveId = randomUUID();
    const secrets = collectSecrets(installation.envFile, env);
    const sealed = sealSecrets(secrets, options.passphrase, archiveId);
    await writeFile(path.join(staging, SECRETS_PATH), JSON.stringify(sealed), { mode: 0o600 });
    const names = Object.keys(secrets.envFile ? parseEnv(secrets.envFile) : {});
    const fromEnvironment = Object.keys(secrets.environment);
    log(
      `3/5 Secrets: ${secrets.envFile ? `${installation.envFile} (${plural(names.length, 'value')})` : `no ${installation.envFile}`}${fromEnvironment.length ? ` and ${plural(fromEnvironment.length, 'value')} from the environment` : ''}, encrypted with the passphrase (AES-256-GCM, key by scrypt)`,
    );

    const writtenAfterSnapshot = files
      .filter((entry) => entry.writtenAfterSnapshot)
      .map((entry) => storedFilePath(entry.store, entry.key));
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: FORMAT_VERSION,
      archiveId,
      createdAt: createdAt.toISOString(),
      product: productOf(),
      database,
      stores,
      files,
      writtenAfterSnapshot,
      secrets: {
        path: SECRETS_PATH,
        cipher: 'aes-256-gcm',
        kdf: 'scrypt',
        envFile: secrets.envFile !== null,
        names: [...new Set([...names, ...fromEnvironment])].sort(),
        fromEnvironment,
      },
    };
    await writeFile(path.join(staging, MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    log(
      `4/5 Manifest: ${plural(files.length, 'file')} listed${writtenAfterSnapshot.length ? `; ${writtenAfterSnapshot.length} of them written after the database snapshot, kept and listed as such (a restore puts them back too)` : ''}`,
    );

    started = performance.now();
    const members = [
      MANIFEST_PATH,
      SECRETS_PATH,
      path.dirname(database.path),
      ...(existsSync(path.join(staging, 'files')) ? ['files'] : []),
    ];
    // portable: no user or group names of this machine in the archive; times and modes stay. The
    // file is its owner's alone from the start: it holds the database, personal data in clear.
    await pipeline(
      tar.c({ gzip: true, cwd: staging, portable: true }, members),
      createWriteStream(partial, { mode: 0o600, flags: 'wx' }),
    );
    await rename(partial, archive);
    const { size } = await stat(archive);
    log(`5/5 Archive: packed and compressed in ${seconds(started)}`);
    log(`Backup written: ${archive} (${formatBytes(size)})`);
    return { archive, bytes: size, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw noSpaceError(error, outDir) ?? error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
