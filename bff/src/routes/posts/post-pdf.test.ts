import { describe, expect, inject, it } from 'vitest';
import { callArmidale, tokenFor } from '../../test/api.ts';
import { postIdByTitle } from '../../test/cms-records.ts';
import { pdfOutlineTitles } from '../connections-pdf/connections-pdf-test-helpers.ts';

const CARER_NOTICE = 'Athletics carnival: permission notes due Friday';
const STAFF_NOTICE = 'Staff only: report writing deadline is Thursday 4 pm';
const EXPIRED_NOTICE = 'Netball gala day: team lists posted';

async function postPdf(id: string, token?: string) {
  const response = await fetch(`${inject('stack').url}/api/posts/pdf/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('a post as a PDF (reader spec 7, posts/pdf/)', () => {
  it('gives a reader a notice they may read as a PDF of that notice', async () => {
    const answer = await postPdf(await postIdByTitle(CARER_NOTICE), await tokenFor('carer1'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="athletics-carnival[\w-]*\.pdf"$/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The Connections PDF's renderer bookmarks each post it draws: this one, alone.
    expect(pdfOutlineTitles(answer.bytes)).toEqual([CARER_NOTICE]);
  });

  it('answers 404 where the post itself does: not for this reader, no longer live, another campus, unknown', async () => {
    const carer = await tokenFor('carer1');
    expect((await postPdf(await postIdByTitle(STAFF_NOTICE), carer)).status).toBe(404);
    expect((await postPdf(await postIdByTitle(EXPIRED_NOTICE), carer)).status).toBe(404);
    expect((await postPdf('abcdefghijklmnopqrstuvwx', carer)).status).toBe(404);
    const armidale = await callArmidale(`posts/pdf/${await postIdByTitle(CARER_NOTICE)}`, { username: 'carer1' });
    expect(armidale.status).toBe(404);
  });

  it('opens the staff notice for staff and an expired notice for an administrator, who edits it', async () => {
    expect((await postPdf(await postIdByTitle(STAFF_NOTICE), await tokenFor('teacher1'))).status).toBe(200);
    const expired = await postPdf(await postIdByTitle(EXPIRED_NOTICE), await tokenFor('admin1'));
    expect(expired.status).toBe(200);
    expect(pdfOutlineTitles(expired.bytes)).toEqual([EXPIRED_NOTICE]);
  });

  it('needs a sign-in, and refuses what cannot be an id with 400', async () => {
    expect((await postPdf(await postIdByTitle(CARER_NOTICE))).status).toBe(401);
    expect((await postPdf('..%2Fusers', await tokenFor('carer1'))).status).toBe(400);
  });
});
