import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The PostgreSQL and Redis the bench's scaled stack runs on, started by the bench itself so that
 * it may stop and start them in the middle of the soak: the machine's own PostgreSQL and Redis
 * serve the other tests that run here meanwhile, which a restart of theirs would break.
 */

export type OwnService = {
  url: string;
  /** Stops the server (PostgreSQL: fast shutdown, Redis: SIGTERM) and waits until it has. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, and waits until it answers. */
  start(): Promise<void>;
  /** The server's main process id while it runs: its CPU time includes its reaped children's. */
  pid(): number | undefined;
  /** Stops it for good. */
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once something accepts TCP connections on the port (or rejects after `timeoutMs`). */
async function listening(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs / 1000} s`);
}

/** Debian's newest PostgreSQL server programs (postgresql-NN). */
function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`PostgreSQL's server programs are not in ${root}: apt-get install postgresql`);
  return path.join(root, versions[0]!, 'bin');
}

/**
 * A PostgreSQL cluster of its own in a new temporary folder (initdb, trust for local connections,
 * user postgres), listening on 127.0.0.1:`port`; close() removes the folder. PostgreSQL refuses
 * to run as root: as root it runs as the postgres system user, which then owns the folder.
 */
export async function startOwnPostgres(port: number): Promise<OwnService & { dir: string }> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-scaled-postgres-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  const logFile = path.join(dir, 'postgres.log');
  mkdirSync(socketDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim()));
    for (const folder of [dir, socketDir]) chownSync(folder, uid!, gid!);
  }
  const run = (program: string, args: string[]) => {
    const [command, ...rest] = asRoot
      ? ['runuser', '-u', 'postgres', '--', path.join(bin, program), ...args]
      : [path.join(bin, program), ...args];
    try {
      execFileSync(command!, rest, { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (error) {
      throw new Error(
        `${program} failed: ${(error as { stderr?: Buffer }).stderr?.toString().trim() ?? (error as Error).message}`,
      );
    }
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1`;
  const start = async () => {
    run('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start']);
    await listening(port, 30_000);
  };
  const stop = async () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  await start();
  let running = true;
  return {
    dir,
    url: `postgres://postgres@127.0.0.1:${port}`,
    start: async () => {
      await start();
      running = true;
    },
    stop: async () => {
      await stop();
      running = false;
    },
    pid: () => (running ? Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) : undefined),
    close: async () => {
      if (running) await stop();
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Debian's redis-server on 127.0.0.1:`port`, keeping nothing on disk: a restart starts it empty, as a lost cache machine comes back. */
export async function startOwnRedis(port: number): Promise<OwnService> {
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = started;
    await Promise.race([
      listening(port, 10_000),
      new Promise((_, reject) =>
        started.once('error', (error) => reject(new Error(`redis-server could not be started: ${error.message}`))),
      ),
    ]);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, pid: () => child?.pid, close: stop };
}
