import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReadPostRecord } from '@portal/contract';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind, postIdByTitle } from '../../test/cms-records.ts';

type ReadPost = { responceObject: { records: ReadPostRecord; error: { id: string; message: string } } };
type ReadPosts = { responceObject: { records: ReadPostRecord[] } };
type ErrorBody = { responceObject: { records: null; error: { id: string; message: string } } };

const NOTICE = 'Flu vaccinations: consent forms due Monday';
const STAFF_NOTICE = 'Staff only: report writing deadline is Thursday 4 pm';

async function markRead(username: string, posts_postUid: string, clientMarkId: string) {
  return callApi<ReadPost>('readposts/', { token: await tokenFor(username), method: 'POST', body: { data: { posts_postUid, clientMarkId } } });
}

const marksOf = (username: string, postId: string) =>
  cmsFind('read-posts', { portal_user: { username: { $eq: username }, campus: { $eq: 'sydney' } }, post: { documentId: { $eq: postId } } });

describe('POST readposts/', () => {
  it('marks a notice read once, however often the write is replayed', async () => {
    const postId = await postIdByTitle(NOTICE);
    const clientMarkId = randomUUID();
    const first = await markRead('carer1', postId, clientMarkId);
    expect(first.status).toBe(201);
    const mark = answerOf('POST readposts', first);
    expect(mark).toMatchObject({ posts_postUid: postId, clientMarkId, readpostUid: expect.any(String), read_at: expect.any(String) });

    const replay = await markRead('carer1', postId, clientMarkId);
    expect(replay.status).toBe(200);
    expect(replay.body.responceObject.records).toEqual(mark);

    // Another device of the same person marks the same notice: still one mark.
    const otherDevice = await markRead('carer1', postId, randomUUID());
    expect(otherDevice.status).toBe(200);
    expect(otherDevice.body.responceObject.records.readpostUid).toBe(mark.readpostUid);

    expect(await cmsFind('read-posts', { client_mark_id: { $eq: clientMarkId } })).toHaveLength(1);
    expect(await marksOf('carer1', postId)).toHaveLength(1);
  });

  it('keeps one mark when the same write arrives several times at once', async () => {
    const postId = await postIdByTitle('Winter uniform from Week 3');
    const clientMarkId = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => markRead('teacher1', postId, clientMarkId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.responceObject.records.readpostUid)).size).toBe(1);
    expect(await marksOf('teacher1', postId)).toHaveLength(1);
  });

  it('answers 404 to a carer marking a staff-only notice, and stores nothing', async () => {
    const postId = await postIdByTitle(STAFF_NOTICE);
    const answer = await markRead('carer1', postId, randomUUID());
    expect(answer.status).toBe(404);
    expect(answer.body.responceObject.error.message).toBe('No records found!');
    expect(await marksOf('carer1', postId)).toHaveLength(0);
  });

  it("refuses another person's mark id with 409", async () => {
    const postId = await postIdByTitle('Canteen: new online ordering');
    const clientMarkId = randomUUID();
    expect((await markRead('student1', postId, clientMarkId)).status).toBe(201);
    const answer = await markRead('carer1', postId, clientMarkId);
    expect(answer.status).toBe(409);
    expect(answer.body.responceObject.error.message).toBe('This mark id was already used for something else.');
  });

  it('refuses a mark id that is not a uuid, and a body naming a user, with 400 and a message', async () => {
    const postId = await postIdByTitle(NOTICE);
    const notUuid = await markRead('carer1', postId, 'mark-1');
    expect(notUuid.status).toBe(400);
    expect(notUuid.body.responceObject.error.message).toBe('Not a valid mark id.');
    const named = await callApi<ErrorBody>('readposts/', {
      token: await tokenFor('carer1'),
      method: 'POST',
      body: { data: { posts_postUid: postId, clientMarkId: randomUUID(), users_userid: 'someone-else' } },
    });
    expect(named.status).toBe(400);
    expect(named.body.responceObject.error.message).toEqual(expect.any(String));
  });
});

describe('GET readposts/', () => {
  it("lists the person's own read marks only", async () => {
    const carer = await callApi<ReadPosts>('readposts/', { token: await tokenFor('carer1') });
    expect(carer.status).toBe(200);
    const read = answerOf('GET readposts', carer).map((mark) => mark.posts_postUid);
    expect(read).toEqual(expect.arrayContaining([await postIdByTitle(NOTICE), await postIdByTitle('Winter uniform from Week 3')]));
    const student = await callApi<ReadPosts>('readposts/', { token: await tokenFor('student1') });
    expect(student.body.responceObject.records.map((mark) => mark.posts_postUid)).not.toContain(await postIdByTitle(NOTICE));
  });

  it('needs a token', async () => {
    expect((await callApi('readposts/')).status).toBe(401);
  });
});
