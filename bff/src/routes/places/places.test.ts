import { describe, expect, inject, it } from 'vitest';
import { ADMIN_API_MESSAGES, PLACE_ADMIN_MESSAGES, mergeTaskRows, type PlaceRecord, type Campus } from '@portal/contract';
import { DEMO_ACCOUNTS, claimsOf } from '@portal/stack/demo-accounts';
import { callApi, requestWithHost, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind, cmsUpdate } from '../../test/cms-records.ts';
import { eventually } from '../../test/eventually.ts';
import { forgeToken } from '../../test/forge-token.ts';

type ErrorBody = { responceObject: { error: { id: string; message: string; fields?: Record<string, string> } } };

const SYDNEY_PLACES = ['Boarding House', 'Stage 5 Mathematics', 'Visual Arts', 'Year 11 Biology', 'Year 9 English'];

async function placeId(slug: string, campus = 'sydney'): Promise<string> {
  const [place] = await cmsFind('places', { slug: { $eq: slug }, campus: { $eq: campus } });
  if (!place) throw new Error(`No seeded place ${slug} at ${campus}`);
  return place.documentId;
}

/** A call as an Armidale person makes it: from Armidale's host name, where their token belongs. */
async function callAtArmidale<T = unknown>(path: string, { token, method = 'GET', body }: { token: string; method?: string; body?: unknown }) {
  return requestWithHost<T>(path, 'armidale.localhost', { token, method, body });
}

async function places(username: string, query = '', campus: Campus = 'sydney'): Promise<PlaceRecord[]> {
  const token = await tokenFor(username, campus);
  return answerOf('GET places', campus === 'sydney' ? await callApi(`places/${query}`, { token }) : await callAtArmidale(`places/${query}`, { token }));
}

const placeBody = (overrides: object = {}) => ({
  data: { place_id: '', place: 'Year 10 Commerce', description: 'Money, work and law.', intended_audience: 'Year 10 students', editors: 'editor1,tom.walsh', klaUid: null, group_ids: [], ...overrides },
});

describe('key learning areas and page types', () => {
  it('lists the course directory tiles sorted by name, and the five page types', async () => {
    const token = await tokenFor('student1');
    const areas = answerOf('GET key-learning-area', await callApi('key-learning-area/', { token }));
    expect(areas.map((area) => area.key_learning_area)).toEqual(['Creative Arts', 'English', 'HSIE', 'Mathematics', 'PDHPE', 'Science']);
    const types = answerOf('GET pagetypes', await callApi('pagetypes/', { token }));
    expect(types.map((type) => type.pageType)).toEqual(['Blog Page', 'Classrooms Page', 'Documents', 'Static Page', 'Task Page']);
  });
});

describe('reading places', () => {
  it("shows a Year 9 student the campus's places open to Year 9, sorted by name, with no editing", async () => {
    const seen = await places('student1');
    expect(seen.map((place) => place.place)).toEqual(['Boarding House', 'Stage 5 Mathematics', 'Visual Arts', 'Year 9 English']);
    expect(seen.every((place) => !place.can_edit)).toBe(true);
    const english = seen.find((place) => place.slug === 'year-9-english')!;
    expect(english).toMatchObject({ place_id: 901, key_learning_area: 'English', is_key_learning_area: true, editors: ['editor1', 'tom.walsh'], group_list: { groups: [{ groupname: 'Year 9' }] } });
  });

  it('keeps a group-limited place from a non-member, its pages and its course data too (404), and opens it to staff', async () => {
    const biology = await placeId('year-11-biology');
    const student = await tokenFor('student1');
    const answers = await Promise.all([
      callApi<ErrorBody>(`places/${biology}`, { token: student }),
      callApi<ErrorBody>(`pages/?place=${biology}`, { token: student }),
      callApi<ErrorBody>('course-units/?course_id=1101', { token: student }),
      callApi<ErrorBody>('course-tasks/?course_id=1101', { token: student }),
      callApi<ErrorBody>('course-classrooms/?course_id=1101', { token: student }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
    expect((await places('teacher1')).map((place) => place.place)).toEqual(SYDNEY_PLACES);
    expect(answerOf('GET places/:id', await callApi(`places/${biology}`, { token: await tokenFor('teacher1') }))[0]!.place).toBe('Year 11 Biology');
  });

  it('finds a place by slug, with can_edit for its editors and the campus admins only', async () => {
    for (const [username, canEdit] of [['editor1', true], ['admin1', true], ['teacher1', false], ['carer1', false]] as const) {
      const [english] = await places(username, '?slug=year-9-english');
      expect(english?.can_edit, username).toBe(canEdit);
    }
  });

  it("filters the admin's list by place, learning area, page type, navigation and title keyword", async () => {
    const english = await placeId('year-9-english');
    const [kla] = await cmsFind('key-learning-areas', { key_learning_area: { $eq: 'Mathematics' } });
    const [blog] = await cmsFind('page-types', { pageType: { $eq: 'Blog Page' } });
    expect((await places('admin1', `?place=${english}`)).map((place) => place.place)).toEqual(['Year 9 English']);
    expect((await places('admin1', `?kla=${kla!.documentId}`)).map((place) => place.place)).toEqual(['Stage 5 Mathematics']);
    expect((await places('admin1', '?title_keyword=YEAR')).map((place) => place.place)).toEqual(['Year 11 Biology', 'Year 9 English']);
    expect((await places('admin1', `?pagetype=${blog!.documentId}&navigation=true`)).map((place) => place.place)).toEqual(SYDNEY_PLACES);
    expect((await places('admin1', '?navigation=yes&title_keyword=nothing-like-this')).length).toBe(0);
  });

  it('refuses an unknown filter or a malformed id with 400', async () => {
    const token = await tokenFor('admin1');
    const unknown = await callApi<ErrorBody>('places/?limit=5', { token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.responceObject.error.message).toBe('Unrecognized key: "limit"');
    expect((await callApi<ErrorBody>('places/not-an-id!', { token })).status).toBe(400);
  });
});

describe('places of the other campus', () => {
  it("shows Armidale people Armidale's places only, and Sydney's are not there for them (404)", async () => {
    const armidaleHouse = await placeId('boarding-house', 'armidale');
    const sydneyHouse = await placeId('boarding-house');
    expect((await places('admin1', '', 'armidale')).map((place) => [place.place, place.placeUid])).toEqual([['Boarding House', armidaleHouse]]);
    const armidaleAdmin = await tokenFor('admin1', 'armidale');
    const answers = await Promise.all([
      callAtArmidale(`places/${sydneyHouse}`, { token: armidaleAdmin }),
      callAtArmidale(`pages/?place=${sydneyHouse}`, { token: armidaleAdmin }),
      callAtArmidale(`places/${sydneyHouse}`, { method: 'PUT', token: armidaleAdmin, body: placeBody() }),
      callAtArmidale(`places/${sydneyHouse}`, { method: 'DELETE', token: armidaleAdmin }),
      callAtArmidale('course-units/?course_id=901', { token: armidaleAdmin }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404]);
  });

  it("lets no namesake edit: Sydney's editor1 cannot be made an editor of Armidale's boarding house, nor read it", async () => {
    const armidaleHouse = await placeId('boarding-house', 'armidale');
    const armidaleAdmin = await tokenFor('admin1', 'armidale');
    const [stored] = answerOf('GET places/:id', await callAtArmidale(`places/${armidaleHouse}`, { token: armidaleAdmin }));
    // Editors are people of the place's campus: nobody at Armidale has the username editor1.
    const named = await callAtArmidale<ErrorBody>(`places/${armidaleHouse}`, {
      method: 'PUT',
      token: armidaleAdmin,
      body: placeBody({ place: stored!.place, description: stored!.description, intended_audience: stored!.intended_audience, editors: 'sophie.martin,editor1' }),
    });
    expect(named.status).toBe(400);
    expect(named.body.responceObject.error.fields).toEqual({ 'data.editors': PLACE_ADMIN_MESSAGES.unknownEditors(['editor1']) });
    expect(answerOf('GET places/:id', await callAtArmidale(`places/${armidaleHouse}`, { token: armidaleAdmin }))[0]!.editors).toEqual(['sophie.martin']);
    const editor = await tokenFor('editor1');
    expect((await callApi(`places/${armidaleHouse}`, { token: editor })).status).toBe(404);
    const [page] = await cmsFind('pages', { place: { documentId: { $eq: armidaleHouse } }, landing_page: { $eq: true } });
    const write = await callApi(`pages/${page!.documentId}`, { method: 'PUT', token: editor, body: { pageData: { title: 'Taken over', updated_at: new Date().toISOString() } } });
    expect(write.status).toBe(404);
  });
});

describe('course units, tasks and classrooms', () => {
  it('answers the units by start date, the year of tasks asked for (one row per resource) and the classrooms', async () => {
    const token = await tokenFor('student1');
    const units = answerOf('GET course-units', await callApi('course-units/?course_id=901', { token }));
    expect(units.map((unit) => unit.unit_name)).toEqual(['Voices of Australia: poetry', 'The novel: Wonder', 'Persuasive speaking']);
    expect(units[2]!.component_html).toBe('None');

    const year = new Date().getFullYear();
    const rows = answerOf('GET course-tasks', await callApi(`course-tasks/?course_id=901&selected_year=${year}`, { token }));
    expect(rows).toHaveLength(4);
    const merged = mergeTaskRows(rows);
    expect(merged.map((task) => [task.TASK, task.resources.length])).toEqual([
      ['Poetry portfolio', 2],
      ['Novel study essay', 1],
      ['Persuasive speech', 1],
    ]);
    expect(merged[0]).toMatchObject({ WEIGHTING: 30, MARK_OUT_OF: 40 });
    const current = answerOf('GET course-tasks', await callApi('course-tasks/?course_id=901', { token }));
    expect(current).toEqual(rows);
    expect(answerOf('GET course-tasks', await callApi(`course-tasks/?course_id=901&selected_year=${year - 1}`, { token })).map((row) => row.TASK)).toEqual([
      'Poetry portfolio',
      'Poetry portfolio',
      'Novel study essay',
    ]);

    const classrooms = answerOf('GET course-classrooms', await callApi('course-classrooms/?course_id=901', { token }));
    expect(classrooms.map((room) => [room.class_name, room.alternateLink])).toEqual([
      ['9ENG A', 'https://classroom.example.com/c/9eng-a'],
      ['9ENG B', 'https://classroom.example.com/c/9eng-b'],
    ]);
  });

  it('answers 400 for a course id that is not a number, and 404 for one no place has', async () => {
    const token = await tokenFor('teacher1');
    const bad = await callApi<ErrorBody>('course-units/?course_id=abc', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.responceObject.error.message).toBe('Not a valid course id.');
    expect((await callApi('course-classrooms/?course_id=424242', { token })).status).toBe(404);
  });

  it('shows a unit changed in the CMS on the next reads, within a second', async () => {
    const [unit] = await cmsFind<{ documentId: string; unit_name: string }>('course-units', { unit_id: { $eq: '902-U3' } });
    const token = await tokenFor('student1');
    const read = async () => answerOf('GET course-units', await callApi('course-units/?course_id=902', { token })).map((one) => one.unit_name);
    expect(await read()).toContain('Probability');
    await cmsUpdate('course-units', unit!.documentId, { unit_name: 'Probability and chance' });
    try {
      await eventually(read, (names) => names.includes('Probability and chance'));
    } finally {
      await cmsUpdate('course-units', unit!.documentId, { unit_name: 'Probability' });
    }
  });
});

describe('administering places', () => {
  it.each([
    ['POST', () => 'places'],
    ['PUT', (id: string) => `places/${id}`],
    ['DELETE', (id: string) => `places/${id}`],
  ] as const)('answers 403 to teacher1 and to editor1 (editors are not admins) for %s places', async (method, path) => {
    const english = await placeId('year-9-english');
    for (const username of ['teacher1', 'editor1']) {
      const answer = await callApi<ErrorBody>(path(english), { method, token: await tokenFor(username), body: method === 'DELETE' ? undefined : placeBody() });
      expect(answer.status, username).toBe(403);
    }
    expect((await places('admin1', `?place=${english}`))[0]!.place).toBe('Year 9 English');
  });

  it('creates a place with editors and a key learning area, changes it, and deletes it with its pages', async () => {
    const admin = await tokenFor('admin1');
    const [kla] = await cmsFind('key-learning-areas', { key_learning_area: { $eq: 'HSIE' } });
    const [year10] = await cmsFind('groups', { groupname: { $eq: 'Year 10' } });
    const created = await callApi('places', { method: 'POST', token: admin, body: placeBody({ place_id: '1010', klaUid: kla!.documentId, group_ids: [year10!.documentId] }) });
    expect(created.status).toBe(201);
    const place = answerOf('POST places', created);
    expect(place).toMatchObject({
      place: 'Year 10 Commerce',
      slug: 'year-10-commerce',
      place_id: 1010,
      editors: ['editor1', 'tom.walsh'],
      klaUid: kla!.documentId,
      key_learning_area: 'HSIE',
      is_key_learning_area: true,
      group_list: { groups: [{ groupUid: year10!.documentId, groupname: 'Year 10' }] },
      can_edit: true,
      users_username: 'admin1',
    });
    // The campus's readers see it at once (the write drops the cached places), editor1 as its editor.
    expect((await places('editor1', '?slug=year-10-commerce'))[0]?.can_edit).toBe(true);
    expect(await places('student1', '?slug=year-10-commerce')).toEqual([]);
    const [stored] = await cmsFind<{ campus: string }>('places', { documentId: { $eq: place.placeUid } });
    expect(stored!.campus).toBe('sydney');

    const changed = await callApi(`places/${place.placeUid}`, { method: 'PUT', token: admin, body: placeBody({ place: 'Year 10 Commerce and Law', editors: 'tom.walsh', group_ids: [] }) });
    expect(answerOf('PUT places/:id', changed)).toMatchObject({ slug: 'year-10-commerce-and-law', editors: ['tom.walsh'], klaUid: null, is_key_learning_area: false, group_list: { groups: [] } });
    expect((await places('editor1', '?slug=year-10-commerce-and-law'))[0]?.can_edit).toBe(false);

    const [staticType] = await cmsFind('page-types', { pageType: { $eq: 'Static Page' } });
    const page = await callApi('pages', { method: 'POST', token: admin, body: { pageData: { placeUid: place.placeUid, pagetypeUid: staticType!.documentId, title: 'Welcome' } } });
    expect(page.status).toBe(201);

    const removed = await callApi(`places/${place.placeUid}`, { method: 'DELETE', token: admin });
    expect(answerOf('DELETE places/:id', removed).placeUid).toBe(place.placeUid);
    expect(await places('admin1', '?slug=year-10-commerce-and-law')).toEqual([]);
    const pages = await cmsFind<{ is_deleted: boolean }>('pages', { documentId: { $eq: answerOf('POST pages', page).pageUid } });
    expect(pages.map((one) => one.is_deleted)).toEqual([true]);
    const entries = await cmsFind<{ action: string }>('audit-entries', { record_type: { $eq: 'place' }, record_id: { $eq: place.placeUid } });
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it("refuses a form with the spec's messages, a slug the campus has, and links that do not exist", async () => {
    const admin = await tokenFor('admin1');
    const empty = await callApi<ErrorBody>('places', { method: 'POST', token: admin, body: placeBody({ place_id: '12a', place: ' ', description: '', intended_audience: '', editors: '' }) });
    expect(empty.status).toBe(400);
    expect(empty.body.responceObject.error.fields).toEqual({
      'data.place_id': PLACE_ADMIN_MESSAGES.placeId,
      'data.place': PLACE_ADMIN_MESSAGES.place,
      'data.description': PLACE_ADMIN_MESSAGES.description,
      'data.intended_audience': PLACE_ADMIN_MESSAGES.intendedAudience,
      'data.editors': PLACE_ADMIN_MESSAGES.editors,
    });
    const spaced = await callApi<ErrorBody>('places', { method: 'POST', token: admin, body: placeBody({ editors: 'editor1, teacher2' }) });
    expect(spaced.body.responceObject.error.message).toBe(PLACE_ADMIN_MESSAGES.editorsFormat);

    const taken = await callApi<ErrorBody>('places', { method: 'POST', token: admin, body: placeBody({ place: 'Year 9  English' }) });
    expect(taken.status).toBe(400);
    expect(taken.body.responceObject.error.message).toBe(PLACE_ADMIN_MESSAGES.slugTaken);
    // Armidale's admin may use a slug Sydney has: slugs are one per campus.
    const armidaleAdmin = await tokenFor('admin1', 'armidale');
    const armidale = await callAtArmidale('places', { method: 'POST', token: armidaleAdmin, body: placeBody({ place: 'Year 9 English', editors: 'sophie.martin' }) });
    expect(armidale.status).toBe(201);
    await callAtArmidale(`places/${answerOf('POST places', armidale).placeUid}`, { method: 'DELETE', token: armidaleAdmin });

    const unknownGroup = await callApi<ErrorBody>('places', { method: 'POST', token: admin, body: placeBody({ group_ids: ['nosuchgroup0000000000000'] }) });
    expect(unknownGroup.body.responceObject.error.message).toBe(ADMIN_API_MESSAGES.unknownGroup);
    const unknownKla = await callApi<ErrorBody>('places', { method: 'POST', token: admin, body: placeBody({ klaUid: 'nosuchkla00000000000000' }) });
    expect(unknownKla.body.responceObject.error.message).toBe(PLACE_ADMIN_MESSAGES.unknownKla);
  });
});

describe('editors are people of the campus', () => {
  it('refuses usernames nobody of the campus has, naming them next to the editors, and stores nothing', async () => {
    const admin = await tokenFor('admin1');
    // teacher2 is nobody; sophie.martin is someone of Armidale.
    const answer = await callApi<ErrorBody>('places', { method: 'POST', token: admin, body: placeBody({ place: 'Robotics Club', editors: 'editor1,teacher2,sophie.martin' }) });
    expect(answer.status).toBe(400);
    const message = PLACE_ADMIN_MESSAGES.unknownEditors(['teacher2', 'sophie.martin']);
    expect(answer.body.responceObject.error).toMatchObject({ message, fields: { 'data.editors': message } });
    expect(await cmsFind('places', { slug: { $eq: 'robotics-club' } })).toEqual([]);
  });

  it("keeps a renamed editor's right: the place shows their new username, they still edit it, and their old one is nobody's", async () => {
    const [person] = await cmsFind('portal-users', { username: { $eq: 'editor1' }, campus: { $eq: 'sydney' } });
    const account = DEMO_ACCOUNTS.find((demo) => demo.campus === 'sydney' && demo.username === 'editor1')!;
    await cmsUpdate('portal-users', person!.documentId, { username: 'grace.liu' });
    try {
      // Renamed in the directory: the identity provider's tokens carry the new username too.
      const renamed = await forgeToken({ ...claimsOf(account), username: 'grace.liu' }, { issuer: inject('stack').idpUrl, audience: 'urn:school-portal:bff' });
      const shown = await eventually(async () => (await places('admin1', '?slug=year-9-english'))[0]!.editors, (editors) => editors.includes('grace.liu'));
      expect(shown).toEqual(['grace.liu', 'tom.walsh']);
      const [english] = answerOf('GET places', await callApi('places/?slug=year-9-english', { token: renamed }));
      expect(english?.can_edit).toBe(true);
      const oldName = await callApi<ErrorBody>('places', { method: 'POST', token: await tokenFor('admin1'), body: placeBody({ place: 'Robotics Club', editors: 'editor1' }) });
      expect(oldName.body.responceObject.error.fields).toEqual({ 'data.editors': PLACE_ADMIN_MESSAGES.unknownEditors(['editor1']) });
    } finally {
      await cmsUpdate('portal-users', person!.documentId, { username: 'editor1' });
    }
    expect(await eventually(async () => (await places('admin1', '?slug=year-9-english'))[0]!.editors, (editors) => editors.includes('editor1'))).toEqual(['editor1', 'tom.walsh']);
  });

  it('takes a username in any letter case, and shows it as the person has it', async () => {
    const admin = await tokenFor('admin1');
    const created = answerOf('POST places', await callApi('places', { method: 'POST', token: admin, body: placeBody({ place: 'Chess Club', editors: 'Tom.Walsh,EDITOR1' }) }));
    try {
      expect(created.editors).toEqual(['tom.walsh', 'editor1']);
      expect((await places('editor1', '?slug=chess-club'))[0]?.can_edit).toBe(true);
    } finally {
      await callApi(`places/${created.placeUid}`, { method: 'DELETE', token: admin });
    }
  });
});
