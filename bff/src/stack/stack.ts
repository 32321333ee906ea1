import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { createDevIdentityProvider } from '../dev-identity-provider/provider.ts';
import { isStale, runNpm } from './builds.ts';
import { ensureCmsSecrets } from './secrets.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CMS_DIR = path.join(REPO_ROOT, 'cms');
const PWA_DIR = path.join(REPO_ROOT, 'pwa');

export type StackOptions = {
  port?: number;
  cmsPort?: number;
  idpPort?: number;
  /** Extra environment for the CMS (e.g. DATABASE_FILENAME or the PostgreSQL settings). */
  cmsEnv?: Record<string, string>;
  /** Where the CMS's output goes: the console (npm start) or a log file (tests). */
  cmsLogFile?: string;
  /** Build the CMS admin and the PWA first when missing or older than their sources. */
  buildIfNeeded?: boolean;
  log?: (line: string) => void;
};

export type Stack = {
  url: string;
  cmsUrl: string;
  idpUrl: string | null;
  cmsApiToken: string;
  stop(): Promise<void>;
};

async function waitFor(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The CMS exited (code ${child.exitCode}) before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not ready after ${timeoutMs / 1000} s`);
}

function startCms(port: number, env: Record<string, string>, logFile: string | undefined): ChildProcess {
  mkdirSync(path.join(CMS_DIR, 'public', 'uploads'), { recursive: true });
  const strapiBin = path.join(REPO_ROOT, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
  const child = spawn(process.execPath, [strapiBin, 'start'], {
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
  const sink = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      if (sink) sink.write(chunk);
      else process.stdout.write(chunk.toString().replace(/^(?=.)/gm, '[cms] '));
    });
  }
  child.once('exit', () => sink?.end());
  return child;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Starts the whole product as `npm start` does: the CMS (Strapi, its own process), the dev
 * identity provider when no campus issuer is configured, and the BFF serving the PWA.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const port = options.port ?? Number(process.env.PORT ?? 3000);
  const cmsPort = options.cmsPort ?? Number(process.env.CMS_PORT ?? 1337);
  const idpPort = options.idpPort ?? Number(process.env.IDP_PORT ?? 4000);

  const secrets = ensureCmsSecrets(path.join(CMS_DIR, '.env'));
  if (options.buildIfNeeded) {
    if (isStale(path.join(CMS_DIR, 'dist', 'build', 'index.html'), [path.join(CMS_DIR, 'src'), path.join(CMS_DIR, 'config')])) {
      log('Building the CMS and its admin panel (first start: about 2 minutes)...');
      await runNpm(['run', 'build', '--workspace', '@portal/cms'], REPO_ROOT, log);
    }
    if (isStale(path.join(PWA_DIR, 'dist', 'index.html'), [path.join(PWA_DIR, 'src'), path.join(PWA_DIR, 'index.html'), path.join(REPO_ROOT, 'bff', 'contract', 'src')])) {
      log('Building the portal app...');
      await runNpm(['run', 'build', '--workspace', '@portal/pwa'], REPO_ROOT, log);
    }
  }

  const stoppers: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopOne of stoppers.reverse()) await stopOne();
  };

  try {
    log(`Starting the CMS on http://127.0.0.1:${cmsPort} (the first start also seeds the demo school)...`);
    const cms = startCms(cmsPort, options.cmsEnv ?? {}, options.cmsLogFile);
    stoppers.push(() => stopChild(cms));
    await waitFor(`http://127.0.0.1:${cmsPort}/_health`, 300_000, cms);

    const appOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://armidale.localhost:${port}`];
    let idpUrl: string | null = null;
    const devIssuer = !process.env.SYDNEY_OIDC_ISSUER;
    if (devIssuer) {
      idpUrl = `http://127.0.0.1:${idpPort}`;
      const idp = await createDevIdentityProvider({
        issuer: idpUrl,
        clientId: 'portal-pwa',
        audience: 'urn:school-portal:bff',
        appOrigins,
        stateDir: path.join(REPO_ROOT, 'bff', '.tmp'),
      });
      await idp.listen(idpPort);
      stoppers.push(() => idp.close());
    }

    const config = configFromEnv({
      ...process.env,
      PORT: String(port),
      CMS_URL: `http://127.0.0.1:${cmsPort}`,
      CMS_API_TOKEN: secrets.PORTAL_BFF_API_TOKEN,
      CALENDAR_FEED_SECRET: process.env.CALENDAR_FEED_SECRET ?? secrets.PORTAL_CALENDAR_FEED_SECRET,
      ...(devIssuer
        ? {
            SYDNEY_OIDC_ISSUER: idpUrl!,
            SYDNEY_OIDC_CLIENT_ID: 'portal-pwa',
            SYDNEY_OIDC_AUDIENCE: 'urn:school-portal:bff',
            ARMIDALE_HOSTS: process.env.ARMIDALE_HOSTS ?? 'armidale.localhost',
          }
        : {}),
    });
    const server = createApp({ config }).listen(config.port, config.host);
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    stoppers.push(() => closeServer(server));

    return { url: `http://localhost:${port}`, cmsUrl: `http://127.0.0.1:${cmsPort}`, idpUrl, cmsApiToken: secrets.PORTAL_BFF_API_TOKEN!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
