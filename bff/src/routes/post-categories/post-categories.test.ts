import { afterAll, describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { eventually } from '../../test/eventually.ts';
import { cmsCreate, cmsDelete } from '../../test/cms-records.ts';

const created: string[] = [];
afterAll(async () => {
  for (const id of created) await cmsDelete('post-categories', id);
});

describe('GET post-categories/', () => {
  it('lists the categories in their sort order, or those of one type (All is every type)', async () => {
    const token = await tokenFor('carer1');
    const all = answerOf('GET post-categories', await callApi('post-categories/?category_type=All', { token }));
    const orders = all.map((category) => category.sort_order ?? Number.MAX_SAFE_INTEGER);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const notices = answerOf('GET post-categories', await callApi('post-categories/?category_type=notice', { token }));
    expect(notices.map((category) => category.categoryname)).toEqual(['General', 'Excursions', 'Sport', 'Health', 'Uniform']);
  });

  it('lists a category made in the CMS with nothing but its name', async () => {
    const categoryname = `Test: bare category ${Date.now()}`;
    created.push(await cmsCreate('post-categories', { categoryname }));
    const token = await tokenFor('carer1');
    const categories = await eventually(
      async () => answerOf('GET post-categories', await callApi('post-categories/', { token })),
      (all) => all.some((category) => category.categoryname === categoryname),
    );
    expect(categories.find((category) => category.categoryname === categoryname)).toMatchObject({ categorytype: null, sort_order: null });
  });
});
