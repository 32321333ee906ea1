import { describe, expect, it } from 'vitest';
import type { PostRecord } from '@portal/contract';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf, postListOf } from '../../test/answer-shape.ts';
import { cmsCreate, cmsDelete, postIdByTitle } from '../../test/cms-records.ts';

type Posts = { responceObject: { records: PostRecord[] } };

const PUBLIC_NEWSLETTER = 'Senior musical opens next Thursday';
const MEMBERS_NEWSLETTER = 'Year 12 celebrate the end of HSC study week';

describe('GET public/connections/:id (no token)', () => {
  it('opens a live newsletter made public, without the author’s portal identity', async () => {
    const answer = await callApi<Posts>(`public/connections/${await postIdByTitle(PUBLIC_NEWSLETTER)}`);
    expect(answer.status).toBe(200);
    const [post] = answerOf('GET public/connections/:id', answer);
    expect(post).toMatchObject({ title: PUBLIC_NEWSLETTER, type: 'newsletter', make_public: true, users_userid: null, users_username: null });
    expect(post.content_html).toContain('Great Hall');
    // The same for every family: it may be cached briefly, unlike every signed-in answer.
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers the same 404 for a newsletter that is not public, a notice, and an id that does not exist', async () => {
    const answers = await Promise.all(
      [await postIdByTitle(MEMBERS_NEWSLETTER), await postIdByTitle('Canteen: new online ordering'), 'abcdefghijklmnopqrstuvwx'].map((id) =>
        callApi(`public/connections/${id}`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect(answers[0]!.body).toEqual(answers[2]!.body);
    expect(answers[1]!.body).toEqual(answers[2]!.body);
  });

  it('does not open a public newsletter that is a draft, expired or not started', async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    const variants = [
      { title: 'Test: public draft', published: false, publish_start: at(-1), publish_end: at(5) },
      { title: 'Test: public but expired', published: true, publish_start: at(-10), publish_end: at(-1) },
      { title: 'Test: public from next week', published: true, publish_start: at(7), publish_end: 'INDEFINITE' },
    ];
    for (const variant of variants) {
      const id = await cmsCreate('posts', { ...variant, type: 'newsletter', slug: 'test', make_public: true, campus: 'sydney', user_types: [] });
      try {
        expect((await callApi(`public/connections/${id}`)).status).toBe(404);
      } finally {
        await cmsDelete('posts', id);
      }
    }
  });
});

describe('GET posts/?types=newsletter (Connections for signed-in readers)', () => {
  it('gives a carer the live newsletters of their campus only', async () => {
    const answer = await callApi<Posts>('posts/?types=newsletter', { token: await tokenFor('carer1') });
    expect(answer.status).toBe(200);
    const records = postListOf(answer);
    const titles = records.map((post) => post.title);
    expect(records.every((post) => post.type === 'newsletter' && post.published)).toBe(true);
    expect(titles).toEqual(expect.arrayContaining([PUBLIC_NEWSLETTER, MEMBERS_NEWSLETTER, 'Community garden harvest festival']));
    for (const hidden of [
      'Draft: Year 8 science fair highlights',
      'Basketball season wrap-up',
      'Art exhibition: Year 11 Visual Arts bodies of work',
      'Armidale campus: agriculture plot update',
      'Old scholars reunion announced',
    ]) {
      expect(titles).not.toContain(hidden);
    }
  });
});
