import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export type MetricsServer = { url: string; port: number; close(): Promise<void> };

/**
 * `GET /metrics` in Prometheus's text format on a port of its own (METRICS_PORT, bound to
 * METRICS_HOST, 127.0.0.1 by default), apart from the app's port that nginx exposes: the
 * figures are for the operator's Prometheus, not for the internet. Anything else is 404.
 */
export async function startMetricsServer({
  registry,
  port,
  host,
}: {
  registry: Registry;
  port: number;
  host: string;
}): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: the metrics are at GET /metrics.\n');
      return;
    }
    registry.metrics().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
          .end(request.method === 'HEAD' ? undefined : text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`Collecting the metrics failed: ${(error as Error).message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`,
    port: bound,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
