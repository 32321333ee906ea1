import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, fetchFile, requestWithHost, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsCreate, cmsDelete, cmsFind } from '../../test/cms-records.ts';
import { stackBffConfig } from '../../test/own-bff.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { connectionsPdfDownloadLink } from './download-link.ts';
import { pdfFigureAlts, pdfOutlineTitles, storedPdfFiles, waitForCompleted } from './connections-pdf-test-helpers.ts';

type ErrorBody = { responceObject: { error: { id: string; message: string } } };

const RUN = randomUUID().slice(0, 8);
const TITLE = `Science week wrap-up ${RUN}`;
const HERO_ALT = `Year 9 with their pasta bridges ${RUN}`;
const PICTURE_ALT = `The winning bridge holding a bottle ${RUN}`;
const OUTSIDE_ALT = `A picture on another site ${RUN}`;
let newsletterId: string;

/** A picture uploaded as an editor uploads one (the editor's posts/image), its stored URL. */
async function uploaded(use: 'hero' | 'content', picture: Buffer, type: string): Promise<string> {
  const answer = await callApi('posts/image', { token: await tokenFor('admin1'), method: 'POST', body: { base64ImageUrl: `data:${type};base64,${picture.toString('base64')}`, use } });
  return answerOf('POST posts/image', answer).url;
}

beforeAll(async () => {
  const photo = (background: string) => sharp({ create: { width: 900, height: 600, channels: 3, background } });
  const hero = await uploaded('hero', await photo('#336699').jpeg().toBuffer(), 'image/jpeg');
  // A WebP stays WebP in the media library; the PDF makes it JPEG.
  const picture = await uploaded('content', await photo('#884422').webp().toBuffer(), 'image/webp');
  newsletterId = await cmsCreate('posts', {
    type: 'newsletter',
    title: TITLE,
    slug: TITLE.toLowerCase().replace(/\W+/g, '-'),
    content_html: `<p>Year 9 built <strong>bridges</strong> from pasta &amp; glue.</p><p><img src="${picture}" alt="${PICTURE_ALT}"></p><p><img src="https://old-site.school.test/choir.jpg" alt="${OUTSIDE_ALT}"></p>`,
    featured_img_url: hero,
    featured_img_alt: HERO_ALT,
    published: true,
    publish_start: new Date(Date.now() - 60_000).toISOString(),
    publish_end: 'INDEFINITE',
    campus: 'sydney',
  });
});
afterAll(async () => {
  await cmsDelete('posts', newsletterId);
});

describe('Connections PDF calls', () => {
  it.each(['carer1', 'student1', 'teacher1'])('answer 403 to %s for start, list, read, signed link and delete', async (username) => {
    const token = await tokenFor(username);
    const [any] = await cmsFind('connections-pdfs', {});
    const id = any?.documentId ?? 'abcdefghij0123456789abcd';
    const answers = await Promise.all([
      callApi<ErrorBody>('connections-pdf', { method: 'POST', token, body: {} }),
      callApi<ErrorBody>('connections-pdf', { token }),
      callApi<ErrorBody>(`connections-pdf/${id}/`, { token }),
      callApi<ErrorBody>(`connections-pdf/${id}/?generate_pdf_signed_url=yes`, { token }),
      callApi<ErrorBody>(`connections-pdf/${id}`, { method: 'DELETE', token }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
  });

  it("generates the current issue within seconds, with the newsletters' pictures, lists it newest first and downloads it through a signed link without a token", async () => {
    const admin = await tokenFor('admin1');
    const started = await callApi('connections-pdf', { method: 'POST', token: admin, body: { title: 'Connections test issue' } });
    expect(started.status).toBe(201);
    const record = answerOf('POST connections-pdf', started);
    expect(record).toMatchObject({ title: 'Connections test issue', status: 'Generating', error: null, emailed: false, url: null });

    const completed = await waitForCompleted(admin, record.connections_pdfUid, 15_000);
    expect(completed).toMatchObject({ status: 'Completed', error: null });
    expect(completed.url).toMatch(/\.pdf$/);

    const listed = await callApi('connections-pdf?page=1&page_size=5', { token: admin });
    expect(answerOf('GET connections-pdf', listed)[0]?.connections_pdfUid).toBe(record.connections_pdfUid);
    expect(Number(listed.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);

    const link = answerOf('GET connections-pdf/:id', await callApi(`connections-pdf/${record.connections_pdfUid}/?generate_pdf_signed_url=yes`, { token: admin }));
    expect(typeof link).toBe('string');
    const response = await fetch(link as string);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="connections-.+\.pdf"$/);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfOutlineTitles(pdf)).toContain(TITLE);
    // The hero and the picture of the text, each with its alt text; a picture that is not one of the CMS's uploads is left out.
    const alts = pdfFigureAlts(pdf);
    expect(alts).toEqual(expect.arrayContaining([HERO_ALT, PICTURE_ALT]));
    expect(alts).not.toContain(OUTSIDE_ALT);

    const altered = new URL(link as string);
    altered.searchParams.set('expires', String(Number(altered.searchParams.get('expires')) + 60_000));
    expect((await fetchFile(altered.toString())).status).toBe(403);
  });

  it('refuses a link whose two minutes have passed with 403', async () => {
    const admin = await tokenFor('admin1');
    const record = answerOf('POST connections-pdf', await callApi('connections-pdf', { method: 'POST', token: admin }));
    await waitForCompleted(admin, record.connections_pdfUid, 15_000);
    // Signed with the stack BFF's own key, three minutes ago: a genuine link, now expired.
    const madeEarlier = signedLinks(stackBffConfig().calendarFeedSecret, () => new Date(Date.now() - 3 * 60_000));
    const expired = madeEarlier.make(connectionsPdfDownloadLink, inject('stack').url, 'sydney', { pdf: record.connections_pdfUid });
    expect((await fetchFile(expired)).status).toBe(403);
    const fresh = signedLinks(stackBffConfig().calendarFeedSecret, () => new Date()).make(connectionsPdfDownloadLink, inject('stack').url, 'sydney', { pdf: record.connections_pdfUid });
    expect((await fetchFile(fresh)).status, 'the same link signed now opens').toBe(200);
    // A Sydney link is the Sydney portal's: the Armidale portal's host does not answer it.
    const onArmidale = await requestWithHost(new URL(fresh).pathname + new URL(fresh).search, 'armidale.localhost');
    expect(onArmidale.status, 'a Sydney link opened on the Armidale host').toBe(403);
  });

  it('deletes a Completed PDF and its file; another campus cannot see or delete it', async () => {
    const admin = await tokenFor('admin1');
    const record = answerOf('POST connections-pdf', await callApi('connections-pdf', { method: 'POST', token: admin }));
    await waitForCompleted(admin, record.connections_pdfUid, 15_000);

    const armidaleAdmin = await tokenFor('admin1', 'armidale');
    const asArmidale = (method: string) => requestWithHost(`connections-pdf/${record.connections_pdfUid}/`, 'armidale.localhost', { token: armidaleAdmin, method });
    expect((await asArmidale('GET')).status).toBe(404);
    expect((await asArmidale('DELETE')).status).toBe(404);
    expect(answerOf('GET connections-pdf', await requestWithHost('connections-pdf', 'armidale.localhost', { token: armidaleAdmin })).map((pdf) => pdf.connections_pdfUid)).not.toContain(
      record.connections_pdfUid,
    );

    const removed = await callApi(`connections-pdf/${record.connections_pdfUid}`, { method: 'DELETE', token: admin });
    expect(answerOf('DELETE connections-pdf/:id', removed).connections_pdfUid).toBe(record.connections_pdfUid);
    expect((await callApi(`connections-pdf/${record.connections_pdfUid}/`, { token: admin })).status).toBe(404);
    expect(await storedPdfFiles(record.connections_pdfUid)).toEqual([]);
  });

  it('answers 400 with the reason for a bad title or query', async () => {
    const admin = await tokenFor('admin1');
    const blank = await callApi<ErrorBody>('connections-pdf', { method: 'POST', token: admin, body: { title: ' ' } });
    expect(blank.status).toBe(400);
    const badPage = await callApi<ErrorBody>('connections-pdf?page=0', { token: admin });
    expect(badPage.status).toBe(400);
  });
});
