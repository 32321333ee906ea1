import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { ensureCmsSecrets } from '../secrets.ts';
import { requireProductionSecrets } from '../production-checks.ts';
import {
  buildWhatIsStale,
  CMS_DIR,
  devCmsAccountsOf,
  devIssuersEnv,
  REPO_ROOT,
  routeOutput,
  startCms,
  startDevIdentityProviders,
  startSesEmulator,
  type Stack,
} from '../stack.ts';
import { httpReady, supervise, type Supervised } from '../supervise.ts';
import { findNginx, NGINX_MISSING, startNginx, testNginxConfig, writeNginxConfig } from './nginx.ts';

const BFF_ENTRY = path.join(REPO_ROOT, 'bff', 'src', 'server.ts');

export type ScaledStackOptions = {
  /** nginx's HTTPS port (the portal's address) and its plain HTTP port, which only redirects. */
  httpsPort?: number;
  httpPort?: number;
  /** One port per BFF process, one per CMS process. */
  bffPorts?: number[];
  cmsPorts?: number[];
  /** nginx's balancer in front of the CMS processes, which the BFFs call. */
  cmsBalancerPort?: number;
  /** The first of each kind's metrics ports: process i listens on base + 10 × i. */
  bffMetricsPort?: number;
  cmsMetricsPort?: number;
  idpPort?: number;
  sesPort?: number;
  /** The CMS's PostgreSQL database (made when missing) and the shared Redis. */
  databaseUrl?: string;
  redisUrl?: string;
  /** nginx's generated configuration, certificate, temporary files and logs. */
  workDir?: string;
  /** Each process's output in a file of this folder (tests) instead of the console. */
  logDir?: string;
  cmsEnv?: Record<string, string>;
  buildIfNeeded?: boolean;
  log?: (line: string) => void;
};

export type ScaledStack = {
  /** Sydney's portal through nginx (HTTPS, the development certificate). */
  url: string;
  armidaleUrl: string;
  /** The development certificate (PEM) nginx serves, for clients that should trust it. */
  certificate: string;
  /** The CMS through nginx's balancer, as the BFFs reach it. */
  cmsUrl: string;
  bffUrls: string[];
  cmsUrls: string[];
  bffMetricsUrls: string[];
  cmsMetricsUrls: string[];
  bffs: Supervised[];
  cmses: Supervised[];
  nginx: Supervised;
  idpUrl: string | null;
  armidaleIdpUrl: string | null;
  sesUrl: string | null;
  cmsApiToken: string;
  cmsAccounts: Stack['cmsAccounts'];
  databaseUrl: string;
  stop(): Promise<void>;
};

/** A short word on why the scaled configuration cannot start, for the person who ran it: no stack trace. */
export class ScaledStackError extends Error {}

/** Makes the CMS's database when it is missing (development; production's is made by its operator). */
async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    throw new ScaledStackError(`The database name in ${databaseUrl} must be letters, digits and _.`);
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new ScaledStackError(
      `PostgreSQL does not answer at ${url.host} (${(error as Error).message}). The scaled configuration keeps the CMS's data there: start PostgreSQL, or set DATABASE_URL.`,
    );
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/** Redis answers PING: without it the BFFs would share neither rate limits nor the CMS's change events. */
async function checkRedis(redisUrl: string): Promise<void> {
  const url = new URL(redisUrl);
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379) }, () => socket.write('PING\r\n'));
    socket.setTimeout(3000, () => socket.destroy(new Error('no answer in 3 s')));
    socket.once('data', (data) => {
      socket.end();
      resolve(data.toString());
    });
    socket.once('error', reject);
  }).catch((error: unknown) => {
    throw new ScaledStackError(
      `Redis does not answer at ${url.host} (${(error as Error).message}). The BFFs share rate limits and the CMS's change events there: start Redis, or set REDIS_URL.`,
    );
  });
  // A Redis with a password answers -NOAUTH: the BFF and the CMS log in with the URL's password.
  if (!answer.startsWith('+PONG') && !answer.includes('NOAUTH'))
    throw new ScaledStackError(`Redis at ${url.host} answered "${answer.trim()}" to PING.`);
}

/** A readiness check over HTTPS that trusts the development certificate (and only it). */
function httpsReady(url: string, certificate: string, timeoutMs: number): (signal: AbortSignal) => Promise<void> {
  const ask = () =>
    new Promise<number>((resolve, reject) => {
      const request = https.get(url, { ca: certificate, timeout: 2000 }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.once('timeout', () => request.destroy(new Error('timeout')));
      request.once('error', reject);
    });
  return async (signal) => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      signal.throwIfAborted();
      if ((await ask().catch(() => 0)) === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${url} was not ready after ${timeoutMs / 1000} s`);
  };
}

/** One BFF process, as production runs it (`npm start --workspace bff`), configured by its environment. */
function startBff(name: string, env: Record<string, string>, logDir: string | undefined): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', BFF_ENTRY], {
    cwd: path.join(REPO_ROOT, 'bff'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  routeOutput(child, name, logDir && path.join(logDir, `${name}.log`));
  return child;
}

const LETTERS = 'abcdefghij';

/**
 * The scaled configuration on one machine (`npm run start:scaled`): nginx terminating TLS with a
 * development certificate and balancing two BFF processes, two CMS processes behind nginx's
 * CMS balancer, all on PostgreSQL and Redis, uploads and private files in the CMS folder both
 * CMS processes share. Both CMS processes run jobs: the job table's claims (SKIP LOCKED) keep
 * them from taking the same one. The first CMS starts alone and runs the migrations and the
 * schema sync; the second starts once it is ready, as an upgrade does.
 */
export async function startScaledStack(options: ScaledStackOptions = {}): Promise<ScaledStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const httpsPort = options.httpsPort ?? Number(process.env.SCALED_HTTPS_PORT ?? 8443);
  const httpPort = options.httpPort ?? Number(process.env.SCALED_HTTP_PORT ?? 8080);
  const bffPorts = options.bffPorts ?? [3001, 3002];
  const cmsPorts = options.cmsPorts ?? [1338, 1339];
  const cmsBalancerPort = options.cmsBalancerPort ?? 1337;
  const bffMetricsPort = options.bffMetricsPort ?? 9464;
  const cmsMetricsPort = options.cmsMetricsPort ?? 9465;
  const idpPort = options.idpPort ?? 4000;
  const sesPort = options.sesPort ?? 8005;
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_scaled';
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const workDir = options.workDir ?? path.join(REPO_ROOT, 'tools', 'stack', '.tmp', 'scaled');
  const production = process.env.NODE_ENV === 'production';
  mkdirSync(workDir, { recursive: true });
  if (options.logDir) mkdirSync(options.logDir, { recursive: true });

  const nginxBinary = findNginx();
  if (!nginxBinary) throw new ScaledStackError(NGINX_MISSING);
  await ensureDatabase(databaseUrl);
  await checkRedis(redisUrl);
  const secrets = production ? requireProductionSecrets(process.env) : ensureCmsSecrets(path.join(CMS_DIR, '.env'));
  if (options.buildIfNeeded) await buildWhatIsStale(log);

  const stoppers: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne();
  };
  const hosts = ['localhost', 'armidale.localhost'];
  const url = `https://localhost:${httpsPort}`;
  const armidaleUrl = `https://armidale.localhost:${httpsPort}`;
  const portalUrls = {
    PORTAL_URL_SYDNEY: process.env.PORTAL_URL_SYDNEY ?? url,
    PORTAL_URL_ARMIDALE: process.env.PORTAL_URL_ARMIDALE ?? armidaleUrl,
  };
  const cmsUrl = `http://127.0.0.1:${cmsBalancerPort}`;

  // A configuration nginx refuses is found before any process starts.
  const nginxConfig = writeNginxConfig({
    dir: workDir,
    httpsPort,
    httpPort,
    hosts,
    bffAddresses: bffPorts.map((port) => `127.0.0.1:${port}`),
    cmsAddresses: cmsPorts.map((port) => `127.0.0.1:${port}`),
    cmsBalancerPort,
  });
  testNginxConfig(nginxBinary, nginxConfig, workDir);

  try {
    const devIssuers = !process.env.SYDNEY_OIDC_ISSUER;
    let sesUrl: string | null = null;
    if (!production) {
      sesUrl = `http://127.0.0.1:${sesPort}`;
      const ses = await supervise({
        name: 'SES emulator',
        start: () => startSesEmulator(sesPort),
        ready: httpReady(`${sesUrl}/store`, 30_000),
        log,
      });
      stoppers.push(() => ses.stop());
    }

    const cmsEnv: Record<string, string> = {
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      CACHE_EVENTS_SECRET: secrets.PORTAL_CACHE_EVENTS_SECRET!,
      VAPID_PUBLIC_KEY: secrets.PORTAL_VAPID_PUBLIC_KEY!,
      VAPID_PRIVATE_KEY: secrets.PORTAL_VAPID_PRIVATE_KEY!,
      VAPID_SUBJECT: process.env.VAPID_SUBJECT ?? 'mailto:alerts@school.test',
      ...(production ? {} : { PUSH_LOOPBACK_SERVICES: 'true' }),
      ...portalUrls,
      // The admin panel is reached through nginx's CMS balancer.
      PUBLIC_URL: process.env.PUBLIC_URL ?? cmsUrl,
      // The supervisor kills a CMS 10 s after SIGTERM: its running job must be handed back before.
      SHUTDOWN_TIMEOUT_MS: process.env.SHUTDOWN_TIMEOUT_MS ?? '5000',
      ...(sesUrl
        ? { SES_ENDPOINT: sesUrl, SES_REGION: 'us-east-1', SES_ACCESS_KEY_ID: 'local', SES_SECRET_ACCESS_KEY: 'local' }
        : {}),
      ...options.cmsEnv,
    };
    const cmses: Supervised[] = [];
    for (const [index, port] of cmsPorts.entries()) {
      const name = `cms-${LETTERS[index]}`;
      // Only the first seeds the demo school: the others start on what it made.
      const env = {
        ...cmsEnv,
        METRICS_PORT: String(cmsMetricsPort + 10 * index),
        ...(index === 0 && devIssuers ? { PORTAL_SEED: process.env.PORTAL_SEED ?? 'demo' } : {}),
      };
      log(
        `Starting ${name} on http://127.0.0.1:${port}${index === 0 ? ' (it runs the migrations; the others start after it)' : ''}...`,
      );
      const logFile = options.logDir ? path.join(options.logDir, `${name}.log`) : undefined;
      const cms = await supervise({
        name,
        start: () => startCms(port, env, logFile, name),
        ready: httpReady(`http://127.0.0.1:${port}/readyz`, 300_000),
        log,
      });
      cmses.push(cms);
      stoppers.push(() => cms.stop());
    }

    const certificate = readFileSync(path.join(workDir, 'portal-dev.crt'), 'utf8');
    // The BFFs reach the CMS through nginx's balancer: nginx starts before them.
    log(`Starting nginx on ${url} (configuration ${nginxConfig})...`);
    const nginx = await supervise({
      name: 'nginx',
      start: () => startNginx(nginxBinary, nginxConfig, workDir),
      ready: httpReady(`${cmsUrl}/_health`, 30_000),
      log,
    });
    stoppers.push(() => nginx.stop());

    const sydneyOrigins = [url, `https://127.0.0.1:${httpsPort}`];
    let idpUrl: string | null = null;
    let armidaleIdpUrl: string | null = null;
    if (devIssuers) {
      const started = await startDevIdentityProviders({ idpPort, sydneyOrigins, armidaleOrigins: [armidaleUrl], log });
      ({ idpUrl, armidaleIdpUrl } = started);
      stoppers.push(() => started.supervised.stop());
    }

    const bffEnv: Record<string, string> = {
      HOST: '127.0.0.1',
      CMS_URL: cmsUrl,
      CMS_API_TOKEN: secrets.PORTAL_BFF_API_TOKEN!,
      CALENDAR_FEED_SECRET: process.env.CALENDAR_FEED_SECRET ?? secrets.PORTAL_CALENDAR_FEED_SECRET!,
      CACHE_EVENTS_SECRET: secrets.PORTAL_CACHE_EVENTS_SECRET!,
      VAPID_PUBLIC_KEY: secrets.PORTAL_VAPID_PUBLIC_KEY!,
      REDIS_URL: redisUrl,
      // nginx is the one proxy in front: the client's address and the https scheme come from it.
      TRUST_PROXY: '1',
      ...(production ? {} : { PUSH_LOOPBACK_SERVICES: 'true' }),
      ...portalUrls,
      ...(devIssuers ? devIssuersEnv(idpUrl!, armidaleIdpUrl!) : {}),
    };
    const bffs: Supervised[] = [];
    for (const [index, port] of bffPorts.entries()) {
      const name = `bff-${LETTERS[index]}`;
      const env = { ...bffEnv, PORT: String(port), METRICS_PORT: String(bffMetricsPort + 10 * index) };
      log(`Starting ${name} on http://127.0.0.1:${port}...`);
      const bff = await supervise({
        name,
        start: () => startBff(name, env, options.logDir),
        ready: httpReady(`http://127.0.0.1:${port}/readyz`, 60_000),
        log,
      });
      bffs.push(bff);
      stoppers.push(() => bff.stop());
    }

    // The portal's address answers through TLS and nginx once a BFF behind it is ready.
    await httpsReady(`${url}/readyz`, certificate, 30_000)(AbortSignal.timeout(35_000));

    const cmsAccounts = devIssuers ? devCmsAccountsOf(secrets) : null;
    return {
      url,
      armidaleUrl,
      certificate,
      cmsUrl,
      bffUrls: bffPorts.map((port) => `http://127.0.0.1:${port}`),
      cmsUrls: cmsPorts.map((port) => `http://127.0.0.1:${port}`),
      bffMetricsUrls: bffPorts.map((_, index) => `http://127.0.0.1:${bffMetricsPort + 10 * index}/metrics`),
      cmsMetricsUrls: cmsPorts.map((_, index) => `http://127.0.0.1:${cmsMetricsPort + 10 * index}/metrics`),
      bffs,
      cmses,
      nginx,
      idpUrl,
      armidaleIdpUrl,
      sesUrl,
      cmsApiToken: secrets.PORTAL_BFF_API_TOKEN!,
      cmsAccounts,
      databaseUrl,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
