import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { cmsCreate, cmsDelete, cmsFind } from '../test/cms-records.ts';

type Person = {
  documentId: string;
  username: string;
  surname: string;
  email: string | null;
  type: string;
  is_admin: boolean;
  directory_id: string | null;
  language: string | null;
  groups: { groupname: string }[];
};
type Answer<T> = { status: number; body: { data?: T; error?: { message: string } } };

/** Calls the CMS exactly as the BFF does: its own API token, nothing more. */
async function asBff<T>(method: string, path: string, data?: object): Promise<Answer<T>> {
  const stack = inject('stack');
  const response = await fetch(`${stack.cmsUrl}/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${stack.cmsApiToken}`, ...(data ? { 'content-type': 'application/json' } : {}) },
    body: data ? JSON.stringify({ data }) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

async function seededPerson(directoryId: string): Promise<Person> {
  const [person] = await cmsFind<Person>('portal-users', { directory_id: { $eq: directoryId } });
  if (!person) throw new Error(`No seeded person with directory id ${directoryId}`);
  return person;
}

const newIdentity = (issuer = `https://login-${randomUUID()}.example.edu.au`) => ({ issuer, subject: randomUUID() });

type SignIn = ReturnType<typeof newIdentity> & { campus?: string; directoryId?: string | null; language?: string | null; profile?: Partial<Record<string, unknown>> };

function signIn({ campus = 'sydney', directoryId = null, language = null, profile = {}, ...identity }: SignIn): Promise<Answer<Person>> {
  return asBff<Person>('POST', 'portal-users/sign-in', {
    ...identity,
    campus,
    directoryId,
    language,
    profile: { username: 'student8', firstname: 'Chloe', surname: 'Martin', email: 'student8@example.edu.au', type: 'student', is_carer: false, ...profile },
  });
}

describe("the BFF's CMS token", () => {
  it('cannot make anyone an admin: Strapi itself refuses portal-user writes', async () => {
    const person = await seededPerson('syd-marcus.lee');
    expect((await asBff('PUT', `portal-users/${person.documentId}`, { is_admin: true })).status).toBe(403);
    expect((await asBff('POST', 'portal-users', { username: 'intruder', type: 'faculty', campus: 'sydney', is_admin: true })).status).toBe(403);
    expect((await asBff('DELETE', `portal-users/${person.documentId}`)).status).toBe(403);
    expect(await seededPerson('syd-marcus.lee')).toMatchObject({ documentId: person.documentId, is_admin: false });
  });

  it('still reads what readers see', async () => {
    const posts = await asBff<unknown[]>('GET', 'posts?pagination[pageSize]=1');
    expect(posts.status).toBe(200);
    expect(posts.body.data).toHaveLength(1);
  });
});

describe('signing in through the CMS', () => {
  it('links a school-system person once by directory id; roles stay the portal’s', async () => {
    const seeded = await seededPerson('syd-student8');
    const first = newIdentity();

    const linked = await signIn({ ...first, directoryId: 'syd-student8', profile: { type: 'faculty', surname: 'Martin-Lee' } });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ documentId: seeded.documentId, type: 'student', is_admin: false, surname: 'Martin-Lee' });
    expect(linked.body.data?.groups.map((group) => group.groupname)).toContain('Year 10');
    // Who the person is at their provider stays inside the CMS.
    expect(linked.body.data).not.toHaveProperty('issuer');
    expect(linked.body.data).not.toHaveProperty('subject');

    const other = await signIn({ ...newIdentity(), directoryId: 'syd-student8' });
    expect(other.status).toBe(200);
    expect(other.body.data?.documentId).not.toBe(seeded.documentId);
    expect(other.body.data).toMatchObject({ directory_id: null, groups: [] });

    expect((await signIn({ ...first, directoryId: 'syd-student8' })).body.data?.documentId).toBe(seeded.documentId);
  });

  it('lets only one of two first sign-ins at once take a directory record', async () => {
    const seeded = await seededPerson('syd-student7');
    const answers = await Promise.all([1, 2].map(() => signIn({ ...newIdentity(), directoryId: 'syd-student7', profile: { username: 'student7' } })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.filter((answer) => answer.body.data?.documentId === seeded.documentId)).toHaveLength(1);
  });

  it('keeps the same username from two providers as two people', async () => {
    const sydney = newIdentity();
    const armidale = newIdentity();
    const one = await signIn({ ...sydney, profile: { username: 'jsmith' } });
    // A provider that sends no email still signs the person in.
    const two = await signIn({ ...armidale, campus: 'armidale', profile: { username: 'jsmith', email: '' } });
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(two.body.data).toMatchObject({ username: 'jsmith', email: null });
    expect(two.body.data?.documentId).not.toBe(one.body.data?.documentId);
    expect((await signIn({ ...sydney, profile: { username: 'jsmith' } })).body.data?.documentId).toBe(one.body.data?.documentId);
  });

  it("keeps the browser's language for a person who has none, never over one they have", async () => {
    const first = newIdentity();
    expect((await signIn({ ...first, language: 'vi', profile: { username: 'lang.first' } })).body.data).toMatchObject({ language: 'vi' });
    expect((await signIn({ ...first, language: 'ar', profile: { username: 'lang.first' } })).body.data).toMatchObject({ language: 'vi' });
    // A browser in no language of the portal leaves it empty; a later one fills it.
    const none = newIdentity();
    expect((await signIn({ ...none, profile: { username: 'lang.none' } })).body.data).toMatchObject({ language: null });
    expect((await signIn({ ...none, language: 'zh-Hans', profile: { username: 'lang.none' } })).body.data).toMatchObject({ language: 'zh-Hans' });
    // The school system's language stays when its person first signs in.
    const directoryId = `syd-lang-${randomUUID()}`;
    const imported = await cmsCreate('portal-users', { username: 'lang.imported', type: 'affiliate', campus: 'sydney', directory_id: directoryId, language: 'ar' });
    try {
      const linked = await signIn({ ...newIdentity(), directoryId, language: 'vi', profile: { username: 'lang.imported', type: 'affiliate' } });
      expect(linked.body.data).toMatchObject({ documentId: imported, language: 'ar' });
    } finally {
      await cmsDelete('portal-users', imported);
    }
  });

  it("changes a person's language only through the language action, and nothing else with it", async () => {
    const identity = newIdentity();
    const person = (await signIn({ ...identity, language: 'vi', profile: { username: 'lang.choice' } })).body.data!;
    const chosen = await asBff<Person>('PUT', `portal-users/${person.documentId}/language`, { language: 'ar' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({ documentId: person.documentId, language: 'ar', is_admin: false, groups: [] });
    // Whether it was chosen is the CMS's to know (the import reads it), not the API's.
    expect(chosen.body.data).not.toHaveProperty('language_chosen');
    const refused = [
      await asBff('PUT', `portal-users/${person.documentId}/language`, { language: 'en', is_admin: true }),
      await asBff('PUT', `portal-users/${person.documentId}/language`, { language: 'fr' }),
      await asBff('PUT', `portal-users/${person.documentId}/language`),
    ];
    expect(refused.map((answer) => [answer.status, answer.body.error?.message])).toEqual([
      [400, 'data has unknown fields: is_admin.'],
      [400, 'data.language must be one of en, ar, zh-Hans, vi.'],
      [400, 'data.language must be one of en, ar, zh-Hans, vi.'],
    ]);
    expect((await asBff('PUT', 'portal-users/nobody0000000000000000000/language', { language: 'ar' })).status).toBe(404);
    expect((await signIn({ ...identity, language: 'zh-Hans', profile: { username: 'lang.choice' } })).body.data).toMatchObject({ language: 'ar', is_admin: false });
  });

  it('refuses a malformed sign-in and says why', async () => {
    const answer = await asBff('POST', 'portal-users/sign-in', { ...newIdentity(), directoryId: null, profile: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe('data.campus is required (one of sydney, armidale).');
  });
});

describe('page visits', () => {
  it('forget their IP address after the retention period; recent ones keep it', async () => {
    type Visit = { ip_address: string | null; ip_lookup_key: string | null };
    const old = await cmsFind<Visit>('web-logs', { client_visit_id: { $startsWith: 'seed-old-visit-' } });
    const recent = await cmsFind<Visit>('web-logs', { client_visit_id: { $startsWith: 'seed-visit-' } });
    expect(old.length).toBeGreaterThan(0);
    expect(old.every((visit) => visit.ip_address === null && visit.ip_lookup_key === null)).toBe(true);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((visit) => visit.ip_address !== null)).toBe(true);
  });
});
