import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CACHE_EVENTS_PATH, configFromEnv, createAbuseLimits, createApp, createLogger, shutDownGracefully, startMetricsServer, type BffConfig, type ChangeEvents } from '@portal/bff';
import { DEV_IDENTITY_PROVIDERS_ENV, type DevIdentityProvidersSpec } from './dev-identity-provider/spec.ts';
import { DEMO_DIRECTORY_CLAIM } from './dev-identity-provider/demo-accounts.ts';
import { isStale, runNpm, workspacesIn } from './builds.ts';
import { ensureCmsSecrets } from './secrets.ts';
import { requireProductionSecrets } from './production-checks.ts';
import { httpReady, supervise, type Supervised } from './supervise.ts';
import { startTranslateFake } from './translate-fake/translate-fake.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CMS_DIR = path.join(REPO_ROOT, 'cms');
/** Where the dev identity providers keep their signing keys between starts (git-ignored). */
export const DEV_IDENTITY_PROVIDER_STATE_DIR = path.join(REPO_ROOT, 'tools', 'stack', '.tmp');
const PWA_DIR = path.join(REPO_ROOT, 'pwa');
const IDENTITY_PROVIDERS_ENTRY = path.join(REPO_ROOT, 'tools', 'stack', 'src', 'dev-identity-provider', 'serve.ts');

export type StackOptions = {
  port?: number;
  cmsPort?: number;
  idpPort?: number;
  /** The local SES emulator's port (development and tests; production sends through Amazon SES). */
  sesPort?: number;
  /** The local Amazon Translate fake's port, when TRANSLATE_LOCAL=true asks for it (development only). */
  translatePort?: number;
  /** Extra environment for the CMS (e.g. DATABASE_FILENAME or the PostgreSQL settings). */
  cmsEnv?: Record<string, string>;
  /** Where the CMS's output goes: the console (npm start) or a log file (tests). */
  cmsLogFile?: string;
  /** Build the CMS admin and the PWA first when missing or older than their sources. */
  buildIfNeeded?: boolean;
  /**
   * Addresses in front of the BFF that also serve Sydney's portal (an HTTPS front, as production
   * has): the development identity provider accepts sign-ins that return there.
   */
  frontOrigins?: string[];
  log?: (line: string) => void;
  /**
   * Where the BFF and the CMS serve their Prometheus metrics (`npm start`: 9464 and 9465, as in
   * production); off by default, so that tests and benches never take those ports.
   */
  metricsPorts?: { bff: number; cms: number };
  /** The BFF's and the CMS's LOG_LEVEL (their JSON lines): LOG_LEVEL, else warn, which keeps a developer's console readable. */
  logLevel?: string;
};

type CmsAccount = { email: string; password: string };

export type Stack = {
  url: string;
  cmsUrl: string;
  /** Sydney's dev identity provider (null when a campus issuer is configured). */
  idpUrl: string | null;
  /** Armidale's dev identity provider, on the next port. */
  armidaleIdpUrl: string | null;
  /** The local SES emulator (aws-ses-v2-local): its inbox at this URL, what was sent at `/store`; null in production. */
  sesUrl: string | null;
  /** The local Amazon Translate fake the CMS translates with (TRANSLATE_LOCAL=true), its calls at `/_fake/calls`; null otherwise. */
  translateUrl: string | null;
  cmsApiToken: string;
  /** Development's seeded CMS administrator and content editor (null without the demo seed). */
  cmsAccounts: { admin: CmsAccount; editor: CmsAccount } | null;
  /** The running CMS process (undefined while the launcher restarts it). */
  cmsPid(): number | undefined;
  /** The dev identity providers' process (undefined while restarting, or with real providers). */
  identityProvidersPid(): number | undefined;
  /** The BFF's change events from the CMS (what its read cache listens to). */
  changeEvents: ChangeEvents;
  /** Each campus's public portal address, the base of every absolute link the BFF and the CMS make. */
  portalUrls: BffConfig['portalUrls'];
  stop(): Promise<void>;
};

/** The dev identity providers in a process of their own (dev-identity-provider/serve.ts says why). */
function startIdentityProviders(spec: DevIdentityProvidersSpec): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', IDENTITY_PROVIDERS_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, [DEV_IDENTITY_PROVIDERS_ENV]: JSON.stringify(spec) },
    // The IPC channel tells the child when the launcher is gone (serve.ts).
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

const require = createRequire(import.meta.url);

/** aws-ses-v2-local, a local SES API (v1 and v2) with an inbox viewer, in a process of its own. */
export function startSesEmulator(port: number): ChildProcess {
  const cli = path.join(path.dirname(require.resolve('aws-ses-v2-local/package.json')), 'dist', 'cli.js');
  return spawn(process.execPath, [cli, '--host', '127.0.0.1', '--port', String(port)], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * V8 lets the heap grow to about four times what is live before its first full collection, so
 * a CMS at 220 MB live climbed to 900 MB early in a 10,000-message digest, all of it garbage
 * (`bff/bench/digest.bench.ts`: 373 MB above idle; with 30 % growth 56 MB, the same live set).
 * `npm run start --workspace cms` runs with the same flags; the other one picks the SQLite driver
 * that Node 24 needs (cms/scripts/sqlite-driver.mjs).
 */
const CMS_NODE_FLAGS = ['--heap-growing-percent=30', '--import', pathToFileURL(path.join(CMS_DIR, 'scripts', 'sqlite-driver.mjs')).href];

/** One CMS process (`strapi start`); its output goes to the log file, or to the console prefixed with `[name]`. */
export function startCms(port: number, env: Record<string, string>, logFile: string | undefined, name = 'cms'): ChildProcess {
  mkdirSync(path.join(CMS_DIR, 'public', 'uploads'), { recursive: true });
  const strapiBin = path.join(REPO_ROOT, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
  const child = spawn(process.execPath, [...CMS_NODE_FLAGS, strapiBin, 'start'], {
    cwd: CMS_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      STRAPI_TELEMETRY_DISABLED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  routeOutput(child, name, logFile);
  return child;
}

/** A child's output into `logFile`, or onto the console with each line prefixed `[name]`. */
export function routeOutput(child: ChildProcess, name: string, logFile: string | undefined): void {
  const sink = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      if (sink) sink.write(chunk);
      else process.stdout.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `));
    });
  }
  child.once('exit', () => sink?.end());
}

/** Development's seeded CMS administrator and content editor, as the secrets hold them. */
export function devCmsAccountsOf(secrets: Record<string, string>): { admin: CmsAccount; editor: CmsAccount } {
  return {
    admin: { email: secrets.PORTAL_CMS_ADMIN_EMAIL!, password: secrets.PORTAL_CMS_ADMIN_PASSWORD! },
    editor: { email: secrets.PORTAL_CMS_EDITOR_EMAIL!, password: secrets.PORTAL_CMS_EDITOR_PASSWORD! },
  };
}

/**
 * The two campuses' dev identity providers (Sydney on `idpPort`, Armidale on the next), in their
 * own supervised process, accepting sign-ins that return to the given app origins.
 */
export async function startDevIdentityProviders({
  idpPort,
  sydneyOrigins,
  armidaleOrigins,
  log,
}: {
  idpPort: number;
  sydneyOrigins: string[];
  armidaleOrigins: string[];
  log: (line: string) => void;
}): Promise<{ idpUrl: string; armidaleIdpUrl: string; supervised: Supervised }> {
  const idpUrl = `http://127.0.0.1:${idpPort}`;
  const armidaleIdpUrl = `http://127.0.0.1:${idpPort + 1}`;
  const providers: DevIdentityProvidersSpec = {
    stateDir: DEV_IDENTITY_PROVIDER_STATE_DIR,
    clientId: 'portal-pwa',
    audience: 'urn:school-portal:bff',
    providers: [
      { campus: 'sydney', issuer: idpUrl, port: idpPort, appOrigins: sydneyOrigins },
      { campus: 'armidale', issuer: armidaleIdpUrl, port: idpPort + 1, appOrigins: armidaleOrigins },
    ],
  };
  const supervised = await supervise({
    name: 'identity providers',
    start: () => startIdentityProviders(providers),
    ready: async (signal) => {
      for (const issuer of [idpUrl, armidaleIdpUrl]) await httpReady(`${issuer}/.well-known/openid-configuration`, 60_000)(signal);
    },
    log,
  });
  return { idpUrl, armidaleIdpUrl, supervised };
}

/** The BFF's settings for the two dev identity providers `startStack` runs (tests' own BFFs use them too). */
export function devIssuersEnv(sydneyIssuer: string, armidaleIssuer: string): Record<string, string> {
  return {
    SYDNEY_OIDC_ISSUER: sydneyIssuer,
    SYDNEY_OIDC_CLIENT_ID: 'portal-pwa',
    SYDNEY_OIDC_AUDIENCE: 'urn:school-portal:bff',
    SYDNEY_OIDC_DIRECTORY_CLAIM: DEMO_DIRECTORY_CLAIM,
    SYDNEY_HOSTS: 'localhost,127.0.0.1',
    ARMIDALE_OIDC_ISSUER: armidaleIssuer,
    ARMIDALE_OIDC_CLIENT_ID: 'portal-pwa',
    ARMIDALE_OIDC_AUDIENCE: 'urn:school-portal:bff',
    ARMIDALE_OIDC_DIRECTORY_CLAIM: DEMO_DIRECTORY_CLAIM,
    ARMIDALE_HOSTS: 'armidale.localhost',
  };
}

/** Builds the contract, the PDF helper, the CMS plugins, the CMS and its admin, and the PWA, each only when missing or older than its sources. */
export async function buildWhatIsStale(log: (line: string) => void): Promise<void> {
  const contractSources = path.join(REPO_ROOT, 'packages', 'contract', 'src');
  // The CMS runs compiled JavaScript and requires the contract's CommonJS build.
  if (isStale(path.join(REPO_ROOT, 'packages', 'contract', 'dist', 'cjs', 'index.js'), [contractSources])) {
    await runNpm(['run', 'build', '--workspace', '@portal/contract'], REPO_ROOT, log);
  }
  // The plugins' PDFs require the PDF document helper's CommonJS build in the same way.
  const pdfDocumentSources = path.join(REPO_ROOT, 'packages', 'pdf-document', 'src');
  if (isStale(path.join(REPO_ROOT, 'packages', 'pdf-document', 'dist', 'cjs', 'index.js'), [pdfDocumentSources])) {
    await runNpm(['run', 'build', '--workspace', '@portal/pdf-document'], REPO_ROOT, log);
  }
  // Strapi loads our plugins' builds (cms-plugins/*) and skips a missing one without a word.
  const plugins = workspacesIn(path.join(REPO_ROOT, 'cms-plugins'));
  if (plugins.some((plugin) => isStale(path.join(plugin, 'dist', 'server', 'index.js'), [plugin]))) {
    await runNpm(['run', 'build', '--workspace', 'cms-plugins'], REPO_ROOT, log);
  }
  if (isStale(path.join(CMS_DIR, 'dist', 'build', 'index.html'), [path.join(CMS_DIR, 'src'), path.join(CMS_DIR, 'config'), contractSources, ...plugins])) {
    log('Building the CMS and its admin panel (first start: about 2 minutes)...');
    await runNpm(['run', 'build', '--workspace', '@portal/cms'], REPO_ROOT, log);
  }
  if (isStale(path.join(PWA_DIR, 'dist', 'index.html'), [path.join(PWA_DIR, 'src'), path.join(PWA_DIR, 'index.html'), contractSources])) {
    log('Building the portal app...');
    await runNpm(['run', 'build', '--workspace', '@portal/pwa'], REPO_ROOT, log);
  }
}

/**
 * Starts the whole product as `npm start` does: the CMS (Strapi, its own process), one dev
 * identity provider per campus when no campus issuer is configured (development only), and
 * the BFF serving the PWA.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const port = options.port ?? Number(process.env.PORT ?? 3000);
  const cmsPort = options.cmsPort ?? Number(process.env.CMS_PORT ?? 1337);
  const idpPort = options.idpPort ?? Number(process.env.IDP_PORT ?? 4000);
  const sesPort = options.sesPort ?? Number(process.env.SES_LOCAL_PORT ?? 8005);
  const translatePort = options.translatePort ?? Number(process.env.TRANSLATE_LOCAL_PORT ?? 8006);
  const production = process.env.NODE_ENV === 'production';
  const logLevel = options.logLevel ?? process.env.LOG_LEVEL ?? 'warn';

  // Production brings its own secrets; development makes them once into the git-ignored cms/.env.
  const secrets = production ? requireProductionSecrets(process.env) : ensureCmsSecrets(path.join(CMS_DIR, '.env'));
  if (options.buildIfNeeded) await buildWhatIsStale(log);

  const stoppers: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne();
  };

  // Every absolute link, the CMS's bulk mail and the BFF's emails and signed downloads alike,
  // leads to this portal, per campus: on this port unless the environment says where it is.
  const portalUrls = {
    PORTAL_URL_SYDNEY: process.env.PORTAL_URL_SYDNEY ?? `http://localhost:${port}`,
    PORTAL_URL_ARMIDALE: process.env.PORTAL_URL_ARMIDALE ?? `http://armidale.localhost:${port}`,
  };

  try {
    const devIssuers = !process.env.SYDNEY_OIDC_ISSUER;
    // Development sends every email to the local SES emulator, through the same SES clients as production.
    let sesUrl: string | null = null;
    if (!production) {
      sesUrl = `http://127.0.0.1:${sesPort}`;
      const ses = await supervise({ name: 'SES emulator', start: () => startSesEmulator(sesPort), ready: httpReady(`${sesUrl}/store`, 30_000), log });
      stoppers.push(() => ses.stop());
    }
    // Machine translation stays off unless asked for: TRANSLATE_REGION (inherited) for Amazon
    // Translate itself, or in development TRANSLATE_LOCAL=true for the local fake of it, through
    // the same client, which marks each text with its language instead of translating it.
    let translateUrl: string | null = null;
    if (!production && process.env.TRANSLATE_LOCAL === 'true') {
      const translate = await startTranslateFake({ port: translatePort });
      stoppers.push(() => translate.stop());
      translateUrl = translate.url;
    }
    log(`Starting the CMS on http://127.0.0.1:${cmsPort}${devIssuers ? ' (the first start also seeds the demo school)' : ''}...`);
    // The demo school is seeded only alongside the demo accounts (production refuses both).
    const cmsEnv = {
      ...(devIssuers ? { PORTAL_SEED: process.env.PORTAL_SEED ?? 'demo' } : {}),
      // The CMS tells the BFF started below of every write (cms-plugins/cache-events), signed
      // with the secret the BFF checks; with REDIS_URL (inherited) it publishes there instead.
      CACHE_EVENTS_URL: `http://127.0.0.1:${port}${CACHE_EVENTS_PATH}`,
      CACHE_EVENTS_SECRET: secrets.PORTAL_CACHE_EVENTS_SECRET!,
      // Alerts (Web Push): the generated pair in development, the environment's in production;
      // development's contact is the demo school's, which only test push services see.
      VAPID_PUBLIC_KEY: secrets.PORTAL_VAPID_PUBLIC_KEY!,
      VAPID_PRIVATE_KEY: secrets.PORTAL_VAPID_PRIVATE_KEY!,
      VAPID_SUBJECT: process.env.VAPID_SUBJECT ?? 'mailto:alerts@school.test',
      // Tests (and the bench) run their own push service on this machine; production never.
      ...(production ? {} : { PUSH_LOOPBACK_SERVICES: 'true' }),
      ...portalUrls,
      // The emulator takes any region and keys; the SES clients need some to sign with.
      ...(sesUrl ? { SES_ENDPOINT: sesUrl, SES_REGION: 'us-east-1', SES_ACCESS_KEY_ID: 'local', SES_SECRET_ACCESS_KEY: 'local' } : {}),
      METRICS_PORT: options.metricsPorts ? String(options.metricsPorts.cms) : 'off',
      // A CMS logging to a file keeps every request's line there; on the console, the chosen level.
      LOG_LEVEL: options.cmsLogFile ? (process.env.LOG_LEVEL ?? 'info') : logLevel,
      // The supervisor kills a CMS 10 s after SIGTERM: its running job must be handed back before.
      SHUTDOWN_TIMEOUT_MS: process.env.SHUTDOWN_TIMEOUT_MS ?? '5000',
      ...(translateUrl ? { TRANSLATE_ENDPOINT: translateUrl, TRANSLATE_REGION: 'ap-southeast-2', TRANSLATE_ACCESS_KEY_ID: 'local', TRANSLATE_SECRET_ACCESS_KEY: 'local' } : {}),
      ...options.cmsEnv,
    };
    // A CMS that dies later (a SIGKILL, the OOM killer) is started again, so reads come back without a person restarting everything.
    const cms = await supervise({
      name: 'cms',
      start: () => startCms(cmsPort, cmsEnv, options.cmsLogFile),
      ready: httpReady(`http://127.0.0.1:${cmsPort}/readyz`, 300_000),
      log,
    });
    stoppers.push(() => cms.stop());

    const sydneyOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...(options.frontOrigins ?? [])];
    const armidaleOrigins = [`http://armidale.localhost:${port}`];
    let idpUrl: string | null = null;
    let armidaleIdpUrl: string | null = null;
    let idps: Supervised | null = null;
    if (devIssuers) {
      const started = await startDevIdentityProviders({ idpPort, sydneyOrigins, armidaleOrigins, log });
      ({ idpUrl, armidaleIdpUrl } = started);
      idps = started.supervised;
      stoppers.push(() => started.supervised.stop());
    }

    const config = configFromEnv({
      ...process.env,
      PORT: String(port),
      CMS_URL: `http://127.0.0.1:${cmsPort}`,
      CMS_API_TOKEN: secrets.PORTAL_BFF_API_TOKEN,
      CALENDAR_FEED_SECRET: process.env.CALENDAR_FEED_SECRET ?? secrets.PORTAL_CALENDAR_FEED_SECRET,
      CACHE_EVENTS_SECRET: secrets.PORTAL_CACHE_EVENTS_SECRET,
      VAPID_PUBLIC_KEY: secrets.PORTAL_VAPID_PUBLIC_KEY,
      ...(production ? {} : { PUSH_LOOPBACK_SERVICES: 'true' }),
      ...portalUrls,
      ...(devIssuers ? devIssuersEnv(idpUrl!, armidaleIdpUrl!) : {}),
      METRICS_PORT: options.metricsPorts ? String(options.metricsPorts.bff) : 'off',
      LOG_LEVEL: logLevel,
    });
    const bffLog = createLogger({ level: config.logLevel });
    const limits = createAbuseLimits(config, { log: bffLog });
    stoppers.push(() => limits.close());
    const app = createApp({ config, limits, log: bffLog });
    stoppers.push(() => app.changeEvents.close());
    const server = app.listen(config.port, config.host);
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    // Stoppers run last first: requests in flight finish before the metrics go.
    if (config.metrics) {
      const metricsServer = await startMetricsServer({ registry: app.metrics, ...config.metrics });
      stoppers.push(() => metricsServer.close());
    }
    stoppers.push(async () => {
      await shutDownGracefully({ stopping: app.stopping, server, timeoutMs: config.shutdownTimeoutMs, log: bffLog });
    });

    // Seeded with the demo school (cms/src/admin-panel-access.ts), so only alongside it.
    const cmsAccounts = cmsEnv.PORTAL_SEED === 'demo' ? devCmsAccountsOf(secrets) : null;
    return { url: `http://localhost:${port}`, cmsUrl: `http://127.0.0.1:${cmsPort}`, idpUrl, armidaleIdpUrl, sesUrl, cmsApiToken: secrets.PORTAL_BFF_API_TOKEN!, translateUrl, cmsAccounts, cmsPid: cms.pid, identityProvidersPid: () => idps?.pid(), changeEvents: app.changeEvents, portalUrls: config.portalUrls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
