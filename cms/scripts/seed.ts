/**
 * npm run seed            seeds the demo school into an empty database
 * npm run seed -- --reset deletes the portal's content first, then seeds again
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
import { isSeeded, seedDemoSchool, wipePortalContent } from '../src/seed';

const appDir = path.resolve(__dirname, '..');
const distDir = path.join(appDir, 'dist');

const main = async (): Promise<void> => {
  const reset = process.argv.includes('--reset');
  if (!fs.existsSync(path.join(distDir, 'src', 'index.js'))) {
    throw new Error('cms/dist is missing: run `npm run build --workspace cms` first.');
  }
  // This script seeds explicitly; the bootstrap's seed-if-empty would otherwise run first.
  process.env.PORTAL_SEED = 'off';

  const strapi = await createStrapi({ appDir, distDir }).load();
  try {
    if (reset) {
      await wipePortalContent(strapi);
      strapi.log.info('Deleted the portal content.');
    } else if (await isSeeded(strapi)) {
      strapi.log.info('The database already holds the demo school; use --reset to seed it again.');
      return;
    }
    const started = Date.now();
    await seedDemoSchool(strapi);
    strapi.log.info(`Seeded the demo school in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await strapi.destroy();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
