import { describe, expect, it } from 'vitest';
import { SUBSCRIBER_MESSAGES, type SubscribedUserRecord } from '@portal/contract';
import { callApi, requestWithHost, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind } from '../../test/cms-records.ts';

type ErrorBody = { responceObject: { error: { id: string; message: string } } };

const SEEDED = ['Margaret Hughes', 'Local Library (Fitzroy Street)', 'Old Scholars Association', 'Rotary Club of Fitzroy'];

async function subscribers(query = ''): Promise<{ records: SubscribedUserRecord[]; total: string | null }> {
  const answer = await callApi(`subscribedusers/${query}`, { token: await tokenFor('admin1') });
  return { records: answerOf('GET subscribedusers', answer), total: answer.headers.get('x-total-count') };
}

async function add(name: string, email: string, token?: string) {
  return callApi<ErrorBody>('subscribedusers', { method: 'POST', token: token ?? (await tokenFor('admin1')), body: { data: { name, email } } });
}

describe('subscribed users', () => {
  it.each(['carer1', 'student1', 'teacher1'])('answer 403 to %s for list, create, update and delete', async (username) => {
    const token = await tokenFor(username);
    const [existing] = await cmsFind('subscribed-users', {});
    const answers = await Promise.all([
      callApi<ErrorBody>('subscribedusers/', { token }),
      callApi<ErrorBody>('subscribedusers', { method: 'POST', token, body: { data: { name: 'Nobody', email: 'nobody@example.com' } } }),
      callApi<ErrorBody>(`subscribedusers/${existing!.documentId}`, { method: 'PUT', token, body: { data: { name: 'Nobody', email: 'nobody@example.com' } } }),
      callApi<ErrorBody>(`subscribedusers/${existing!.documentId}`, { method: 'DELETE', token }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
  });

  it("lists the campus's subscribers newest first, filtered by name and email, a page at a time", async () => {
    const all = await subscribers();
    expect(all.records.map((subscriber) => subscriber.name)).toEqual(expect.arrayContaining(SEEDED));
    const createdAt = all.records.map((subscriber) => subscriber.created_at);
    expect(createdAt).toEqual([...createdAt].sort().reverse());

    const pages = await Promise.all([1, 2].map((page) => subscribers(`?page=${page}&page_size=2`)));
    expect(pages.map((page) => page.total)).toEqual([String(all.records.length), String(all.records.length)]);
    expect(pages.flatMap((page) => page.records.map((subscriber) => subscriber.subscribedusersUid))).toEqual(
      all.records.slice(0, 4).map((subscriber) => subscriber.subscribedusersUid),
    );

    expect((await subscribers('?name=rotary')).records.map((subscriber) => subscriber.email)).toEqual(['president@rotary.example.org']);
    expect((await subscribers('?email=EXAMPLE.ORG&name=library')).records.map((subscriber) => subscriber.name)).toEqual(['Local Library (Fitzroy Street)']);
    const none = await subscribers('?name=nobody-by-this-name&page=1&page_size=10');
    expect(none).toEqual({ records: [], total: '0' });
  });

  it('adds a subscriber with the admin as creator, changes them, then deletes them', async () => {
    const created = await add(' Wattle Grove Parents ', 'Parents@WattleGrove.example.org');
    expect(created.status).toBe(201);
    const stored = answerOf('POST subscribedusers', created);
    expect(stored).toMatchObject({ name: 'Wattle Grove Parents', email: 'parents@wattlegrove.example.org', users_username: 'admin1' });
    expect((await subscribers()).records[0]?.subscribedusersUid).toBe(stored.subscribedusersUid);

    const admin = await tokenFor('admin1');
    const changed = await callApi(`subscribedusers/${stored.subscribedusersUid}`, {
      method: 'PUT',
      token: admin,
      body: { data: { name: 'Wattle Grove P&F', email: 'pandf@wattlegrove.example.org' } },
    });
    expect(answerOf('PUT subscribedusers/:id', changed)).toMatchObject({ name: 'Wattle Grove P&F', email: 'pandf@wattlegrove.example.org', users_username: 'admin1' });

    const removed = await callApi(`subscribedusers/${stored.subscribedusersUid}`, { method: 'DELETE', token: admin });
    expect(answerOf('DELETE subscribedusers/:id', removed).subscribedusersUid).toBe(stored.subscribedusersUid);
    expect((await subscribers()).records.map((subscriber) => subscriber.subscribedusersUid)).not.toContain(stored.subscribedusersUid);
    const entries = await cmsFind<{ action: string; users_username: string }>('audit-entries', { record_type: { $eq: 'subscribed-user' }, record_id: { $eq: stored.subscribedusersUid } });
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(new Set(entries.map((entry) => entry.users_username))).toEqual(new Set(['admin1']));
  });

  it("refuses an address the campus already has, in any case and even when two saves race, with the spec's message", async () => {
    const taken = await add('Margaret again', 'MARGARET.HUGHES@example.com');
    expect(taken.status).toBe(400);
    expect(taken.body.responceObject.error.message).toBe(SUBSCRIBER_MESSAGES.duplicate);

    const racing = await Promise.all([add('Racer one', 'racer@example.com'), add('Racer two', 'racer@example.com')]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(racing.find((answer) => answer.status === 400)!.body.responceObject.error.message).toBe(SUBSCRIBER_MESSAGES.duplicate);
    expect((await subscribers('?email=racer@example.com')).records).toHaveLength(1);

    const [racer] = (await subscribers('?email=racer@example.com')).records;
    const renamedOntoTaken = await callApi<ErrorBody>(`subscribedusers/${racer!.subscribedusersUid}`, {
      method: 'PUT',
      token: await tokenFor('admin1'),
      body: { data: { name: 'Racer', email: 'library@example.org' } },
    });
    expect(renamedOntoTaken.status).toBe(400);
    expect(renamedOntoTaken.body.responceObject.error.message).toBe(SUBSCRIBER_MESSAGES.duplicate);
    await callApi(`subscribedusers/${racer!.subscribedusersUid}`, { method: 'DELETE', token: await tokenFor('admin1') });
  });

  it("answers the spec's messages for a missing name, a missing email and an invalid one", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: ' ', email: 'someone@example.com' }, SUBSCRIBER_MESSAGES.name],
      [{ name: 'Someone', email: '' }, SUBSCRIBER_MESSAGES.email],
      [{ name: 'Someone', email: 'someone@example' }, SUBSCRIBER_MESSAGES.validEmail],
      [{ name: 'Someone', email: 'some one@example.com' }, SUBSCRIBER_MESSAGES.validEmail],
    ];
    const token = await tokenFor('admin1');
    for (const [data, message] of cases) {
      const answer = await callApi<ErrorBody>('subscribedusers', { method: 'POST', token, body: { data } });
      expect(answer.status).toBe(400);
      expect(answer.body.responceObject.error.message).toBe(message);
    }
  });

  it("keeps each campus's subscribers to itself: another campus's admin neither sees nor changes them", async () => {
    const armidaleAdmin = await tokenFor('admin1', 'armidale');
    const host = 'armidale.localhost';
    // The same address subscribes at each campus on its own.
    const there = await requestWithHost<ErrorBody>('subscribedusers', host, { method: 'POST', token: armidaleAdmin, body: { data: { name: 'Margaret Hughes', email: 'margaret.hughes@example.com' } } });
    expect(there.status).toBe(201);
    const stored = answerOf('POST subscribedusers', there);
    const listed = answerOf('GET subscribedusers', await requestWithHost('subscribedusers/', host, { token: armidaleAdmin }));
    expect(listed.map((subscriber) => subscriber.subscribedusersUid)).toEqual([stored.subscribedusersUid]);
    expect((await subscribers()).records.map((subscriber) => subscriber.subscribedusersUid)).not.toContain(stored.subscribedusersUid);

    const sydneyAdmin = await tokenFor('admin1');
    const fromSydney = await Promise.all([
      callApi(`subscribedusers/${stored.subscribedusersUid}`, { method: 'PUT', token: sydneyAdmin, body: { data: { name: 'Taken over', email: 'x@example.com' } } }),
      callApi(`subscribedusers/${stored.subscribedusersUid}`, { method: 'DELETE', token: sydneyAdmin }),
    ]);
    expect(fromSydney.map((answer) => answer.status)).toEqual([404, 404]);
    const removed = await requestWithHost(`subscribedusers/${stored.subscribedusersUid}`, host, { method: 'DELETE', token: armidaleAdmin });
    expect(removed.status).toBe(200);
  });
});
