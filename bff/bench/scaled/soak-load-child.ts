import { startOpenLoop } from './open-loop.ts';
import { frontOf } from './portal-client.ts';
import { readerMix } from './reader-mix.ts';
import type { SoakLoadMessage, SoakLoadSpec } from './soak-load.ts';

/** The soak's load generator, in a process of its own (soak-load.ts): told what to load by its first message, stopped by its second. */
const post = (message: SoakLoadMessage, sent: () => void = () => undefined) => process.send!(message, sent);

process.once('message', async (spec: SoakLoadSpec) => {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, spec.startAtEpoch - Date.now())));
  const front = frontOf(spec.address, { maxSockets: 256 });
  const loop = startOpenLoop(spec.rate, readerMix(front, spec.readers), { rampMs: spec.rampMs });
  const counting = setInterval(
    () => post({ type: 'progress', answered: loop.sent.length, failed: loop.sent.filter((request) => !request.ok).length }),
    1000,
  );
  process.once('message', async () => {
    clearInterval(counting);
    await loop.stop();
    front.close();
    post({ type: 'done', sent: loop.sent }, () => process.disconnect());
  });
});
