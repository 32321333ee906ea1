import { describe, expect, it } from 'vitest';
import { WEEKLY_EMAIL_TEXT_MESSAGES as M } from '@portal/contract';
import { callApi, callArmidale, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind } from '../../test/cms-records.ts';

type ErrorBody = { responceObject: { error: { id: string; message: string } } };

async function sydneyText() {
  const [text] = answerOf('GET weeklyemailtext', await callApi('weeklyemailtext/', { token: await tokenFor('admin1') }));
  if (!text) throw new Error('The demo school has a weekly email text for Sydney');
  return text;
}

async function put(data: object) {
  const { weeklyemailtextUid } = await sydneyText();
  return callApi<ErrorBody>(`weeklyemailtext/${weeklyemailtextUid}`, { method: 'PUT', token: await tokenFor('admin1'), body: { data } });
}

describe('weekly email text', () => {
  it.each(['carer1', 'student1', 'teacher1'])('answers 403 to %s for read, create and update', async (username) => {
    const token = await tokenFor(username);
    const [existing] = await cmsFind('weekly-email-texts', {});
    const answers = await Promise.all([
      callApi('weeklyemailtext/', { token }),
      callApi('weeklyemailtext', { method: 'POST', token, body: { data: { email_text: 'Hello' } } }),
      callApi(`weeklyemailtext/${existing!.documentId}`, { method: 'PUT', token, body: { data: { email_text: 'Hello' } } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
  });

  it("gives the campus's one record with its blurb, exclusion list and test addresses", async () => {
    const text = await sydneyText();
    expect(text.email_text).toContain('This week in Connections');
    expect(text.except_emails_list).toEqual(['former.family@example.com', 'unsubscribed.carer@example.com']);
    expect(text.test_emails_list.length).toBeGreaterThan(0);
  });

  it('saves the blurb, then an exclusion list split on commas and new lines, then a test address', async () => {
    const blurb = answerOf('PUT weeklyemailtext/:id', await put({ email_text: '  [Connections](https://example.com/c) **out now**  ' }));
    expect(blurb.email_text).toBe('[Connections](https://example.com/c) **out now**');

    const list = 'Former.Family@example.com, moved.away@example.org\n\nno.more@example.net,\r\nformer.family@example.com';
    const saved = answerOf('PUT weeklyemailtext/:id', await put({ except_emails: list }));
    expect(saved).toMatchObject({ except_emails: list, email_text: blurb.email_text });
    expect(saved.except_emails_list).toEqual(['former.family@example.com', 'moved.away@example.org', 'no.more@example.net']);

    const withAddress = answerOf('PUT weeklyemailtext/:id', await put({ test_emails_list: [...saved.test_emails_list, 'Tester@Example.com'] }));
    expect(withAddress.test_emails_list).toEqual([...saved.test_emails_list, 'tester@example.com']);
    expect((await sydneyText()).test_emails_list).toContain('tester@example.com');

    const entries = await cmsFind<{ action: string; users_username: string }>('audit-entries', { record_type: { $eq: 'weekly-email-text' }, record_id: { $eq: saved.weeklyemailtextUid } });
    expect(entries.filter((entry) => entry.action === 'update' && entry.users_username === 'admin1').length).toBeGreaterThanOrEqual(3);
  });

  it("answers the spec's messages: blurb, exclusion list, test address", async () => {
    const cases: Array<[object, string]> = [
      [{ email_text: '   ' }, M.blurb],
      [{ except_emails: ' \n , ' }, M.exclusionList],
      [{ except_emails: 'good@example.com, not-an-address' }, M.exclusionListInvalid],
      [{ test_emails_list: ['tester@example'] }, M.testAddressInvalid],
      [{ test_emails_list: [''] }, M.testAddress],
      [{}, M.nothingToSave],
    ];
    for (const [data, message] of cases) {
      const answer = await put(data);
      expect(answer.status).toBe(400);
      expect(answer.body.responceObject.error.message).toBe(message);
    }
  });

  it('makes a campus its first record with the admin as creator, and takes test addresses only once there is one', async () => {
    expect(answerOf('GET weeklyemailtext', await callArmidale('weeklyemailtext/', { username: 'admin1' }))).toEqual([]);
    const tooSoon = await callArmidale<ErrorBody>('weeklyemailtext', { username: 'admin1', method: 'POST', body: { data: { test_emails_list: ['tester@example.com'] } } });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.responceObject.error.message).toBe(M.testAddressNeedsRecord);

    const created = await callArmidale('weeklyemailtext', { username: 'admin1', method: 'POST', body: { data: { except_emails: 'gone@example.com' } } });
    expect(created.status).toBe(201);
    const record = answerOf('POST weeklyemailtext', created);
    expect(record).toMatchObject({ email_text: '', except_emails_list: ['gone@example.com'], test_emails_list: [], users_username: 'admin1' });

    // A second first save (another admin's screen opened before the record existed) saves into the same record.
    const again = await callArmidale('weeklyemailtext', { username: 'admin1', method: 'POST', body: { data: { email_text: 'Armidale this week' } } });
    expect(again.status).toBe(200);
    expect(answerOf('POST weeklyemailtext', again)).toMatchObject({ weeklyemailtextUid: record.weeklyemailtextUid, email_text: 'Armidale this week', except_emails_list: ['gone@example.com'] });

    const address = await callArmidale(`weeklyemailtext/${record.weeklyemailtextUid}`, { username: 'admin1', method: 'PUT', body: { data: { test_emails_list: ['tester@example.com'] } } });
    expect(answerOf('PUT weeklyemailtext/:id', address).test_emails_list).toEqual(['tester@example.com']);

    // Neither campus reads or changes the other's record.
    expect((await sydneyText()).weeklyemailtextUid).not.toBe(record.weeklyemailtextUid);
    const fromSydney = await callApi(`weeklyemailtext/${record.weeklyemailtextUid}`, { method: 'PUT', token: await tokenFor('admin1'), body: { data: { email_text: 'Taken over' } } });
    expect(fromSydney.status).toBe(404);
  });
});
