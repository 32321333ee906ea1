import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

/** Hop-by-hop headers, which HTTP/2 forbids in an answer. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];

/**
 * An HTTPS front speaking HTTP/2, as the portal is served in production (a TLS terminator such
 * as nginx before the BFF), for the Lighthouse bench: measured over the stack's plain
 * HTTP/1.1, a phone's page waits in queues of six connections that no school's visitor has.
 * The certificate is made for localhost with openssl, for this run only; the browser is told
 * to accept it. Requests pass to the BFF unchanged, with their Host.
 */
export async function startHttpsFront({
  port,
  target,
}: {
  port: number;
  target: string;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-https-front-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'],
    { stdio: 'ignore' },
  );
  const upstream = new URL(target);
  const server = http2.createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    (request, response) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(request.headers)) if (!name.startsWith(':')) headers[name] = value;
      headers.host = request.headers[':authority'] ?? request.headers.host;
      const forwarded = http.request(
        { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
        (answer) => {
          const answerHeaders = { ...answer.headers };
          for (const name of HOP_BY_HOP) delete answerHeaders[name];
          response.writeHead(answer.statusCode ?? 502, answerHeaders);
          answer.pipe(response);
        },
      );
      forwarded.on('error', () => {
        response.writeHead(502);
        response.end();
      });
      request.pipe(forwarded);
    },
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://localhost:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
