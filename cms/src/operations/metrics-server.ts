import http from 'node:http';
import type { Registry } from 'prom-client';

/**
 * `GET /metrics` in Prometheus's text format on a server of its own, away from the CMS's port (and
 * from nginx, which proxies only that one); 404 for anything else. Resolves once it listens, or
 * rejects with why it cannot (a port already taken).
 */
export function startMetricsServer(registry: Registry, { port, host }: { port: number; host: string }): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: metrics are at GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) =>
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`Metrics not collected: ${(error as Error).message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** Stops it, with the scraper's keep-alive connection. */
export function closeMetricsServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
