import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { httpReady, supervise, type Supervised, type SuperviseOptions } from './supervise.ts';
import { freePort } from './test/free-port.ts';

/**
 * A real child: an HTTP server answering with its process id, which exits with code 3 after
 * EXIT_AFTER_MS when set, and never listens when NEVER_READY is set.
 */
const SERVER_SCRIPT = `
const { createServer } = require('node:http');
if (!process.env.NEVER_READY) {
  createServer((req, res) => res.end(String(process.pid))).listen(Number(process.env.PORT), '127.0.0.1');
}
if (process.env.EXIT_AFTER_MS) setTimeout(() => process.exit(3), Number(process.env.EXIT_AFTER_MS));
setInterval(() => {}, 1000);
`;

function spawnServer(port: number, env: Record<string, string> = {}) {
  return spawn(process.execPath, ['-e', SERVER_SCRIPT], { env: { ...process.env, PORT: String(port), ...env }, stdio: 'ignore' });
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

const running: Supervised[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((child) => child.stop()));
});

async function superviseServer(port: number, options: Partial<SuperviseOptions> & { start: SuperviseOptions['start'] }) {
  const lines: string[] = [];
  const supervised = await supervise({
    name: 'test-server',
    ready: httpReady(`http://127.0.0.1:${port}/`, 10_000),
    log: (line) => lines.push(line),
    ...options,
  });
  running.push(supervised);
  return { supervised, lines };
}

async function pidServing(port: number): Promise<number | undefined> {
  try {
    return Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
  } catch {
    return undefined;
  }
}

describe('supervise', () => {
  it('starts a child killed with SIGKILL again on the same port, once it serves, and logs which child and how it ended', async () => {
    const port = await freePort();
    const { supervised, lines } = await superviseServer(port, { start: () => spawnServer(port) });
    const first = supervised.pid()!;
    expect(await pidServing(port)).toBe(first);

    process.kill(first, 'SIGKILL');
    const second = await until(async () => {
      const pid = await pidServing(port);
      return pid && pid !== first ? pid : undefined;
    }, 10_000);

    expect(supervised.pid()).toBe(second);
    expect(lines[0]).toBe(`[launcher] test-server (pid ${first}) exited unexpectedly (signal SIGKILL); restarting in 0.5 s`);
    // The child may answer a moment before the supervisor's next readiness check sees it.
    await expect
      .poll(() => lines[1])
      .toMatch(new RegExp(`^\\[launcher\\] test-server is back \\(pid ${second}\\), \\d+\\.\\d s after it went down$`));
  });

  it('doubles the wait while the child keeps crashing, up to the maximum, and starts afresh after it stayed up', async () => {
    const port = await freePort();
    let starts = 0;
    const { lines } = await superviseServer(port, {
      // Four quick crashes (each up for well under resetAfterMs), one after 2.5 s (well past it), then it stays up.
      start: () => {
        starts += 1;
        return spawnServer(port, starts <= 4 ? { EXIT_AFTER_MS: '700' } : starts === 5 ? { EXIT_AFTER_MS: '2500' } : {});
      },
      backoff: { initialMs: 100, maxMs: 400, resetAfterMs: 1000 },
    });

    await until(() => (starts === 6 && lines.length === 10 ? true : undefined), 20_000);
    const waits = lines
      .filter((line) => line.includes('exited unexpectedly'))
      .map((line) => line.match(/restarting in ([\d.]+) s/)![1]);
    expect(waits).toEqual(['0.1', '0.2', '0.4', '0.4', '0.1']);
    expect(lines.filter((line) => line.includes('exited unexpectedly')).every((line) => line.includes('(exit code 3)'))).toBe(
      true,
    );
  });

  it('stop() cancels a pending restart, and nothing starts after it', async () => {
    const port = await freePort();
    let starts = 0;
    const { supervised, lines } = await superviseServer(port, {
      start: () => {
        starts += 1;
        return spawnServer(port, { EXIT_AFTER_MS: '800' });
      },
      backoff: { initialMs: 1000 },
    });
    await until(() => (lines.length === 1 ? true : undefined), 5000);
    expect(supervised.pid()).toBeUndefined();

    await supervised.stop();
    await sleep(1500);
    expect(starts).toBe(1);
    expect(lines).toHaveLength(1);
  });

  it('stop() while a restarted child is not ready yet ends that child too', async () => {
    const port = await freePort();
    let starts = 0;
    const { supervised, lines } = await superviseServer(port, {
      start: () => {
        starts += 1;
        return spawnServer(port, starts === 1 ? {} : { NEVER_READY: '1' });
      },
      backoff: { initialMs: 50 },
    });
    process.kill(supervised.pid()!, 'SIGKILL');
    const waiting = await until(() => (starts === 2 ? supervised.pid() : undefined), 5000);

    await supervised.stop();
    expect(isRunning(waiting)).toBe(false);
    await sleep(300);
    expect(starts).toBe(2);
    expect(lines).toHaveLength(1);
  });

  it('keeps trying when a restarted child never gets ready, ending each attempt before the next', async () => {
    const port = await freePort();
    let starts = 0;
    const pids: number[] = [];
    const { supervised, lines } = await superviseServer(port, {
      start: () => {
        starts += 1;
        const child = spawnServer(port, starts === 2 ? { NEVER_READY: '1' } : {});
        pids.push(child.pid!);
        return child;
      },
      ready: httpReady(`http://127.0.0.1:${port}/`, 1000),
      backoff: { initialMs: 50 },
    });
    process.kill(supervised.pid()!, 'SIGKILL');

    const third = await until(async () => (starts === 3 ? pidServing(port) : undefined), 10_000);
    expect(third).toBe(pids[2]);
    expect(isRunning(pids[1]!)).toBe(false);
    expect(lines[1]).toBe(
      `[launcher] test-server did not come back: http://127.0.0.1:${port}/ was not ready after 1 s; trying again in 0.1 s`,
    );
    await expect.poll(() => lines[2]).toMatch(/test-server is back/);
  });

  it('rejects when the first start ends before it is ready, without retrying', async () => {
    let starts = 0;
    const start = () => {
      starts += 1;
      return spawn(process.execPath, ['-e', 'process.exit(2)'], { stdio: 'ignore' });
    };
    await expect(
      supervise({ name: 'broken', start, ready: httpReady('http://127.0.0.1:9/', 10_000), log: () => {} }),
    ).rejects.toThrow('broken ended before it was ready (exit code 2)');
    await sleep(700);
    expect(starts).toBe(1);
  });
});
