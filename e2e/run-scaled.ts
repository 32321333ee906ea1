import { spawn } from 'node:child_process';
import { X509Certificate, createHash } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createCmsSetupToken } from '@portal/stack/cms-setup-token';
import { startScaledStack, type ScaledStack } from '@portal/stack/scaled';

/**
 * The scaled configuration's leg of the browser suite: `npm run start:scaled`'s layout (nginx
 * with TLS before two BFF processes, two CMS processes behind nginx's balancer, PostgreSQL and
 * Redis) on its own ports and a fresh database. A few journeys of tests/ run through nginx in
 * Chromium as they run on the embedded stack, then the journeys of scaled/, which kill and
 * restart the stack's processes through this runner's control address.
 */
const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-scaled-'));
const only = process.argv.slice(2);

/** Journeys of the embedded suite that a school's scaled portal must pass as they are: sign-in, a write seen by both BFFs, offline reading over TLS. */
const THROUGH_NGINX = ['carer-signs-in-and-reads-notices', 'admin-publishes-posts-and-broadcasts', 'carer-reads-offline'];
const files = [
  ...THROUGH_NGINX.map((name) => path.join('tests', `${name}.spec.ts`)),
  ...readdirSync(path.join(e2eDir, 'scaled'))
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => path.join('scaled', file)),
].filter((file) => only.length === 0 || only.some((wanted) => file.includes(wanted)));

process.env.TZ = 'UTC';
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const databaseName = `portal_e2e_scaled_${process.pid}`;
const postgres = { host: '127.0.0.1', port: 5432, user: 'postgres' };

async function onPostgres(sql: string): Promise<void> {
  const client = new pg.Client({ ...postgres, database: 'postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The SHA-256 of the certificate's public key, which Chromium is told to trust (as a school's browsers trust its real certificate). */
function spkiHash(certificatePem: string): string {
  const key = new X509Certificate(certificatePem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(key).digest('base64');
}

/**
 * What the fault journeys may do to the stack, as an operator (or the machine) would: the
 * process ids, and a signal to one of them (`POST /signal?process=bff-a&signal=SIGKILL`);
 * the stack's supervisor starts a stopped process again, as systemd would.
 */
function startControl(stack: ScaledStack): Promise<{ url: string; close: () => Promise<void> }> {
  const processes = () => ({
    ...Object.fromEntries(stack.bffs.map((bff, index) => [`bff-${'ab'[index]}`, bff.pid() ?? null])),
    ...Object.fromEntries(stack.cmses.map((cms, index) => [`cms-${'ab'[index]}`, cms.pid() ?? null])),
  });
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/processes') return answer(200, processes());
    if (request.method === 'POST' && url.pathname === '/signal') {
      const pid = (processes() as Record<string, number | null>)[url.searchParams.get('process') ?? ''];
      const signal = url.searchParams.get('signal');
      if (!pid || (signal !== 'SIGKILL' && signal !== 'SIGTERM'))
        return answer(400, { error: 'process (running) and signal (SIGKILL, SIGTERM) are required' });
      process.kill(pid, signal);
      return answer(200, { pid, signal });
    }
    return answer(404, { error: 'not found' });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

await onPostgres(`CREATE DATABASE ${databaseName}`);
const started = Date.now();
let stack: ScaledStack;
try {
  stack = await startScaledStack({
    httpsPort: 8543 + offset,
    httpPort: 8180 + offset,
    bffPorts: [3401 + offset, 3402 + offset],
    cmsPorts: [1641 + offset, 1642 + offset],
    cmsBalancerPort: 1640 + offset,
    bffMetricsPort: 9564 + offset,
    cmsMetricsPort: 9565 + offset,
    idpPort: 4400 + offset,
    sesPort: 8305 + offset,
    databaseUrl: `postgres://${postgres.user}@${postgres.host}:${postgres.port}/${databaseName}`,
    workDir,
    logDir: path.join(workDir, 'logs'),
    // A job of a killed CMS is taken up by the other one once its lease runs out: seconds here.
    // Bulk sends at a rate that makes a digest to hundreds take seconds (the emulator has no quota).
    cmsEnv: { JOBS_LEASE_SECONDS: '3', EMAIL_SENDS_PER_SECOND: '400', PRIVATE_FILES_DIR: path.join(workDir, 'private-files') },
    log: (line) => console.log(`[scaled] ${line}`),
  });
} catch (error) {
  await onPostgres(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  throw error;
}
const control = await startControl(stack);
const cmsSetupToken = await createCmsSetupToken(stack.cmsUrl, 'e2e-scaled');
console.log(
  `[scaled] ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${stack.url} (logs in ${path.join(workDir, 'logs')})`,
);

const code = await new Promise<number>((resolve) => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
    cwd: e2eDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_APP_URL: stack.url,
      E2E_CMS_URL: stack.cmsUrl,
      E2E_IDP_URL: stack.idpUrl ?? '',
      E2E_CMS_SETUP_TOKEN: cmsSetupToken,
      E2E_SES_URL: stack.sesUrl ?? '',
      E2E_TRUSTED_SPKI: spkiHash(stack.certificate),
      E2E_SCALED_CA_FILE: path.join(workDir, 'portal-dev.crt'),
      E2E_SCALED_CONTROL_URL: control.url,
      E2E_SCALED_BFF_URLS: stack.bffUrls.join(','),
      E2E_SCALED_DATABASE_URL: stack.databaseUrl,
    },
  });
  child.once('exit', (exitCode) => resolve(exitCode ?? 1));
});
await control.close();
await stack.stop();
await onPostgres(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
process.exit(code);
