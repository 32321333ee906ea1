import { parseArgs } from 'node:util';
import { startTranslateFake } from './translate-fake.ts';

/**
 * The Amazon Translate fake as a process of its own, for a CMS started by hand or by a test in
 * another workspace (which reaches it over HTTP only, `GET /_fake/calls` and `POST /_fake/faults`):
 *
 *     node --import tsx tools/stack/src/translate-fake/serve.ts --port 8006
 *
 * Its first line of output is its address. It ends with SIGINT or SIGTERM, or when the process
 * that started it with an IPC channel goes away.
 */
const { values } = parseArgs({
  options: { port: { type: 'string', default: '8006' }, host: { type: 'string', default: '127.0.0.1' } },
});
const fake = await startTranslateFake({ port: Number(values.port), host: values.host });
console.log(fake.url);

const stop = () => void fake.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('disconnect', stop);
