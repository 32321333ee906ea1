import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

type LinkState = 'up' | 'down' | 'hang';

/**
 * A TCP link between a BFF under test and the real CMS, which the test can cut ('down': every
 * connection is refused at once) or stall ('hang': connections open and nothing comes back),
 * the two ways a CMS fails, without stopping the CMS the rest of the suite uses.
 */
export async function createCmsLink(cmsUrl: string) {
  const target = new URL(cmsUrl);
  let state: LinkState = 'up';
  const open = new Set<Socket>();
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    if (state === 'down') {
      client.destroy();
      return;
    }
    if (state === 'hang') {
      client.on('error', () => {});
      return;
    }
    const upstream = connect(Number(target.port), target.hostname);
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Changes how new and kept-alive connections behave from now on. */
    set(next: LinkState) {
      state = next;
      // Kept-alive connections would carry on regardless: they go too.
      if (next !== 'up') for (const socket of open) socket.destroy();
    },
    close(): Promise<void> {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
