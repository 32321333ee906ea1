import { readFileSync } from 'node:fs';
import https from 'node:https';
import { signInThroughProvider } from '@portal/stack/sign-in-flow';
import { stackEnv } from './stack-env.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the scaled journeys through "npm run test:scaled --workspace @portal/e2e"`);
  return value;
}

/** What run-scaled.ts tells the scaled journeys beside the usual stack addresses. */
export const scaledEnv = {
  controlUrl: required('E2E_SCALED_CONTROL_URL'),
  /** The development certificate nginx serves (PEM), which these requests trust, and only it. */
  certificate: readFileSync(required('E2E_SCALED_CA_FILE')),
  databaseUrl: required('E2E_SCALED_DATABASE_URL'),
  /** Each BFF's own address (bff-a, bff-b), behind nginx. */
  bffUrls: required('E2E_SCALED_BFF_URLS').split(','),
};

/** Whether one BFF answers its readiness probe itself (not through nginx). */
export async function bffIsReady(bff: 'bff-a' | 'bff-b'): Promise<boolean> {
  const url = scaledEnv.bffUrls[bff === 'bff-a' ? 0 : 1]!;
  return fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );
}

export type StackProcess = 'bff-a' | 'bff-b' | 'cms-a' | 'cms-b';

/** Each process of the scaled stack and its pid (null while its supervisor restarts it). */
export async function processes(): Promise<Record<StackProcess, number | null>> {
  const response = await fetch(`${scaledEnv.controlUrl}/processes`);
  return (await response.json()) as Record<StackProcess, number | null>;
}

/** Sends a signal to one process, as the machine (SIGKILL) or an operator's rolling restart (SIGTERM) would. */
export async function signal(process: StackProcess, name: 'SIGKILL' | 'SIGTERM'): Promise<number> {
  const response = await fetch(`${scaledEnv.controlUrl}/signal?process=${process}&signal=${name}`, { method: 'POST' });
  if (!response.ok) throw new Error(`could not signal ${process}: ${await response.text()}`);
  return ((await response.json()) as { pid: number }).pid;
}

const agent = new https.Agent({ keepAlive: true, maxSockets: 32, ca: scaledEnv.certificate });

export type Answer = { status: number; body: string };

/** One request to the portal through nginx over TLS, as a browser sends it (keep-alive connections). */
export function throughNginx(
  method: 'GET' | 'POST',
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = https.request(
      new URL(path, stackEnv.appUrl),
      {
        method,
        agent,
        timeout: 30_000,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    request.once('timeout', () => request.destroy(new Error('no answer in 30 s')));
    request.once('error', reject);
    request.end(payload);
  });
}

/** A demo account's access token, from the campus's dev identity provider, for the portal at nginx's address. */
export async function accessTokenOf(username: string): Promise<string> {
  const { tokens } = await signInThroughProvider({ idpUrl: stackEnv.idpUrl, appUrl: stackEnv.appUrl, username });
  return tokens.access_token;
}

export type LoadResult = { sent: number; byStatus: Record<string, number>; failures: string[] };

/**
 * `workers` loops sending `request(n)` one after the other (`pauseMs` apart) until `durationMs` has passed; every
 * answer is counted by status, and each one that is not what `expected` accepts (or a network
 * error) is kept in words.
 */
export async function keepSending({
  durationMs,
  workers,
  pauseMs = 0,
  request,
  expected,
}: {
  durationMs: number;
  workers: number;
  pauseMs?: number;
  request: (n: number) => Promise<Answer>;
  expected: (answer: Answer) => boolean;
}): Promise<LoadResult> {
  const until = Date.now() + durationMs;
  const result: LoadResult = { sent: 0, byStatus: {}, failures: [] };
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < until) {
        const n = next++;
        result.sent += 1;
        try {
          const answer = await request(n);
          result.byStatus[answer.status] = (result.byStatus[answer.status] ?? 0) + 1;
          if (!expected(answer)) result.failures.push(`#${n}: ${answer.status} ${answer.body.slice(0, 200)}`);
        } catch (error) {
          result.byStatus.error = (result.byStatus.error ?? 0) + 1;
          result.failures.push(`#${n}: ${(error as Error).message}`);
        }
        if (pauseMs > 0) await sleep(pauseMs);
      }
    }),
  );
  return result;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers true, or fails with `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(250);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}
