import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Reader } from './faults.ts';
import type { Sent } from './open-loop.ts';
import type { FrontAddress } from './portal-client.ts';

/**
 * The soak's open-loop load in a child process: its schedule keeps to the clock while the bench
 * polls the stack, reads /proc and parses the SES emulator's store of thousands of messages in
 * the middle of a fault.
 */

export type SoakLoadSpec = { rate: number; rampMs: number; address: FrontAddress; readers: Reader[]; startAtEpoch: number };
export type SoakLoadMessage = { type: 'progress'; answered: number; failed: number } | { type: 'done'; sent: Sent[] };

export type SoakLoad = {
  /** Ms since the load started (negative before it has). */
  now(): number;
  /** Requests answered and failed so far, as of the last second. */
  counts(): { answered: number; failed: number };
  /** Stops sending and resolves with every request, once each has its answer. */
  stop(): Promise<Sent[]>;
};

export function startSoakLoad(rate: number, rampMs: number, address: FrontAddress, readers: Reader[]): SoakLoad {
  const child = fork(fileURLToPath(new URL('./soak-load-child.ts', import.meta.url)), { execArgv: ['--import', 'tsx'] });
  // The child starts on a shared clock, so that its times and the faults' line up.
  const startAtEpoch = Date.now() + 1000;
  const spec: SoakLoadSpec = {
    rate,
    rampMs,
    address: { url: address.url, certificate: address.certificate },
    readers,
    startAtEpoch,
  };
  child.send(spec);
  let counts = { answered: 0, failed: 0 };
  const done = new Promise<Sent[]>((resolve, reject) => {
    child.on('message', (message: SoakLoadMessage) => {
      if (message.type === 'progress') counts = message;
      else resolve(message.sent);
    });
    child.once('error', reject);
    // 'close' comes after the last message has been read, unlike 'exit'.
    child.once('close', (code, signal) =>
      reject(new Error(`the load generator ended (${signal ?? `exit code ${code}`}) before its results`)),
    );
  });
  // A failure before stop() is asked for is reported by stop().
  done.catch(() => undefined);
  return {
    now: () => Date.now() - startAtEpoch,
    counts: () => counts,
    async stop() {
      if (child.connected) child.send('stop');
      return done;
    },
  };
}
