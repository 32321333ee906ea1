import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { loadEnv } from '../../importer/run-import-command';
import type { compiledCmsTest } from '../../testing/compiled-cms';

const cmsDir = path.resolve(__dirname, '..', '..', '..');

/** A line the test's script prints (`report(...)` in it), told apart from the CMS's own lines. */
const REPORT = 'TEST-REPORT ';

/** A line as JSON, or undefined when it is not one of the CMS's JSON lines (Strapi's own lines, a printed error). */
function jsonOf(line: string): Record<string, unknown> | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** A port free on the loopback now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The compiled CMS serving on its own ports, in a process of its own, as `strapi start` runs it:
 * loaded, then listening (Strapi's `start()`), with Strapi's signal handling and ours. Between the
 * two, `prelude` runs with `strapi` in scope (to register a test's kinds of job); once it serves,
 * `scenario` does, and may call `report(value)` to hand the test a value. The test waits for
 * reports and for the CMS's JSON lines, and ends the process itself.
 */
export async function servingCms(
  cms: ReturnType<typeof compiledCmsTest>,
  { prelude = '', scenario = '', env = {} }: { prelude?: string; scenario?: string; env?: Record<string, string> },
) {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const script = `
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');
const report = (value) => process.stdout.write(${JSON.stringify(REPORT)} + JSON.stringify(value) + '\\n');
(async () => {
  const strapi = createStrapi({ appDir: process.cwd(), distDir: path.join(process.cwd(), 'dist') });
  await strapi.load();
${prelude}
  await strapi.start();
${scenario}
})().catch((error) => { console.error(error); process.exit(1); });`;
  const child: ChildProcess = spawn(process.execPath, ['-e', script], {
    cwd: cmsDir,
    env: {
      ...loadEnv,
      ...process.env,
      ...cms.database,
      PORTAL_SEED: 'off',
      STRAPI_TELEMETRY_DISABLED: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let output = '';
  const waiting = new Set<() => void>();
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      for (const check of waiting) check();
    });
  }
  const lines = () => output.split('\n');

  /** Resolves with the first line for which `pick` answers a value; fails after `timeoutMs` or if the process ends first. */
  function waitFor<T>(pick: (line: string) => T | undefined, what: string, timeoutMs = 240_000): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const check = () => {
        for (const line of lines()) {
          const found = pick(line);
          if (found !== undefined) {
            done();
            resolve(found);
            return;
          }
        }
      };
      const timer = setTimeout(() => fail(`no ${what} within ${timeoutMs} ms`), timeoutMs);
      const fail = (why: string) => {
        done();
        reject(new Error(`${why}\n${output.slice(-4000)}`));
      };
      const done = () => {
        clearTimeout(timer);
        waiting.delete(check);
      };
      waiting.add(check);
      void exited.then((code) => fail(`the CMS exited (${code}) before ${what}`));
      check();
    });
  }

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    child,
    exited,
    /** Everything the process printed so far. */
    output: () => output,
    /** The CMS's JSON lines so far. */
    jsonLines: () => lines().flatMap((line) => jsonOf(line) ?? []),
    /** The next value the scenario reported with `report(value)` that `matches`. */
    report: <T>(matches: (value: T) => boolean = () => true) =>
      waitFor((line) => {
        if (!line.startsWith(REPORT)) return undefined;
        const value = JSON.parse(line.slice(REPORT.length)) as T;
        return matches(value) ? value : undefined;
      }, 'report'),
    /** The first JSON line of the CMS's for which `matches` holds. */
    jsonLine: (matches: (line: Record<string, unknown>) => boolean, timeoutMs?: number) =>
      waitFor(
        (line) => {
          const parsed = jsonOf(line);
          return parsed && matches(parsed) ? parsed : undefined;
        },
        'such log line',
        timeoutMs,
      ),
    /** Ends the process at once (a test that has seen what it wanted, or a CMS whose database it broke). */
    async kill(): Promise<void> {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
