/**
 * Compile-time checks of the typed registration (as cms/types/cms-record-checks.ts does for
 * records): the plugin's `npm run typecheck` fails when `enqueue` would take a payload other than
 * the kind's. Nothing here runs.
 */
import type { JobKind } from './job-kind';
import type { Jobs } from './services/jobs';

declare const jobs: Jobs;
declare const pdfJob: JobKind<{ documentId: string }>;

export const jobKindChecks = () => [
  jobs.enqueue(pdfJob, { documentId: 'a' }, { dedupeKey: 'pdf:a' }),
  // @ts-expect-error: another kind's payload
  jobs.enqueue(pdfJob, { sendId: 'a' }, { dedupeKey: 'pdf:a' }),
  // @ts-expect-error: the payload without its field
  jobs.enqueue(pdfJob, {}, { dedupeKey: 'pdf:a' }),
  // @ts-expect-error: the payload with a field the kind does not read
  jobs.enqueue(pdfJob, { documentId: 'a', campus: 'sydney' }, { dedupeKey: 'pdf:a' }),
  // @ts-expect-error: no dedupe key
  jobs.enqueue(pdfJob, { documentId: 'a' }, {}),
];
