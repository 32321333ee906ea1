/**
 * npm run types:generate --workspace @portal/cms
 *     writes the TypeScript definitions of every content type (the app's, its plugins', Strapi's
 *     own) to cms/types/generated/ with Strapi's generator, as `strapi ts:generate-types` does.
 *     They are committed: run it after changing a schema.json (a plugin's: build the plugins
 *     first) and commit the result; scripts/generate-types.test.ts fails until then. Like the
 *     other scripts that load the app, it needs the contract's build (packages/contract/dist).
 *
 * The same schemas give the same files on every machine and run: nothing in them is a path or
 * a time, and the two things they do depend on are fixed here for the generator's process.
 * - The order of each type's attributes: Strapi sorts them with String#localeCompare, which
 *   follows the default locale, and that comes from the environment (LC_ALL, LANG) when the
 *   process starts. Under lt_LT the Post's `type` comes before `title`, under cs_CZ a
 *   folder's `children` after `files` (ch is a letter of its own), under POSIX capitals come
 *   first; so it runs in a child process with LC_ALL=en_US.UTF-8 (and checks it got en-US).
 * - The environment: registering the app checks the plugins' settings, and email-sends refuses
 *   to load without a key for unsubscribe links (in cms/.env, which a fresh clone lacks). The
 *   child gets a placeholder, which nothing uses, and NODE_ENV=development.
 * The format follows the repository's .prettierrc.json, found from cms/ (the child's directory).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const appDir = path.resolve(__dirname, '..');

const GENERATION_ENV = {
  LC_ALL: 'en_US.UTF-8',
  NODE_ENV: 'development',
  STRAPI_TELEMETRY_DISABLED: 'true',
  // 16 characters or more, as email-sends checks; only links are signed with it, and none here.
  UNSUBSCRIBE_SECRET: 'type-generation-placeholder',
};

/** Writes types/generated/ under `outRoot` (cms/ itself, or a temporary folder to compare with). */
export const generateTypes = (outRoot: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'run-strapi-type-generator.ts'), outRoot], {
      cwd: appDir,
      env: { ...process.env, ...GENERATION_ENV },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Strapi's log lines matter only when it fails.
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`Generating the CMS types failed (exit code ${code}):\n${output}`));
    });
  });

// Run as a command (npm run types:generate), not when the test imports it.
if (process.argv[1] === __filename) {
  const started = Date.now();
  generateTypes(appDir).then(
    () => console.log(`Wrote cms/types/generated/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
