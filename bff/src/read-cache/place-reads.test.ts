import { describe, expect, it } from 'vitest';
import { createCmsClient, type CmsClient } from '../cms/cms-client.ts';
import { cmsFind } from '../test/cms-records.ts';
import { eventually } from '../test/eventually.ts';
import { stackBffConfig } from '../test/own-bff.ts';
import { createPlaceReads } from './place-reads.ts';
import { createReadCache } from './read-cache.ts';

/** Place reads over the stack's real CMS, with each CMS read counted by what it asked for. */
function placeReadsCounted() {
  const config = stackBffConfig();
  const client = createCmsClient({ baseUrl: config.cmsUrl, apiToken: config.cmsApiToken, timeoutMs: config.cmsTimeoutMs, maxRecords: config.cmsMaxRecords });
  const reads: string[] = [];
  const cms: CmsClient = { ...client, findAll: (collection, query) => (reads.push(`${collection} ${JSON.stringify(query)}`), client.findAll(collection, query)) };
  const placeReads = createPlaceReads({ cms, cache: createReadCache(config.readCache), log: { warn: () => {} } });
  const readsOf = (collection: string, part: string) => reads.filter((read) => read.startsWith(`${collection} `) && read.includes(part)).length;
  return { placeReads, readsOf };
}

const placeOf = async (slug: string, campus = 'sydney') => (await cmsFind('places', { slug: { $eq: slug }, campus: { $eq: campus } }))[0]!.documentId;

describe('place reads drop exactly what a change touches', () => {
  it("drops the pages of the changed page's place only", async () => {
    const { placeReads, readsOf } = placeReadsCounted();
    const [english, maths] = await Promise.all([placeOf('year-9-english'), placeOf('stage-5-mathematics')]);
    const englishPages = (await placeReads.placePages(english)).value.data;
    await placeReads.placePages(maths);
    expect([readsOf('pages', english), readsOf('pages', maths)]).toEqual([1, 1]);

    expect(placeReads.apply({ type: 'page', documentIds: [englishPages[1]!.documentId], campuses: [] })).toBe(1);
    await placeReads.placePages(english);
    await placeReads.placePages(maths);
    // English read again once (the refill), Mathematics not at all.
    expect([readsOf('pages', english), readsOf('pages', maths)]).toEqual([2, 1]);
  });

  it('finds the place of a page it has not seen (a new one) and drops that place only', async () => {
    const { placeReads, readsOf } = placeReadsCounted();
    const [english, maths] = await Promise.all([placeOf('year-9-english'), placeOf('stage-5-mathematics')]);
    await Promise.all([placeReads.placePages(english), placeReads.placePages(maths)]);
    const [unseen] = await cmsFind('pages', { place: { documentId: { $eq: maths } }, is_deleted: { $eq: true } });
    // The deleted page is not in the cached pages, so its place is asked of the CMS.
    expect(placeReads.apply({ type: 'page', documentIds: [unseen!.documentId], campuses: [] })).toBe(0);
    await eventually(async () => readsOf('pages', maths), (count) => count === 2);
    expect(readsOf('pages', english)).toBe(1);
  });

  it("drops one campus's places for a place change there, and the course data of the type changed", async () => {
    const { placeReads, readsOf } = placeReadsCounted();
    await Promise.all([placeReads.places('sydney'), placeReads.places('armidale'), placeReads.courseUnits(901), placeReads.classrooms(901)]);
    expect(placeReads.apply({ type: 'place', documentIds: ['whatever000000'], campuses: ['armidale'] })).toBe(1);
    expect(placeReads.apply({ type: 'course-unit', documentIds: [], campuses: [] })).toBe(1);
    await Promise.all([placeReads.places('sydney'), placeReads.places('armidale'), placeReads.courseUnits(901), placeReads.classrooms(901)]);
    expect([readsOf('places', 'sydney'), readsOf('places', 'armidale'), readsOf('course-units', '901'), readsOf('classrooms', '901')]).toEqual([1, 2, 2, 1]);
    expect(placeReads.apply({ type: 'post', documentIds: [], campuses: [] })).toBe(0);
  });

  it("drops the places of the campus whose places list a changed person (they show their username), and none for anyone else", async () => {
    const { placeReads, readsOf } = placeReadsCounted();
    await Promise.all([placeReads.places('sydney'), placeReads.places('armidale')]);
    const person = async (username: string, campus: string) => (await cmsFind('portal-users', { username: { $eq: username }, campus: { $eq: campus } }))[0]!.documentId;
    const [editor, carer] = await Promise.all([person('editor1', 'sydney'), person('carer1', 'sydney')]);
    expect(placeReads.apply({ type: 'portal-user', documentIds: [carer], campuses: ['sydney'] })).toBe(0);
    expect(placeReads.apply({ type: 'portal-user', documentIds: [editor], campuses: ['sydney'] })).toBe(1);
    await Promise.all([placeReads.places('sydney'), placeReads.places('armidale')]);
    expect([readsOf('places', 'sydney'), readsOf('places', 'armidale')]).toEqual([2, 1]);
  });
});
