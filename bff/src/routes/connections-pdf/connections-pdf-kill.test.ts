import { describe, expect, it } from 'vitest';
import type { ConnectionsPdfRecord } from '@portal/contract';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { currentCmsPid } from '../../test/cms-process.ts';
import { storedPdfFiles, waitForCompleted } from './connections-pdf-test-helpers.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a Connections PDF job when the CMS is killed', () => {
  it('is taken up again when the CMS is back: exactly one Completed PDF with one file, not two', { timeout: 120_000 }, async () => {
    const admin = await tokenFor('admin1');
    const pid = currentCmsPid();
    const record = answerOf('POST connections-pdf', await callApi('connections-pdf', { method: 'POST', token: admin, body: { title: 'Killed mid-render' } }));
    // The worker claims the job as soon as the start commits; the render takes longer than this.
    await sleep(30);
    const [before] = answerOf('GET connections-pdf/:id', await callApi(`connections-pdf/${record.connections_pdfUid}/`, { token: admin })) as [ConnectionsPdfRecord];
    process.kill(pid, 'SIGKILL');
    expect(before.status, 'the render finished before the kill: nothing was interrupted').toBe('Generating');

    // The launcher starts the CMS again; the job's lease (JOBS_LEASE_SECONDS in the test stack) runs out and the new process takes it.
    const completed = await waitForCompleted(admin, record.connections_pdfUid, 100_000);
    expect(completed).toMatchObject({ status: 'Completed', error: null });
    // The CMS can answer a moment before the launcher's next health check logs it back.
    await expect.poll(currentCmsPid, { timeout: 10_000 }).not.toBe(pid);

    const listed = answerOf('GET connections-pdf', await callApi('connections-pdf?page_size=100', { token: admin }));
    expect(listed.filter((pdf) => pdf.title === 'Killed mid-render')).toHaveLength(1);
    expect(await storedPdfFiles(record.connections_pdfUid)).toHaveLength(1);
  });
});
