import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP hop between a BFF under test and the real CMS that passes every request on except
 * those `refuses` picks, which it answers 503 as a failing CMS would: how a test makes one
 * kind of write fail (an audit entry) while the rest of the CMS works.
 */
export async function startCmsRefusingProxy(cmsUrl: string, refuses: (method: string, path: string) => boolean) {
  const target = new URL(cmsUrl);
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    if (refuses(incoming.method ?? 'GET', (incoming.url ?? '').split('?')[0]!)) {
      incoming.resume();
      outgoing.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { status: 503, message: 'Refused by the test' } }));
      return;
    }
    const upstream = request({ hostname: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
