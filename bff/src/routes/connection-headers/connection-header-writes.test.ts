import { describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind } from '../../test/cms-records.ts';

type ErrorBody = { responceObject: { error: { id: string; message: string } } };

const header = (overrides: Record<string, unknown> = {}) => ({
  caption: 'Term 3 begins',
  caption_location: 'bottom_left',
  alttext: 'Students on the oval',
  featured_img_url: '/uploads/term3_header.jpg',
  publish_start: new Date(Date.now() - 60_000).toISOString(),
  publish_end: 'INDEFINITE',
  ...overrides,
});

describe('newsletter header writes', () => {
  it.each(['carer1', 'student1', 'teacher1'])('answer 403 to %s for create, update and delete', async (username) => {
    const token = await tokenFor(username);
    const [existing] = await cmsFind('connection-headers', {});
    const answers = await Promise.all([
      callApi<ErrorBody>('connection-headers', { method: 'POST', token, body: { data: header() } }),
      callApi<ErrorBody>(`connection-headers/${existing!.documentId}`, { method: 'PUT', token, body: { data: header() } }),
      callApi<ErrorBody>(`connection-headers/${existing!.documentId}`, { method: 'DELETE', token }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
  });

  it('adds a header that the Connections screen shows at once, changes it, then deletes it', async () => {
    const admin = await tokenFor('admin1');
    const created = await callApi('connection-headers', { method: 'POST', token: admin, body: { data: header() } });
    expect(created.status).toBe(201);
    const stored = answerOf('POST connection-headers', created);
    expect(stored).toMatchObject({ caption: 'Term 3 begins', featured_img_type: 'jpeg', users_username: 'admin1' });

    const latest = async () => answerOf('GET connection-headers', await callApi('connection-headers?latest=true', { token: await tokenFor('carer1') }))[0];
    expect((await latest())?.connectionheaderUid).toBe(stored.connectionheaderUid);

    const changed = await callApi(`connection-headers/${stored.connectionheaderUid}`, {
      method: 'PUT',
      token: admin,
      body: { data: header({ caption: 'ignored', caption_location: 'no_caption', publish_start: stored.publish_start }) },
    });
    expect(answerOf('PUT connection-headers/:id', changed)).toMatchObject({ caption: '', caption_location: 'no_caption' });
    expect((await latest())?.caption_location).toBe('no_caption');

    const removed = await callApi(`connection-headers/${stored.connectionheaderUid}`, { method: 'DELETE', token: admin });
    expect(answerOf('DELETE connection-headers/:id', removed).connectionheaderUid).toBe(stored.connectionheaderUid);
    expect((await latest())?.connectionheaderUid).not.toBe(stored.connectionheaderUid);
  });

  it("answers the spec's messages: caption, dates, a start in the past", async () => {
    const admin = await tokenFor('admin1');
    const noCaption = await callApi<ErrorBody>('connection-headers', { method: 'POST', token: admin, body: { data: header({ caption: ' ' }) } });
    expect(noCaption.status).toBe(400);
    expect(noCaption.body.responceObject.error.message).toBe('*Please enter caption.');
    const past = await callApi<ErrorBody>('connection-headers', {
      method: 'POST',
      token: admin,
      body: { data: header({ publish_start: new Date(Date.now() - 86_400_000).toISOString() }) },
    });
    expect(past.body.responceObject.error.message).toBe('*Please select valid date. The start must not be before now.');
    const noEnd = await callApi<ErrorBody>('connection-headers', { method: 'POST', token: admin, body: { data: header({ publish_end: null }) } });
    expect(noEnd.body.responceObject.error.message).toBe('*Please select end date.');
  });
});
