import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PORTAL_ACTOR_HEADER, portalActorHeaderValue, type ApiCall } from '@portal/contract';
import { signInCmsAdmin } from '@portal/stack/cms-setup-token';
import { callApi, tokenFor, type ApiAnswer } from '../test/api.ts';
import { answerOf } from '../test/answer-shape.ts';
import { withCmsDatabase } from '../test/cms-database.ts';
import { cmsFind } from '../test/cms-records.ts';

// The audit trail is the CMS's (cms/src/audit): every create, update and delete of an audited
// record writes its entry in the write's own transaction, under whoever made it.

type AuditEntry = {
  id: number;
  action: string;
  record_type: string;
  record_id: string;
  actor_kind: string;
  users_userid: string;
  users_username: string;
  at: string;
  summary: string;
  campus: string | null;
};
type ErrorBody = { responceObject: { error: { id: string; message: string } } };

const entriesFor = async (recordId: string) => (await cmsFind<AuditEntry>('audit-entries', { record_id: { $eq: recordId } })).sort((a, b) => a.id - b.id);

const personOf = async (directoryId: string) => {
  const [person] = await cmsFind<{ documentId: string; username: string }>('portal-users', { directory_id: { $eq: directoryId } });
  if (!person) throw new Error(`No seeded person ${directoryId}`);
  return { documentId: person.documentId, username: person.username };
};

let category: string;
let admin1: { documentId: string; username: string };

beforeAll(async () => {
  [{ documentId: category }] = (await cmsFind('post-categories', { categoryname: { $eq: 'General' } })) as [{ documentId: string }];
  admin1 = await personOf('syd-admin1');
});

const notice = (title: string) => ({
  type: 'notice',
  title,
  content_html: '<p>Canteen closed on Monday.</p>',
  featured_img_url: '/uploads/canteen.jpg',
  published: false,
  postcategory_categoryid: category,
});
const header = (caption: string) => ({ caption, caption_location: 'bottom_left', featured_img_url: '/uploads/h.jpg', publish_start: new Date().toISOString(), publish_end: 'INDEFINITE' });
const place = (name: string) => ({ place_id: '', place: name, description: 'Audited.', intended_audience: 'Everyone', editors: 'editor1', klaUid: null, group_ids: [] });

/** An admin1 call through the BFF, answered with the call's records (failing on an error answer). */
async function asAdmin<C extends ApiCall>(call: C, path: string, method: string, body?: unknown) {
  const answer = await callApi(path, { method, token: await tokenFor('admin1'), body });
  return { records: answerOf(call, answer), status: answer.status };
}

/** A call straight to the CMS's REST API with a token (or none), as another caller than the BFF would make it. */
async function cmsCall(method: string, path: string, { token, headers = {}, data }: { token?: string; headers?: Record<string, string>; data?: object }) {
  const response = await fetch(`${inject('stack').cmsUrl}/api/${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(data ? { 'content-type': 'application/json' } : {}), ...headers },
    body: data ? JSON.stringify({ data }) : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as { data?: { documentId: string }; error?: { message: string } } | null };
}

describe('a BFF write of each audited type', () => {
  /** Each audited type's writes through the BFF, as the admin screens make them: the record's id and the actions its trail should show. */
  const writes: Array<[string, () => Promise<{ id: string; actions: string[]; summary: string }>]> = [
    [
      'post',
      async () => {
        const title = `Audited notice ${randomUUID().slice(0, 8)}`;
        const { records: post } = await asAdmin('POST posts', 'posts', 'POST', { data: { ...notice(title), client_id: randomUUID() } });
        await asAdmin('PUT posts/:id', `posts/${post.postUid}`, 'PUT', { data: notice(`${title} v2`) });
        await asAdmin('DELETE posts/:id', `posts/${post.postUid}`, 'DELETE');
        return { id: post.postUid, actions: ['create', 'update', 'delete'], summary: `Updated notice "${title} v2"` };
      },
    ],
    [
      'connection-header',
      async () => {
        const { records: created } = await asAdmin('POST connection-headers', 'connection-headers', 'POST', { data: header('Audited header') });
        await asAdmin('PUT connection-headers/:id', `connection-headers/${created.connectionheaderUid}`, 'PUT', { data: header('Audited header, recaptioned') });
        await asAdmin('DELETE connection-headers/:id', `connection-headers/${created.connectionheaderUid}`, 'DELETE');
        return { id: created.connectionheaderUid, actions: ['create', 'update', 'delete'], summary: 'Updated newsletter header "Audited header, recaptioned"' };
      },
    ],
    [
      'emergency-broadcast',
      async () => {
        const { records: created } = await asAdmin('POST emergencybroadcast', 'emergencybroadcast', 'POST', { data: { message: 'Audit drill', status: false } });
        await asAdmin('PUT emergencybroadcast/:id', `emergencybroadcast/${created.emergencybroadcastUid}`, 'PUT', { data: { message: 'Audit drill over', status: false } });
        await asAdmin('DELETE emergencybroadcast/:id', `emergencybroadcast/${created.emergencybroadcastUid}`, 'DELETE');
        return { id: created.emergencybroadcastUid, actions: ['create', 'update', 'delete'], summary: 'Updated emergency broadcast (off): Audit drill over' };
      },
    ],
    [
      'subscribed-user',
      async () => {
        const email = `audited-${randomUUID().slice(0, 8)}@example.org`;
        const { records: created } = await asAdmin('POST subscribedusers', 'subscribedusers', 'POST', { data: { name: 'Audited Family', email } });
        await asAdmin('PUT subscribedusers/:id', `subscribedusers/${created.subscribedusersUid}`, 'PUT', { data: { name: 'Audited Family Smith', email } });
        await asAdmin('DELETE subscribedusers/:id', `subscribedusers/${created.subscribedusersUid}`, 'DELETE');
        return { id: created.subscribedusersUid, actions: ['create', 'update', 'delete'], summary: `Updated subscriber Audited Family Smith <${email}>` };
      },
    ],
    [
      'weekly-email-text',
      async () => {
        // The demo campus has its one text already: the save goes into it, and the blurb is put
        // back after (the weekly email text's own tests read the demo blurb).
        const [demo] = answerOf('GET weeklyemailtext', await callApi('weeklyemailtext/', { token: await tokenFor('admin1') }));
        const { records: saved, status } = await asAdmin('POST weeklyemailtext', 'weeklyemailtext', 'POST', { data: { email_text: `Audited blurb ${randomUUID().slice(0, 8)}` } });
        expect(status).toBe(200);
        await asAdmin('POST weeklyemailtext', 'weeklyemailtext', 'POST', { data: { email_text: demo!.email_text } });
        return { id: saved.weeklyemailtextUid, actions: ['update', 'update'], summary: 'Updated weekly email text: email_text' };
      },
    ],
    [
      'pdf-email-template',
      async () => {
        const { records: saved, status } = await asAdmin('POST connectionpdfemailtext', 'connectionpdfemailtext', 'POST', {
          send_to: [{ value: 'all_subscribers', label: 'All' }],
          subject: `Audited subject ${randomUUID().slice(0, 8)}`,
          email_html: '<p>Audited.</p>',
        });
        expect(status).toBe(200);
        return { id: saved.connection_pdf_emailtextUid, actions: ['update'], summary: 'Updated the Connections PDF email template' };
      },
    ],
    [
      'place',
      async () => {
        const name = `Audited place ${randomUUID().slice(0, 8)}`;
        const { records: created } = await asAdmin('POST places', 'places', 'POST', { data: place(name) });
        await asAdmin('PUT places/:id', `places/${created.placeUid}`, 'PUT', { data: place(`${name} renamed`) });
        await asAdmin('DELETE places/:id', `places/${created.placeUid}`, 'DELETE');
        return { id: created.placeUid, actions: ['create', 'update', 'delete'], summary: `Updated place "${name} renamed"` };
      },
    ],
  ];

  it.each(writes)('leaves one entry per write of a %s, under the admin, naming the record and its campus', async (type, write) => {
    const before = Date.now();
    const { id, actions, summary } = await write();
    const entries = (await entriesFor(id)).filter((entry) => Date.parse(entry.at) >= before - 1000);
    expect(entries.map((entry) => entry.action)).toEqual(actions);
    for (const entry of entries) {
      expect(entry).toMatchObject({ record_type: type, record_id: id, actor_kind: 'portal', users_userid: admin1.documentId, users_username: 'admin1', campus: 'sydney' });
    }
    expect(entries.map((entry) => entry.summary)).toContainEqual(expect.stringContaining(summary));
  });

  it('names the signed-in admin whatever actor header the browser sends', async () => {
    const teacher = await personOf('syd-teacher1');
    const title = `Forged through the BFF ${randomUUID().slice(0, 8)}`;
    const answer = await callApi('posts', {
      method: 'POST',
      token: await tokenFor('admin1'),
      headers: { [PORTAL_ACTOR_HEADER]: portalActorHeaderValue({ documentId: teacher.documentId, username: teacher.username }) },
      body: { data: { ...notice(title), client_id: randomUUID() } },
    });
    const post = answerOf('POST posts', answer);
    expect((await entriesFor(post.postUid)).map((entry) => [entry.users_userid, entry.users_username])).toEqual([[admin1.documentId, 'admin1']]);
  });
});

describe('a write whose audit entry cannot be written', () => {
  // The database itself refuses the entry: a trigger on audit_entries, for entries whose
  // summary holds this marker (so that the rest of the suite's writes go on), removed after.
  const MARKER = 'refused-by-audit-trigger';
  const SQLITE_TRIGGER = `CREATE TRIGGER test_refuse_audit_entry BEFORE INSERT ON audit_entries WHEN NEW.summary LIKE '%${MARKER}%' BEGIN SELECT RAISE(ABORT, 'audit entry refused by the test'); END`;
  const POSTGRES_TRIGGER = [
    `CREATE FUNCTION test_refuse_audit_entry() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.summary LIKE '%${MARKER}%' THEN RAISE EXCEPTION 'audit entry refused by the test'; END IF; RETURN NEW; END $$`,
    'CREATE TRIGGER test_refuse_audit_entry BEFORE INSERT ON audit_entries FOR EACH ROW EXECUTE FUNCTION test_refuse_audit_entry()',
  ];
  const postgres = () => inject('stack').cmsDatabase.client === 'postgres';

  let kept: { postUid: string; title: string };

  beforeAll(async () => {
    // Made before the trigger exists: its update and delete will be refused.
    const title = `Kept notice ${MARKER} ${randomUUID().slice(0, 8)}`;
    const { records } = await asAdmin('POST posts', 'posts', 'POST', { data: { ...notice(title), client_id: randomUUID() } });
    kept = { postUid: records.postUid, title };
    await withCmsDatabase(async (db) => {
      for (const statement of postgres() ? POSTGRES_TRIGGER : [SQLITE_TRIGGER]) await db.raw(statement);
    });
  });

  afterAll(async () => {
    await withCmsDatabase(async (db) => {
      await db.raw('DROP TRIGGER IF EXISTS test_refuse_audit_entry' + (postgres() ? ' ON audit_entries' : ''));
      if (postgres()) await db.raw('DROP FUNCTION IF EXISTS test_refuse_audit_entry()');
    });
  });

  const refused = async (path: string, method: string, body?: object) => {
    const answer: ApiAnswer<ErrorBody> = await callApi<ErrorBody>(path, { method, token: await tokenFor('admin1'), body });
    return { status: answer.status, error: answer.body.responceObject.error };
  };

  it('is not stored, and the answer says so', async () => {
    const title = `Never stored ${MARKER} ${randomUUID().slice(0, 8)}`;
    const answer = await refused('posts', 'POST', { data: { ...notice(title), client_id: randomUUID() } });
    expect(answer).toEqual({ status: 502, error: { id: 'audit_failed', message: 'The post was not saved: the audit trail could not be written. Please try again.' } });
    expect(await cmsFind('posts', { title: { $eq: title } })).toEqual([]);

    const email = `${MARKER}@example.org`;
    const subscriber = await refused('subscribedusers', 'POST', { data: { name: `Never stored ${MARKER}`, email } });
    expect(subscriber).toEqual({ status: 502, error: { id: 'audit_failed', message: 'The subscriber was not saved: the audit trail could not be written. Please try again.' } });
    expect(await cmsFind('subscribed-users', { email: { $eq: email } })).toEqual([]);
  });

  it('leaves an updated post as it was and a deleted one in place, with no entry of either', async () => {
    const update = await refused(`posts/${kept.postUid}`, 'PUT', { data: notice(`Never saved ${MARKER}`) });
    expect(update).toEqual({ status: 502, error: { id: 'audit_failed', message: 'The post was not saved: the audit trail could not be written. Please try again.' } });
    const remove = await refused(`posts/${kept.postUid}`, 'DELETE');
    expect(remove).toEqual({ status: 502, error: { id: 'audit_failed', message: 'The post was not deleted: the audit trail could not be written. Please try again.' } });

    const [stored] = await cmsFind<{ title: string }>('posts', { documentId: { $eq: kept.postUid } });
    expect(stored?.title).toBe(kept.title);
    expect((await entriesFor(kept.postUid)).map((entry) => entry.action)).toEqual(['create']);
  });
});

describe('a write in the Strapi admin panel', () => {
  const CONTENT_MANAGER = 'content-manager/collection-types/api::post.post';

  async function panel(token: string, method: string, path: string, body?: object) {
    const response = await fetch(`${inject('stack').cmsUrl}/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}), [PORTAL_ACTOR_HEADER]: portalActorHeaderValue(admin1) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as { data: { id: number; documentId: string } } };
  }

  it('is audited under the panel user (an actor header sent along is not believed)', async () => {
    const { cmsUrl, cmsEditor } = inject('stack');
    const { token } = await signInCmsAdmin(cmsUrl, cmsEditor);
    const me = await panel(token, 'GET', 'admin/users/me');
    const title = `Written in the panel ${randomUUID().slice(0, 8)}`;

    const created = await panel(token, 'POST', CONTENT_MANAGER, { type: 'notice', title, campus: 'sydney' });
    expect(created.status).toBe(201);
    const id = created.body.data.documentId;
    expect((await panel(token, 'PUT', `${CONTENT_MANAGER}/${id}`, { title: `${title} v2` })).status).toBe(200);
    expect((await panel(token, 'DELETE', `${CONTENT_MANAGER}/${id}`)).status).toBe(200);

    const entries = await entriesFor(id);
    expect(entries.map((entry) => [entry.action, entry.summary])).toEqual([
      ['create', `Created notice "${title}"`],
      ['update', `Updated notice "${title} v2"`],
      ['delete', `Deleted notice "${title} v2"`],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ record_type: 'post', actor_kind: 'admin-panel', users_userid: String(me.body.data.id), users_username: cmsEditor.email, campus: 'sydney' });
    }
  });
});

describe('who the CMS believes named a portal person', () => {
  const forged = () => ({ [PORTAL_ACTOR_HEADER]: portalActorHeaderValue(admin1) });

  it("refuses a write of an audited record with the BFF's token that names no one, or not exactly one person", async () => {
    const { cmsApiToken } = inject('stack');
    const title = `Nobody's notice ${randomUUID().slice(0, 8)}`;
    const data = { type: 'notice', title, campus: 'sydney' };
    expect((await cmsCall('POST', 'posts', { token: cmsApiToken, data })).status).toBe(400);
    const withRole = { [PORTAL_ACTOR_HEADER]: JSON.stringify({ ...admin1, is_admin: true }) };
    expect((await cmsCall('POST', 'posts', { token: cmsApiToken, data, headers: withRole })).status).toBe(400);
    expect(await cmsFind('posts', { title: { $eq: title } })).toEqual([]);
  });

  it('ignores the actor header from another API token: the entry names that token', async () => {
    const { cmsSetupToken } = inject('stack');
    const title = `Set-up notice ${randomUUID().slice(0, 8)}`;
    const created = await cmsCall('POST', 'posts', { token: cmsSetupToken, headers: forged(), data: { type: 'notice', title, campus: 'sydney' } });
    expect(created.status).toBe(201);
    const [entry, ...more] = await entriesFor(created.body!.data!.documentId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'create', actor_kind: 'api-token', users_username: 'bff-tests-setup' });
    expect(entry!.users_userid).not.toBe(admin1.documentId);
  });

  it('refuses the write of a caller with no token, header or not', async () => {
    const title = `Anonymous notice ${randomUUID().slice(0, 8)}`;
    const answer = await cmsCall('POST', 'posts', { headers: forged(), data: { type: 'notice', title, campus: 'sydney' } });
    expect([401, 403]).toContain(answer.status);
    expect(await cmsFind('posts', { title: { $eq: title } })).toEqual([]);
  });

  it("lets the BFF's token neither add, read, change nor remove an audit entry", async () => {
    const { cmsApiToken } = inject('stack');
    const [entry] = await cmsFind<AuditEntry & { documentId: string }>('audit-entries', {});
    const entryData = { action: 'delete', record_type: 'post', record_id: 'forged', actor_kind: 'portal', users_userid: 'x', users_username: 'x', at: new Date().toISOString() };
    expect((await cmsCall('POST', 'audit-entries', { token: cmsApiToken, headers: forged(), data: entryData })).status).toBe(403);
    expect((await cmsCall('GET', 'audit-entries', { token: cmsApiToken })).status).toBe(403);
    expect((await cmsCall('PUT', `audit-entries/${entry!.documentId}`, { token: cmsApiToken, headers: forged(), data: { summary: 'rewritten' } })).status).toBe(403);
    expect((await cmsCall('DELETE', `audit-entries/${entry!.documentId}`, { token: cmsApiToken, headers: forged() })).status).toBe(403);
  });
});

describe("the CMS's own writes", () => {
  it('are audited under the system: the demo seed', async () => {
    const [seeded] = await cmsFind('posts', { title: { $eq: 'Athletics carnival: permission notes due Friday' } });
    const [created] = await entriesFor(seeded!.documentId);
    expect(created).toMatchObject({ action: 'create', record_type: 'post', actor_kind: 'system', users_userid: 'system', users_username: 'system', summary: 'Created notice "Athletics carnival: permission notes due Friday"' });
  });
});
