/**
 * npm run import -- [--dry-run] <folder>
 *     imports a school-system folder: OneRoster 1.2 CSV and the portal's own record files
 *     (src/importer/README.md). Every row is validated first; with one bad row nothing is
 *     written and every bad row is listed (exit code 1). Running it again is safe: it
 *     finishes an import that stopped half way, and changes nothing when all is imported.
 *     With --dry-run it checks everything, against the database too, and writes nothing.
 *
 * Loads the compiled app (run `npm run build --workspace cms` after changing content types)
 * without starting the HTTP server, next to a running CMS on the same database: the writes go
 * in batches of 100 rows, each its own short transaction.
 *
 * Run with a young generation of 2 MB (`--max-semi-space-size=2`, cms/package.json): an import
 * makes many short-lived objects per batch, and with Node's default (16 MB and more) they
 * raise the process's peak memory (the bench's 2,000 students: 480 to 560 MB instead of 570
 * to 640 MB, of which Strapi's load alone is about 460 MB), at no measurable cost in speed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createStrapi, type Core } from '@strapi/strapi';
import { describeCarerRestrictions, describeErrors, describeSummary, importSchoolFolder } from '../src/importer';

const appDir = path.resolve(__dirname, '..');
const distDir = path.join(appDir, 'dist');

/** One event per document changed or deleted through Strapi's Document Service (new ones are inserted in bulk). */
const WRITE_EVENTS = ['entry.create', 'entry.update', 'entry.delete'];
const EVENT_DRAIN_TIMEOUT_MS = 60_000;

/**
 * The Document Service announces each write after its transaction commits and loads the
 * document in the background for it: shutting Strapi down before they are all out would
 * close the database under those queries (as the seed script also waits).
 */
const waitForWriteEvents = async (strapi: Core.Strapi, expected: number, seen: () => number) => {
  const deadline = Date.now() + EVENT_DRAIN_TIMEOUT_MS;
  while (seen() < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (seen() < expected) strapi.log.warn(`Import: only ${seen()} of ${expected} write events were emitted in time.`);
};

const main = async (): Promise<void> => {
  const dryRun = process.argv.includes('--dry-run');
  const folderArgument = process.argv.slice(2).find((argument) => argument !== '--dry-run');
  if (!folderArgument) throw new Error('Usage: npm run import -- [--dry-run] <folder>');
  // npm runs workspace scripts in cms/; the folder is named from where the command was typed.
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), folderArgument);
  if (!fs.existsSync(path.join(distDir, 'src', 'index.js'))) {
    throw new Error('cms/dist is missing: run `npm run build --workspace cms` first.');
  }
  // The bootstrap must not seed the demo school into the database being imported into.
  process.env.PORTAL_SEED = 'off';
  const strapi = await createStrapi({ appDir, distDir }).load();
  try {
    const started = Date.now();
    let events = 0;
    const unsubscribe = strapi.eventHub.subscribe(async (eventName: string) => {
      if (WRITE_EVENTS.includes(eventName)) events += 1;
    });
    const result = await importSchoolFolder(strapi, folder, {
      onProgress: (line) => strapi.log.info(line),
      campusOrgs: process.env.ONEROSTER_CAMPUS_ORGS,
      dryRun,
    });
    if (result.ok) await waitForWriteEvents(strapi, result.announcedWrites, () => events);
    unsubscribe();
    if (!result.ok) {
      console.error(`Nothing was imported: ${result.errors.length} problem${result.errors.length === 1 ? '' : 's'} found.`);
      for (const line of describeErrors(result.errors)) console.error(line);
      process.exitCode = 1;
      return;
    }
    if (result.dryRun) {
      strapi.log.info(`Checked ${result.rows} rows: the folder can be imported. Nothing was written (--dry-run).`);
      for (const line of describeSummary(result.files, { dryRun: true })) strapi.log.info(line);
      return;
    }
    const { created, updated, unchanged, deactivated, removed } = result.counts;
    strapi.log.info(
      `Imported ${result.rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s: ${created} created, ${updated} updated, ${unchanged} unchanged, ${deactivated} deactivated, ${removed} removed.`,
    );
    for (const line of describeSummary(result.files)) strapi.log.info(line);
    if (result.carerRestrictions) strapi.log.info(describeCarerRestrictions(result.carerRestrictions));
    // maxRSS is in kilobytes: the peak of this whole process, Strapi's load included.
    strapi.log.info(`Peak memory of the import: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB (RSS).`);
  } finally {
    await strapi.destroy();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
