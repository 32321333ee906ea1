import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ScaledStack } from '@portal/stack/scaled';
import { childrenOf, metricSum, treeCpuSeconds } from './process-figures.ts';

/**
 * The hot notice list measured three ways in one run: straight to one BFF over HTTP, through
 * nginx (TLS, keep-alive from the client) to one BFF, and through nginx to both; with each
 * process's CPU time per 1,000 requests. For the middle one nginx's configuration marks bff-b
 * `down` and nginx reloads it (SIGHUP): bff-b keeps running but gets nothing.
 */

export const HOT_LIST = '/api/posts/?types=notice';

export type Way = 'direct to bff-a' | 'nginx to bff-a alone' | 'nginx to both BFFs';

export type Measured = {
  way: Way;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU seconds per 1,000 requests of each process (BFF a/b and CMS a/b by their metrics, nginx from /proc). */
  cpuPer1000: Record<string, number>;
};

const autocannonCli = createRequire(import.meta.url).resolve('autocannon');

type Cannon = { requests: number; rps: number; p50: number; p99: number; failed: number };

/** autocannon in a child process (off this process's event loop); it does not check the certificate. */
function cannon(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<Cannon> {
  const args = [autocannonCli, '--json', '--no-progress', '-c', String(connections), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`));
      const result = JSON.parse(out) as {
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
        timeouts: number;
      };
      resolve({
        requests: result.requests.total,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.non2xx + result.errors + result.timeouts,
      });
    });
  });
}

/** Each process's CPU seconds so far, by name. */
async function cpuNow(stack: ScaledStack): Promise<Record<string, number>> {
  const [bffA, bffB, cmsA, cmsB] = await Promise.all(
    [...stack.bffMetricsUrls, ...stack.cmsMetricsUrls].map((url) => metricSum(url, 'process_cpu_seconds_total')),
  );
  const nginx = stack.nginx.pid();
  return { 'bff-a': bffA!, 'bff-b': bffB!, 'cms-a': cmsA!, 'cms-b': cmsB!, nginx: nginx ? treeCpuSeconds(nginx) : NaN };
}

/** Marks bff-b `down` in nginx's configuration (or not) and has nginx reload it; resolves once its new worker serves. */
async function bffBDown(stack: ScaledStack, nginxConfig: string, down: boolean): Promise<void> {
  const bffB = new URL(stack.bffUrls[1]!).host;
  const line = new RegExp(`(server ${bffB.replace(/\./g, '\\.')} [^;\\n]*?)( down)?;`);
  writeFileSync(
    nginxConfig,
    readFileSync(nginxConfig, 'utf8').replace(line, (_, server: string) => `${server}${down ? ' down' : ''};`),
  );
  const master = stack.nginx.pid();
  if (!master) throw new Error('nginx is not running');
  const before = new Set(childrenOf(master));
  process.kill(master, 'SIGHUP');
  const until = Date.now() + 10_000;
  // The old worker leaves once its connections close; the new one has taken the configuration.
  while (childrenOf(master).some((worker) => before.has(worker)) || childrenOf(master).length === 0) {
    if (Date.now() > until) throw new Error('nginx did not reload its configuration within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function measureScaleOut(
  stack: ScaledStack,
  {
    token,
    connections,
    seconds,
    warmupSeconds,
    workDir,
    progress,
  }: {
    token: string;
    connections: number;
    seconds: number;
    warmupSeconds: number;
    workDir: string;
    progress: (line: string) => void;
  },
): Promise<Measured[]> {
  const nginxConfig = path.join(workDir, 'nginx.conf');
  const nginxUrl = `https://127.0.0.1:${new URL(stack.url).port}${HOT_LIST}`;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip', host: `localhost:${new URL(stack.url).port}` };
  const ways: Array<{ way: Way; url: string; headers: Record<string, string>; bffBDown: boolean }> = [
    {
      way: 'direct to bff-a',
      url: `${stack.bffUrls[0]}${HOT_LIST}`,
      headers: { authorization: headers.authorization, 'accept-encoding': 'gzip' },
      bffBDown: false,
    },
    { way: 'nginx to bff-a alone', url: nginxUrl, headers, bffBDown: true },
    { way: 'nginx to both BFFs', url: nginxUrl, headers, bffBDown: false },
  ];
  const results: Measured[] = [];
  let downNow = false;
  try {
    for (const { way, url, headers: wayHeaders, bffBDown: down } of ways) {
      if (down !== downNow) {
        await bffBDown(stack, nginxConfig, down);
        downNow = down;
      }
      progress(`scale-out: ${way}, ${connections} connections, ${warmupSeconds} s warm-up then ${seconds} s...`);
      if (warmupSeconds > 0) await cannon(url, wayHeaders, connections, warmupSeconds);
      const before = await cpuNow(stack);
      const run = await cannon(url, wayHeaders, connections, seconds);
      const after = await cpuNow(stack);
      const cpuPer1000 = Object.fromEntries(
        Object.keys(before).map((name) => [name, ((after[name]! - before[name]!) * 1000) / run.requests]),
      );
      results.push({ way, ...run, cpuPer1000 });
      progress(`scale-out: ${way}: ${run.rps.toFixed(0)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.failed} failed`);
    }
  } finally {
    if (downNow) await bffBDown(stack, nginxConfig, false);
  }
  return results;
}
