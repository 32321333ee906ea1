import { afterAll, describe, expect, it } from 'vitest';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { eventually } from '../../test/eventually.ts';
import { cmsCreate, cmsDelete } from '../../test/cms-records.ts';

const created: string[] = [];
afterAll(async () => {
  for (const id of created) await cmsDelete('groups', id);
});

describe('GET groups/', () => {
  it('lists the groups, or those of one type', async () => {
    const token = await tokenFor('admin1');
    const all = answerOf('GET groups', await callApi('groups/', { token }));
    expect(all.map((group) => group.groupname)).toEqual(expect.arrayContaining(['Year 7', 'Athletics', 'Senior School Carers']));
    const sport = answerOf('GET groups', await callApi('groups/?grouptype=Sport', { token }));
    expect(sport.map((group) => group.groupname).sort()).toEqual(['Athletics', 'Basketball', 'Netball', 'Rugby', 'Swimming']);
  });

  it('lists a group made in the CMS without a type', async () => {
    const groupname = `Test: untyped group ${Date.now()}`;
    created.push(await cmsCreate('groups', { groupname }));
    const token = await tokenFor('admin1');
    const groups = await eventually(
      async () => answerOf('GET groups', await callApi('groups/', { token })),
      (all) => all.some((group) => group.groupname === groupname),
    );
    expect(groups.find((group) => group.groupname === groupname)?.grouptype).toBeNull();
  });
});
