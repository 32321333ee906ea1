import { readdir } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { ConnectionsPdfRecord } from '@portal/contract';
import { callApi, tokenFor } from '../test/api.ts';
import { answerOf } from '../test/answer-shape.ts';
import { currentCmsPid } from '../test/cms-process.ts';
import { cmsCreate, cmsFind } from '../test/cms-records.ts';
import { waitForCompleted } from './connections-pdf/connections-pdf-test-helpers.ts';
import { unzip, waitForComplete } from './learning-virtues-goals/learning-virtues-goals-test-helpers.ts';

const YEAR = new Date().getFullYear();

/** What the CMS answers to someone with no token (or with `token`) at a path of its own. */
async function cmsStatus(path: string, token?: string): Promise<number> {
  const answer = await fetch(`${inject('stack').cmsUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, redirect: 'manual' });
  await answer.body?.cancel();
  return answer.status;
}

/** The media library's files of that name, asked with a full-access token (the public PDFs of before lived there). */
async function mediaLibraryFilesNamed(name: string): Promise<unknown[]> {
  const stack = inject('stack');
  const answer = await fetch(`${stack.cmsUrl}/api/upload/files?filters[name][$eq]=${encodeURIComponent(name)}`, { headers: { authorization: `Bearer ${stack.cmsSetupToken}` } });
  if (!answer.ok) throw new Error(`CMS upload/files answered ${answer.status}`);
  return (await answer.json()) as unknown[];
}

/**
 * What an earlier version did: the PDF in the upload plugin's media library, linked from the
 * record's media field (`pdf`, `pdfs`), public at its `/uploads/…` URL. Made here with the upload
 * API's own linking fields, with a full-access token.
 */
async function publicPdfAsBefore(name: string, content: string, link: { ref: string; refId: number; field: string }): Promise<{ url: string }> {
  const stack = inject('stack');
  const form = new FormData();
  form.append('files', new Blob([`%PDF-1.7\n${content}\n%%EOF\n`], { type: 'application/pdf' }), name);
  form.append('ref', link.ref);
  form.append('refId', String(link.refId));
  form.append('field', link.field);
  const answer = await fetch(`${stack.cmsUrl}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${stack.cmsSetupToken}` }, body: form });
  if (!answer.ok) throw new Error(`CMS upload answered ${answer.status}: ${await answer.text()}`);
  const [file] = (await answer.json()) as Array<{ url: string }>;
  return file!;
}

describe('files about people stay private', () => {
  it('keeps a generated goal PDF and Connections PDF where no URL without a token reaches them', { timeout: 90_000 }, async () => {
    const admin = await tokenFor('admin1');
    // Made through the real flow, as an administrator does.
    const connections = answerOf('POST connections-pdf', await callApi('connections-pdf', { method: 'POST', token: admin, body: { title: 'Private files check' } }));
    const goals = answerOf('POST learning-virtues-pdf', await callApi(`learning-virtues-pdf/?selected_year=${YEAR}&semester=2&year=13&username=student1`, { method: 'POST', token: admin })).queuestatistics;
    const completed: ConnectionsPdfRecord = await waitForCompleted(admin, connections.connections_pdfUid, 20_000);
    expect(await waitForComplete(admin, goals.queuestatisticsUid, 30_000)).toMatchObject({ is_error: false, pdf_count: 1 });
    const keys = [completed.url!, `lv-goals-sydney-${YEAR}-t2-student1.pdf`];
    expect(keys[0]).toBe(`connections-${connections.connections_pdfUid}.pdf`);

    const { privateFilesDir, cmsApiToken } = inject('stack');
    expect(await readdir(privateFilesDir)).toEqual(expect.arrayContaining(keys));
    for (const key of keys) {
      // Where Strapi served them to anyone before: the media library holds no such file, and neither path answers.
      expect(await mediaLibraryFilesNamed(key), key).toEqual([]);
      expect(await cmsStatus(`/uploads/${key}`), `CMS /uploads/${key}`).toBe(404);
      expect((await fetch(`${inject('stack').url}/uploads/${key}`)).status, `BFF /uploads/${key}`).toBe(404);
      // The private store's own route: refused without a token (Strapi says 401, no credentials), and with a made-up one.
      expect([401, 403, 404], `CMS private file ${key} without a token`).toContain(await cmsStatus(`/api/pdf-queue/private-files/${key}`));
      expect([401, 403, 404], `CMS private file ${key} with a made-up token`).toContain(await cmsStatus(`/api/pdf-queue/private-files/${key}`, 'not-a-token'));
      // The same path with the BFF's token is the real one (so the refusals above are not a wrong path).
      expect(await cmsStatus(`/api/pdf-queue/private-files/${key}`, cmsApiToken), `CMS private file ${key} with the BFF's token`).toBe(200);
    }
    // A key is one file name: nothing outside the store's folder is reachable, even with the BFF's token.
    expect(await cmsStatus(`/api/pdf-queue/private-files/${encodeURIComponent('../cms.db')}`, cmsApiToken)).toBe(404);
    expect(await cmsStatus('/api/pdf-queue/private-files/.incoming', cmsApiToken)).toBe(404);
  });

  it('moves the PDFs an earlier version left public into the private store at the next start, and the records follow', { timeout: 120_000 }, async () => {
    const admin = await tokenFor('admin1');
    const connections = await cmsCreate('connections-pdfs', { title: 'Left public by an earlier version', status: 'Completed', campus: 'sydney' });
    const request = await cmsCreate('queue-statistics', { campus: 'sydney', academic_year: '2025', semester: '4', year_group: 13, form_run: 'Individual Student', student_username: 'student1', queue_status: 'Complete', created_by_username: 'admin1', progress_done: 1, progress_total: 1 });
    const [connectionsRow] = await cmsFind<{ id: number }>('connections-pdfs', { documentId: { $eq: connections } });
    const [requestRow] = await cmsFind<{ id: number }>('queue-statistics', { documentId: { $eq: request } });
    const pdfName = `connections-${connections}.pdf`;
    const goalsName = 'lv-goals-sydney-2025-t4-student1.pdf';
    const before = [
      await publicPdfAsBefore(pdfName, 'an old issue', { ref: 'api::connections-pdf.connections-pdf', refId: connectionsRow!.id, field: 'pdf' }),
      await publicPdfAsBefore(goalsName, 'old goals', { ref: 'api::queue-statistic.queue-statistic', refId: requestRow!.id, field: 'pdfs' }),
    ];
    // The finding as it was: anyone could read them.
    for (const file of before) expect(await cmsStatus(file.url), file.url).toBe(200);

    const pid = currentCmsPid();
    process.kill(pid, 'SIGKILL');
    await expect.poll(currentCmsPid, { timeout: 60_000 }).not.toBe(pid);
    await expect.poll(() => cmsStatus('/_health'), { timeout: 30_000 }).toBe(204);

    for (const file of before) expect(await cmsStatus(file.url), `${file.url} after the move`).toBe(404);
    expect(await mediaLibraryFilesNamed(pdfName)).toEqual([]);
    expect(await mediaLibraryFilesNamed(goalsName)).toEqual([]);
    expect(await readdir(inject('stack').privateFilesDir)).toEqual(expect.arrayContaining([pdfName, goalsName]));

    // The records point at the moved files: the administrator's signed links give the same bytes.
    const [record] = answerOf('GET connections-pdf/:id', await callApi(`connections-pdf/${connections}/`, { token: admin })) as [ConnectionsPdfRecord];
    expect(record.url).toBe(pdfName);
    const link = answerOf('GET connections-pdf/:id', await callApi(`connections-pdf/${connections}/?generate_pdf_signed_url=yes`, { token: admin })) as string;
    expect(await (await fetch(link)).text()).toBe('%PDF-1.7\nan old issue\n%%EOF\n');
    const zipLink = answerOf('GET queuestatistics/:id', await callApi(`queuestatistics/${request}/?generate_zip_signed_url=yes`, { token: admin })) as string;
    const files = await unzip(Buffer.from(await (await fetch(zipLink)).arrayBuffer()));
    expect([...files.keys()]).toEqual([goalsName]);
    expect(files.get(goalsName)!.toString()).toBe('%PDF-1.7\nold goals\n%%EOF\n');
  });
});
