import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

type LinkState = 'up' | 'down' | 'hang' | 'hold';

/**
 * A TCP link between a BFF under test and the real CMS, which the test can cut ('down': every
 * connection is refused at once) or stall ('hang': connections open and nothing comes back),
 * the two ways a CMS fails, or slow down ('hold': connections open and wait until the link is
 * 'up' again, then go through), without stopping the CMS the rest of the suite uses.
 */
export async function createCmsLink(cmsUrl: string) {
  const target = new URL(cmsUrl);
  let state: LinkState = 'up';
  const open = new Set<Socket>();
  /** Connections opened while hanging or holding, not (yet) passed on to the CMS. */
  const waiting = new Set<Socket>();
  const requestIds = new Set<string>();
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => {
      open.delete(client);
      waiting.delete(client);
    });
    if (state === 'down') {
      client.destroy();
      return;
    }
    if (state === 'hang' || state === 'hold') {
      client.on('error', () => {});
      waiting.add(client);
      return;
    }
    passOn(client);
  });

  function passOn(client: Socket) {
    // Read as it goes by: the X-Request-Id of each request the BFF sends (a header may straddle two chunks).
    let tail = '';
    client.on('data', (chunk: Buffer) => {
      const text = tail + chunk.toString('latin1');
      for (const [, id] of text.matchAll(/\r\nx-request-id: *([^\r]*)\r\n/gi)) requestIds.add(id!);
      tail = text.slice(-200);
    });
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
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Changes how new and kept-alive connections behave from now on. */
    set(next: LinkState) {
      // Held connections go through once the link is up; otherwise they go with the others.
      const held = state === 'hold' && next === 'up' ? [...waiting] : [];
      state = next;
      // Kept-alive connections would carry on regardless: they go too.
      if (next !== 'up') for (const socket of open) socket.destroy();
      for (const client of held) {
        waiting.delete(client);
        passOn(client);
      }
    },
    /** How many connections wait ('hang', 'hold'): a call to the CMS is under way. */
    waiting: () => waiting.size,
    /** The X-Request-Id values of the requests that went through to the CMS. */
    requestIds: () => [...requestIds],
    close(): Promise<void> {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
