import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FavouriteRecord, FavouriteRemovedRecord } from '@portal/contract';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind, postIdByTitle } from '../../test/cms-records.ts';

type FavouriteAnswer = { responceObject: { records: FavouriteRecord; error: { id: string; message: string } } };
type FavouritesAnswer = { responceObject: { records: FavouriteRecord[] } };
type Removed = { responceObject: { records: FavouriteRemovedRecord } };

const NOTICE = 'Canteen: new online ordering';
const EVENT = 'Open day';
const STAFF_EVENT = 'Staff only: report moderation meeting';

async function eventIdByTitle(title: string): Promise<string> {
  const [event] = await cmsFind('calendar-events', { title: { $eq: title } });
  if (!event) throw new Error(`No seeded event titled ${title}`);
  return event.documentId;
}

async function favourite(username: string, item: { posts_postUid?: string; EVENT_ID?: string }, clientMarkId = randomUUID()) {
  return callApi<FavouriteAnswer>('favorites/', { token: await tokenFor(username), method: 'POST', body: { data: { ...item, clientMarkId } } });
}

async function favouritesOf(username: string): Promise<FavouriteRecord[]> {
  const answer = await callApi<FavouritesAnswer>('favorites/', { token: await tokenFor(username) });
  expect(answer.status).toBe(200);
  return answerOf('GET favorites', answer);
}

describe('favourites', () => {
  it('favourites a notice and an event once each, lists them, and deletes them idempotently', async () => {
    const postId = await postIdByTitle(NOTICE);
    const eventId = await eventIdByTitle(EVENT);
    const noticeKey = randomUUID();

    const notice = await favourite('carer1', { posts_postUid: postId }, noticeKey);
    expect(notice.status).toBe(201);
    expect(answerOf('POST favorites', notice)).toMatchObject({ posts_postUid: postId, EVENT_ID: null, clientMarkId: noticeKey });
    const replay = await favourite('carer1', { posts_postUid: postId }, noticeKey);
    expect(replay.status).toBe(200);
    expect(replay.body.responceObject.records.favoriteUid).toBe(notice.body.responceObject.records.favoriteUid);
    expect((await favourite('carer1', { posts_postUid: postId })).body.responceObject.records.favoriteUid).toBe(
      notice.body.responceObject.records.favoriteUid,
    );

    const event = await favourite('carer1', { EVENT_ID: eventId });
    expect(event.status).toBe(201);
    expect(event.body.responceObject.records).toMatchObject({ posts_postUid: null, EVENT_ID: eventId });

    const listed = await favouritesOf('carer1');
    expect(listed.filter((record) => record.posts_postUid === postId)).toHaveLength(1);
    expect(listed.filter((record) => record.EVENT_ID === eventId)).toHaveLength(1);
    expect(await cmsFind('favourites', { portal_user: { username: { $eq: 'carer1' }, campus: { $eq: 'sydney' } }, post: { documentId: { $eq: postId } } })).toHaveLength(1);

    const favoriteUid = event.body.responceObject.records.favoriteUid;
    // Someone else's favourite answers exactly as an unknown id does (no oracle), and stays.
    const stranger = await callApi<Removed>(`favorites/${favoriteUid}`, { token: await tokenFor('teacher1'), method: 'DELETE' });
    const unknown = await callApi<Removed>('favorites/abcdefghij1234567890abcd', { token: await tokenFor('teacher1'), method: 'DELETE' });
    expect([stranger.status, unknown.status]).toEqual([200, 200]);
    expect(stranger.body.responceObject.records).toEqual({ favoriteUid });
    expect(unknown.body.responceObject.records).toEqual({ favoriteUid: 'abcdefghij1234567890abcd' });
    expect((await favouritesOf('carer1')).map((record) => record.favoriteUid)).toContain(favoriteUid);
    expect(await cmsFind('favourites', { documentId: { $eq: favoriteUid } })).toHaveLength(1);

    const removed = await callApi<Removed>(`favorites/${favoriteUid}`, { token: await tokenFor('carer1'), method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(answerOf('DELETE favorites/:id', removed)).toEqual({ favoriteUid });
    const again = await callApi<Removed>(`favorites/${favoriteUid}`, { token: await tokenFor('carer1'), method: 'DELETE' });
    expect(again.status).toBe(200);
    expect(again.body.responceObject.records).toEqual({ favoriteUid });
    expect((await favouritesOf('carer1')).map((record) => record.favoriteUid)).not.toContain(favoriteUid);
  });

  it("lists only the person's own favourites", async () => {
    const studentEvents = (await favouritesOf('student1')).map((record) => record.EVENT_ID);
    expect(studentEvents).toContain(await eventIdByTitle('Music soirée'));
    const carerEvents = (await favouritesOf('carer1')).map((record) => record.EVENT_ID);
    expect(carerEvents).not.toContain(await eventIdByTitle('Music soirée'));
  });

  it('answers 404 for an event or notice the person may not see', async () => {
    expect((await favourite('carer1', { EVENT_ID: await eventIdByTitle(STAFF_EVENT) })).status).toBe(404);
    expect((await favourite('carer1', { posts_postUid: await postIdByTitle('Staff only: report writing deadline is Thursday 4 pm') })).status).toBe(404);
    expect((await favourite('carer1', { EVENT_ID: 'abcdefghijklmnopqrstuvwx' })).status).toBe(404);
  });

  it('refuses a favourite of both a notice and an event (or neither) with 400 and a message', async () => {
    const both = await favourite('carer1', { posts_postUid: await postIdByTitle(NOTICE), EVENT_ID: await eventIdByTitle(EVENT) });
    expect(both.status).toBe(400);
    expect(both.body.responceObject.error.message).toBe('Choose either a notice or a calendar event to favourite.');
    expect((await favourite('carer1', {})).status).toBe(400);
  });

  it('refuses a delete with an id that cannot be one', async () => {
    expect((await callApi('favorites/..%2Fposts', { token: await tokenFor('carer1'), method: 'DELETE' })).status).toBe(400);
  });
});
