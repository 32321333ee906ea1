/**
 * npm run seed            seeds the demo school into an empty database
 * npm run seed -- --reset deletes the portal's content first, then seeds again
 * npm run seed -- --reset --scale 10
 *                         the 10× school of the benchmark: about 5,000 posts, 2,000 calendar
 *                         events and 3,000 people (PORTAL_SEED_SCALE does the same; see
 *                         src/seed/larger-school.ts)
 *
 * npm run seed -- --visits 1000000
 *                         adds that many page visits of the last year, generated with bulk
 *                         SQL (PORTAL_SEED_VISITS does the same; the web log benchmark's data,
 *                         see src/seed/bulk-visits.ts); seeds the demo school first if empty
 *
 * Loads the compiled app (run `npm run build` after changing content types), without
 * starting the HTTP server. The database is the one the CMS uses: like `strapi start`,
 * Strapi reads .env from the working directory, which npm sets to cms/.
 */
import fs from 'node:fs';
import path from 'node:path';
// A static import: tsx compiles it to require(), which loads Strapi's CommonJS build
// (its ES module build cannot be imported by Node 20 directly).
import { createStrapi } from '@strapi/strapi';
import { describeSeed, isSeeded, seedDemoSchool, wipePortalContent } from '../src/seed';
import { parseSeedScale } from '../src/seed/larger-school';
import { parseSeedVisits, seedBulkVisits } from '../src/seed/bulk-visits';
import { purgeOldWebLogIps } from '../src/web-log-ip-retention';

const appDir = path.resolve(__dirname, '..');
const distDir = path.join(appDir, 'dist');

/** `--name 10` or `--name=10`, else the environment variable. */
const numberArgument = (argv: string[], name: string, variable: string): string | undefined => {
  const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index === -1) {
    return process.env[variable];
  }
  const arg = argv[index]!;
  return arg.includes('=') ? arg.slice(`--${name}=`.length) : (argv[index + 1] ?? '');
};

const main = async (): Promise<void> => {
  const reset = process.argv.includes('--reset');
  const scale = parseSeedScale(numberArgument(process.argv.slice(2), 'scale', 'PORTAL_SEED_SCALE'));
  const visits = parseSeedVisits(numberArgument(process.argv.slice(2), 'visits', 'PORTAL_SEED_VISITS'));
  if (!fs.existsSync(path.join(distDir, 'src', 'index.js'))) {
    throw new Error('cms/dist is missing: run `npm run build --workspace cms` first.');
  }
  // This script seeds explicitly; with PORTAL_SEED=demo the bootstrap would seed first. Set
  // rather than deleted: Strapi's .env loading does not override a variable already set.
  process.env.PORTAL_SEED = 'off';

  const strapi = await createStrapi({ appDir, distDir }).load();
  try {
    if (reset) {
      await wipePortalContent(strapi);
      strapi.log.info('Deleted the portal content.');
    }
    if (reset || !(await isSeeded(strapi))) {
      const started = Date.now();
      const summary = await seedDemoSchool(strapi, new Date(), { scale });
      strapi.log.info(`Seeded ${describeSeed(summary)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } else if (visits === 0) {
      strapi.log.info('The database already holds the demo school; use --reset to seed it again.');
      return;
    }
    // As the bootstrap does after its seed: the oldest seeded visits are past IP retention.
    await purgeOldWebLogIps(strapi);
    if (visits > 0) {
      const started = Date.now();
      await seedBulkVisits(strapi, visits, new Date(), (line) => strapi.log.info(line));
      strapi.log.info(`Added ${visits.toLocaleString('en-AU')} page visits in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
  } finally {
    await strapi.destroy();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
