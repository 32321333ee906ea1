import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from 'node:util';
import * as tar from 'tar';
import { filesUnder, restoreDiskStore } from './disk-files.ts';
import { sha256Of } from './hashed-copy.ts';
import {
  DEFAULT_CMS_DIR,
  describeDatabase,
  describeStore,
  installationOf,
  type FileStore,
  type Installation,
} from './installation.ts';
import { MANIFEST_PATH, SECRETS_PATH, parseManifest, storedFilePath, type Manifest } from './manifest.ts';
import { OperatorError, noSpaceError } from './operator-error.ts';
import { inspectPostgresTarget, restorePostgres } from './postgres-database.ts';
import { formatBytes, plural, seconds } from './progress.ts';
import { removeS3Objects, restoreS3Store, s3StoreSize } from './s3-files.ts';
import { openSecrets, restoredEnvFile, type Secrets } from './secrets-box.ts';
import { SQLITE_COMPANIONS, restoreSqlite, sqliteTableCount } from './sqlite-database.ts';

export type RestoreOptions = {
  archive: string;
  /** Replace what the installation already holds (moved aside first where it can be). */
  force?: boolean;
  /** Asked only once the archive has been read and found to be a backup this version restores. */
  passphrase: () => Promise<string>;
  /** The CMS folder to restore into: its .env, public/uploads and default paths (this checkout's by default). */
  cmsDir?: string;
  /** The environment the CMS will run with (process.env by default): it chooses the database and folders. */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
};

/** What the installation holds now, each with what --force does to it. */
type Occupied = { what: string; replacedBy: string };

/** One step to take back if a later one fails, newest first. */
type Undo = () => Promise<void>;

async function readArchive(archive: string, staging: string): Promise<Manifest> {
  try {
    await tar.x({ file: archive, cwd: staging, strict: true });
  } catch (error) {
    throw (
      noSpaceError(error, staging) ??
      new OperatorError(`${archive} cannot be read as a backup (not a .tar.gz, or cut short): ${(error as Error).message}`)
    );
  }
  const manifest = await readFile(path.join(staging, MANIFEST_PATH), 'utf8').catch(() => {
    throw new OperatorError(`${archive} has no manifest.json: it is not a backup made by \`npm run backup\`.`);
  });
  return parseManifest(manifest);
}

/** Every member checked against the manifest's SHA-256 before anything is written. */
async function verifyMembers(staging: string, manifest: Manifest): Promise<void> {
  const members = [
    { file: manifest.database.path, sha256: manifest.database.sha256 },
    ...manifest.files.map((entry) => ({ file: storedFilePath(entry.store, entry.key), sha256: entry.sha256 })),
  ];
  for (const { file, sha256 } of members) {
    const actual = await sha256Of(path.join(staging, file)).catch(() => null);
    if (actual !== sha256)
      throw new OperatorError(
        `The archive is damaged: ${file} ${actual ? 'does not match its checksum' : 'is missing'}. Nothing was written.`,
      );
  }
}

async function occupiedStore(store: FileStore): Promise<Occupied | null> {
  if (store.kind === 'disk') {
    const count = (await filesUnder(store.dir, { unfinished: true })).length;
    return count
      ? {
          what: `the ${describeStore(store)} holds ${plural(count, 'file')}`,
          replacedBy: "moved aside, then the archive's files put in",
        }
      : null;
  }
  const { objects } = await s3StoreSize(store.s3);
  return objects
    ? {
        what: `the ${describeStore(store)} holds ${plural(objects, 'object')}`,
        replacedBy: 'objects of the same key overwritten (others stay)',
      }
    : null;
}

async function occupiedDatabase(installation: Installation): Promise<Occupied | null> {
  const { database } = installation;
  if (database.client === 'sqlite') {
    const tables = await sqliteTableCount(database.filename);
    return tables
      ? {
          what: `the ${describeDatabase(database)} has ${plural(tables, 'table')}`,
          replacedBy: 'moved aside, then the restored file put in its place',
        }
      : null;
  }
  const { tables, otherSessions } = await inspectPostgresTarget(database);
  if (otherSessions > 0) {
    throw new OperatorError(
      `${plural(otherSessions, 'connection')} to the ${describeDatabase(database)} ${otherSessions === 1 ? 'is' : 'are'} open: stop every CMS (and anything else) using it, then run the restore again.`,
    );
  }
  return tables
    ? {
        what: `the ${describeDatabase(database)} has ${plural(tables, 'table')} in schema ${database.schema}`,
        replacedBy: 'its tables of the same names dropped and restored, in one transaction',
      }
    : null;
}

/**
 * Moves `source` into the folder of earlier content, or beside itself when that is on another
 * disk (a rename cannot cross disks, and a copy of a large folder is what this avoids).
 */
async function moveAside(source: string, asideDir: string, name: string, stamp: string): Promise<string> {
  await mkdir(asideDir, { recursive: true, mode: 0o700 });
  const target = path.join(asideDir, name);
  try {
    await rename(source, target);
    return target;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const beside = `${source}.before-restore-${stamp}`;
    await rename(source, beside);
    return beside;
  }
}

async function writeEnvFile(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const incoming = `${file}.restoring`;
  await writeFile(incoming, text, { mode: 0o600 });
  await rename(incoming, file);
}

/**
 * Restores an archive into an empty installation (or, with `force`, over one). Nothing is
 * written until the archive has been read whole, its checksums match, the passphrase has opened
 * its secrets and the target has been checked. Then the files go in, then cms/.env, and the
 * database last, in one step that either completes or leaves nothing (a rename of a whole SQLite
 * file; pg_restore in a single transaction); when a step fails, the ones before it are undone
 * and earlier content moved back.
 */
export async function restoreBackup(options: RestoreOptions): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const archive = path.resolve(options.archive);
  if (!existsSync(archive)) throw new OperatorError(`There is no archive at ${archive}.`);
  const cmsDir = path.resolve(options.cmsDir ?? DEFAULT_CMS_DIR);
  // Restoring happens inside the CMS folder's git-ignored .tmp: on the same disk as its folders, so files are renamed into place.
  const workDir = path.join(cmsDir, '.tmp');
  const madeWorkDir = !existsSync(workDir);
  await mkdir(workDir, { recursive: true });
  const staging = await mkdtemp(path.join(workDir, 'restore-'));
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const asideDir = path.join(workDir, `before-restore-${stamp}`);
  let started = performance.now();

  try {
    const manifest = await readArchive(archive, staging);
    const { database, files } = manifest;
    log(
      `1/6 Archive: taken ${manifest.createdAt} by ${manifest.product.name} ${manifest.product.version ?? ''}(Strapi ${manifest.product.strapiVersion ?? 'unknown'}), a ${database.client === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database of ${formatBytes(database.bytes)} and ${plural(files.length, 'file')}, read in ${seconds(started)}`,
    );

    const secrets: Secrets = openSecrets(
      JSON.parse(await readFile(path.join(staging, SECRETS_PATH), 'utf8')),
      await options.passphrase(),
      manifest.archiveId,
    );
    log(`2/6 Secrets: opened with the passphrase (${plural(manifest.secrets.names.length, 'value')})`);
    started = performance.now();
    await verifyMembers(staging, manifest);
    log(`3/6 Checked: every member matches its checksum (${seconds(started)})`);

    // The database and folders the CMS will use once restored: the environment, then the restored cms/.env.
    const envText = restoredEnvFile(secrets);
    const installation = installationOf({ cmsDir, env: options.env ?? process.env, envFileValues: parseEnv(envText) });
    const target = installation.database;
    if (target.client !== database.client) {
      throw new OperatorError(
        `The archive holds a ${database.client} database, and this installation is set up for ${target.client} (DATABASE_CLIENT): set DATABASE_CLIENT=${database.client} (with its settings) to restore it. Nothing was written.`,
      );
    }
    if (target.client === 'postgres' && database.schema !== target.schema) {
      throw new OperatorError(
        `The archive's tables are in schema ${database.schema}, and this installation uses ${target.schema} (DATABASE_SCHEMA): use the same schema. Nothing was written.`,
      );
    }

    const occupied: Occupied[] = [];
    const databaseOccupied = await occupiedDatabase(installation);
    if (databaseOccupied) occupied.push(databaseOccupied);
    const storesOccupied = new Map<FileStore, Occupied>();
    for (const store of installation.stores) {
      const found = await occupiedStore(store);
      if (found) {
        storesOccupied.set(store, found);
        occupied.push(found);
      }
    }
    const envFileExists = existsSync(installation.envFile);
    if (envFileExists)
      occupied.push({ what: `${installation.envFile} exists`, replacedBy: "moved aside, then the archive's written" });
    if (occupied.length > 0 && !options.force) {
      throw new OperatorError(
        `This installation is not empty, and a restore goes into an empty one:\n${occupied.map((item) => `  - ${item.what}`).join('\n')}\nNothing was written. Restore into a fresh installation, or run it again with --force to replace all of that.`,
      );
    }
    for (const item of occupied) log(`--force: ${item.what}: ${item.replacedBy}`);
    if (occupied.some((item) => item.replacedBy.startsWith('moved aside')))
      log(`--force: what is moved aside goes to ${asideDir} (or beside it when on another disk)`);

    const undo: Undo[] = [];
    let movedAside = false;
    try {
      for (const store of installation.stores) {
        started = performance.now();
        const restored = path.join(staging, storedFilePath(store.name, ''));
        const entries = files.filter((entry) => entry.store === store.name);
        if (store.kind === 'disk') {
          if (storesOccupied.has(store)) {
            const aside = await moveAside(store.dir, asideDir, store.name, stamp);
            movedAside = true;
            undo.push(() => rename(aside, store.dir));
          }
          await restoreDiskStore(restored, store.dir);
          undo.push(() => rm(store.dir, { recursive: true, force: true }));
          // As the private file store makes its folder: only the CMS's user may list it.
          if (store.name === 'private-files') await chmod(store.dir, 0o700);
        } else {
          const uploaded: string[] = [];
          undo.push(() => removeS3Objects(store.s3, uploaded));
          await restoreS3Store(store.s3, restored, entries, uploaded);
        }
        const bytes = entries.reduce((total, entry) => total + entry.bytes, 0);
        log(
          `4/6 Files: ${plural(entries.length, 'file')} of ${formatBytes(bytes)} into the ${describeStore(store)} in ${seconds(started)}`,
        );
      }
      const afterSnapshot = manifest.writtenAfterSnapshot.length;
      if (afterSnapshot > 0)
        log(
          `    ${plural(afterSnapshot, 'file')} had been written after the database snapshot: restored as well (no record of the snapshot names them; they do no harm)`,
        );

      if (envFileExists) {
        const aside = await moveAside(installation.envFile, asideDir, 'env', stamp);
        movedAside = true;
        undo.push(() => rename(aside, installation.envFile));
      }
      await writeEnvFile(installation.envFile, envText);
      undo.push(() => rm(installation.envFile, { force: true }));
      log(`5/6 Secrets: ${installation.envFile} written (readable by its owner only)`);

      started = performance.now();
      const snapshot = path.join(staging, database.path);
      if (target.client === 'sqlite') {
        // A file without tables (a fresh one) goes aside too, and with it any journal an old one left.
        for (const suffix of ['', ...SQLITE_COMPANIONS]) {
          const file = `${target.filename}${suffix}`;
          if (!existsSync(file)) continue;
          const aside = await moveAside(file, asideDir, `${path.basename(target.filename)}${suffix}`, stamp);
          movedAside = true;
          undo.push(() => rename(aside, file));
        }
        await restoreSqlite(snapshot, target.filename);
      } else {
        await restorePostgres(target, snapshot, { replace: databaseOccupied !== null });
      }
      log(
        `6/6 Database: restored into the ${describeDatabase(target)} (${formatBytes((await stat(snapshot)).size)}) in ${seconds(started)}`,
      );
    } catch (error) {
      for (const step of undo.reverse()) await step().catch(() => undefined);
      await rmdir(asideDir).catch(() => undefined);
      const reason = noSpaceError(error, cmsDir) ?? error;
      const said = reason instanceof Error ? reason.message : String(reason);
      throw new OperatorError(
        `The restore stopped: ${said}\nWhat it had written was taken out again${movedAside ? ' and the earlier content moved back' : ''}.`,
      );
    }

    const fromEnvironment = manifest.secrets.fromEnvironment;
    if (fromEnvironment.length > 0) {
      log(
        `These values came from the environment of the backed-up installation and are now in ${installation.envFile} too: ${fromEnvironment.join(', ')}. Where the portal takes its secrets from the environment (production), set them there as well.`,
      );
    }
    if (movedAside) log(`The earlier content is in ${asideDir}: delete it once the portal works.`);
    log('Restore complete: start the portal (npm start, or your service manager).');
  } finally {
    await rm(staging, { recursive: true, force: true });
    // Only when it is left empty: the default SQLite database lives there too.
    if (madeWorkDir) await rmdir(workDir).catch(() => undefined);
  }
}
