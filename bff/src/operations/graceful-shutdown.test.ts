import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createCmsLink } from '../test/cms-link.ts';
import { capturedLog, type LogLine } from '../test/log-lines.ts';
import { stackBffConfig, stackBffEnv, startOwnBff, type OwnBff } from '../test/own-bff.ts';
import { shutDownGracefully } from './graceful-shutdown.ts';

// A stop (SIGTERM) loses no request (issue 31): BFFs of the test's own against the stack's CMS
// through a link the test can slow down ('hold': the CMS answers when the test lets it) or stall
// ('hang'), so that a request is in flight, for as long as the test needs, when the stop begins.

const BFF_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

let link: Awaited<ReturnType<typeof createCmsLink>> | undefined;
let bff: OwnBff | undefined;
let child: ChildProcess | undefined;

afterEach(async () => {
  child?.kill('SIGKILL');
  child = undefined;
  await bff?.close();
  bff = undefined;
  await link?.close();
  link = undefined;
});

/** A GET on a connection of its own, as a client that was already sending when the stop came. */
function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * A probe whose request is on its way when the stop comes: connected, its request line and a
 * header sent, the end of its headers sent by `finish`.
 */
async function probeOnItsWay(url: string, path: string): Promise<{ finish(): Promise<Answer> }> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n`);
  let raw = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (raw += chunk));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  return {
    async finish() {
      socket.write('\r\n');
      // The answer closes its connection (Connection: close): the whole answer is in once it has.
      await closed;
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: IncomingHttpHeaders = {};
      for (const line of headerLines)
        headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
      return { status: Number(statusLine.split(' ')[1]), headers, body };
    },
  };
}

async function refusesConnections(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

describe('shutDownGracefully', () => {
  it('lets the request in flight finish with 200, refuses new connections, and says stopping to a probe meanwhile', async () => {
    link = await createCmsLink(inject('stack').cmsUrl);
    bff = await startOwnBff(stackBffConfig({ CMS_URL: link.url }));
    const probe = await probeOnItsWay(bff.url, '/readyz');
    link.set('hold');
    const inFlight = get(`${bff.url}/api/health`);
    await expect.poll(() => link!.waiting()).toBeGreaterThan(0);

    const stopped = shutDownGracefully({
      stopping: bff.app.stopping,
      server: bff.server,
      timeoutMs: 10_000,
      log: capturedLog().log,
    });

    expect(await refusesConnections(`${bff.url}/healthz`)).toBe(true);
    const readiness = await probe.finish();
    expect(readiness.status).toBe(503);
    expect(readiness.headers.connection).toBe('close');
    expect(JSON.parse(readiness.body)).toEqual({
      status: 'stopping',
      problems: ['Stopping: the requests in flight are being finished, and no new connection is taken.'],
    });

    link.set('up');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ responceObject: { records: { status: 'ok', cms: true } } });
    expect(answer.headers.connection).toBe('close');
    expect(await stopped).toEqual({ cutShort: false });
  });

  it('ends within its bound when a request hangs, cutting that request', async () => {
    link = await createCmsLink(inject('stack').cmsUrl);
    bff = await startOwnBff(stackBffConfig({ CMS_URL: link.url, CMS_TIMEOUT_MS: '60000' }));
    link.set('hang');
    const hanging = get(`${bff.url}/api/health`).then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code,
    );
    await expect.poll(() => link!.waiting()).toBeGreaterThan(0);

    const started = performance.now();
    const result = await shutDownGracefully({
      stopping: bff.app.stopping,
      server: bff.server,
      timeoutMs: 1000,
      log: capturedLog().log,
    });
    const tookMs = performance.now() - started;

    expect(result).toEqual({ cutShort: true });
    expect(tookMs).toBeGreaterThanOrEqual(990);
    expect(tookMs).toBeLessThan(2000);
    expect(await hanging).toBe('ECONNRESET');
  });

  it('answers a request a client sends on a connection it kept alive from before the stop, then closes that connection', async () => {
    bff = await startOwnBff(stackBffConfig());
    // nginx's pool of connections to a BFF: one connection, kept alive between requests.
    const nginxLike = new Agent({ keepAlive: true, maxSockets: 1 });
    const onKeptConnection = () =>
      new Promise<Answer>((resolve, reject) => {
        request(`${bff!.url}/healthz`, { agent: nginxLike }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: '' }));
        })
          .on('error', reject)
          .end();
      });
    expect((await onKeptConnection()).headers.connection).toBe('keep-alive');

    const stopped = shutDownGracefully({ stopping: bff.app.stopping, server: bff.server, timeoutMs: 10_000, log: capturedLog().log });
    // Closing it now would race with a request the client is writing on it, which nginx never resends when it is a POST.
    const answer = await onKeptConnection();
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    expect(await stopped).toEqual({ cutShort: false });
    nginxLike.destroy();
  });
});

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `bff/src/server.ts` as an operator runs it (`npm start --workspace @portal/bff`), its stdout read line by line. */
function startServer(env: Record<string, string>) {
  const started = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: BFF_DIR,
    env: { ...process.env, ...stackBffEnv({ LOG_LEVEL: 'info', ...env }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = started;
  let stdout = '';
  started.stdout!.setEncoding('utf8');
  started.stdout!.on('data', (chunk: string) => (stdout += chunk));
  const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
  const lines = () =>
    stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as LogLine);
  const hasLine = (msg: string) => lines().some((line) => line.msg.startsWith(msg));
  return { process: started, exited, lines, hasLine };
}

describe('the production entry (server.ts)', () => {
  it(
    'serves its metrics on a port of its own, and on SIGTERM finishes the request in flight, then exits 0',
    { timeout: 60_000 },
    async () => {
      link = await createCmsLink(inject('stack').cmsUrl);
      const [port, metricsPort] = [await freePort(), await freePort()];
      const server = startServer({ CMS_URL: link.url, PORT: String(port), METRICS_PORT: String(metricsPort) });
      await expect.poll(() => server.hasLine('Metrics served'), { timeout: 30_000 }).toBe(true);
      const base = `http://127.0.0.1:${port}`;

      link.set('hold');
      const inFlight = get(`${base}/api/health`);
      await expect.poll(() => link!.waiting()).toBeGreaterThan(0);
      const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('# TYPE portal_bff_http_requests_total counter');

      server.process.kill('SIGTERM');
      await expect.poll(() => server.hasLine('Stopping: no new connections')).toBe(true);
      expect(await refusesConnections(`${base}/healthz`)).toBe(true);
      link.set('up');
      expect((await inFlight).status).toBe(200);
      expect(await server.exited).toBe(0);
      expect(server.lines()).toContainEqual(expect.objectContaining({ msg: 'request', route: '/api/health', status: 200 }));
      expect(server.lines()).toContainEqual(expect.objectContaining({ msg: 'Stopped: every request in flight finished' }));
    },
  );

  it('exits at once on a second signal, without waiting for a request that hangs', { timeout: 60_000 }, async () => {
    link = await createCmsLink(inject('stack').cmsUrl);
    const port = await freePort();
    const server = startServer({ CMS_URL: link.url, CMS_TIMEOUT_MS: '60000', PORT: String(port), METRICS_PORT: 'off' });
    await expect.poll(() => server.hasLine('BFF listening'), { timeout: 30_000 }).toBe(true);

    link.set('hang');
    const hanging = get(`http://127.0.0.1:${port}/api/health`).catch(() => 'cut');
    await expect.poll(() => link!.waiting()).toBeGreaterThan(0);
    server.process.kill('SIGTERM');
    await expect.poll(() => server.hasLine('Stopping: no new connections')).toBe(true);
    const secondAt = performance.now();
    server.process.kill('SIGTERM');

    expect(await server.exited).toBe(1);
    expect(performance.now() - secondAt).toBeLessThan(2000);
    expect(await hanging).toBe('cut');
  });
});
