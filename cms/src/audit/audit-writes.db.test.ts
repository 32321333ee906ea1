import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';

// The compiled CMS loaded for real, on SQLite or with TEST_DATABASE=postgres (as the BFF's
// suite) a PostgreSQL database made and dropped here, writing with no request behind it (the
// CMS's own work) through the guarded update (src/guarded-writes.ts), which holds a
// transaction of its own around the Document Service's. The BFF's suite tests the audit through
// HTTP (bff/src/security/audit-trail.test.ts). Needs `npm run build --workspace cms` first.

const cms = compiledCmsTest('audit-writes');

const MARKER = 'refused-by-audit-trigger';

/** What the script uses besides Strapi: the guarded update, the post type and the database in use. */
const USING = `
const { updateIfUnchanged } = require(path.join(process.cwd(), 'dist', 'src', 'guarded-writes.js'));
const POST = 'api::post.post';
const postgres = process.env.DATABASE_CLIENT === 'postgres';`;

/**
 * Loads the CMS, makes a post, updates it with the guarded update, then makes the database
 * refuse audit entries naming MARKER (a trigger) and tries a second guarded update and a plain
 * create; prints what was stored as JSON on its last line.
 */
const SCRIPT = cmsScript(
  `
    const row = (documentId) => strapi.db.query(POST).findOne({ where: { documentId }, select: ['title', 'updatedAt'] });
    const post = await strapi.documents(POST).create({ data: { type: 'notice', title: 'Guarded', campus: 'sydney' } });
    await updateIfUnchanged(strapi, POST, post.documentId, new Date((await row(post.documentId)).updatedAt), { title: 'Guarded v2' });
    const statements = postgres
      ? [
          "CREATE FUNCTION test_refuse_audit_entry() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.summary LIKE '%${MARKER}%' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$",
          'CREATE TRIGGER test_refuse_audit_entry BEFORE INSERT ON audit_entries FOR EACH ROW EXECUTE FUNCTION test_refuse_audit_entry()',
        ]
      : ["CREATE TRIGGER test_refuse_audit_entry BEFORE INSERT ON audit_entries WHEN NEW.summary LIKE '%${MARKER}%' BEGIN SELECT RAISE(ABORT, 'refused'); END"];
    for (const statement of statements) await strapi.db.connection.raw(statement);
    result.before = await row(post.documentId);
    try {
      await updateIfUnchanged(strapi, POST, post.documentId, new Date(result.before.updatedAt), { title: 'Guarded ${MARKER}' });
    } catch (error) {
      result.refusedWith = error.name;
    }
    result.after = await row(post.documentId);
    try {
      await strapi.documents(POST).create({ data: { type: 'notice', title: 'Never ${MARKER}', campus: 'sydney' } });
    } catch (error) {
      result.createRefusedWith = error.name;
    }
    result.createdCount = await strapi.db.query(POST).count({ where: { title: 'Never ${MARKER}' } });
    result.entries = await strapi.db.query('api::audit-entry.audit-entry').findMany({ where: { record_id: post.documentId }, orderBy: { id: 'asc' } });`,
  USING,
);

type Outcome = {
  before: { title: string; updatedAt: string | number };
  after: { title: string; updatedAt: string | number };
  refusedWith?: string;
  createRefusedWith?: string;
  createdCount: number;
  entries: Array<{ action: string; actor_kind: string; users_userid: string; users_username: string; summary: string; campus: string }>;
};

const run = async () => JSON.parse((await cms.run(SCRIPT)).last) as Outcome;

beforeAll(() => cms.setUp('audit/audit-writes.js'));
afterAll(cms.tearDown);

describe("the audit of the CMS's own writes", { timeout: 300_000 }, () => {
  let outcome: Outcome;
  beforeAll(async () => {
    outcome = await run();
  }, 300_000);

  it('audits a guarded update under the system in its transaction, and rolls the whole of it back when the entry is refused', () => {
    expect(outcome.entries.map((entry) => [entry.action, entry.summary])).toEqual([
      ['create', 'Created notice "Guarded"'],
      ['update', 'Updated notice "Guarded v2"'],
    ]);
    for (const entry of outcome.entries) expect(entry).toMatchObject({ actor_kind: 'system', users_userid: 'system', users_username: 'system', campus: 'sydney' });
    expect(outcome.refusedWith).toBe('AuditEntryNotWritten');
    // The guarded update's claim (its own UPDATE of updatedAt) went with it: the row is as it was.
    expect(outcome.after).toEqual(outcome.before);
  });

  it('stores no record whose entry is refused, outside any transaction of the caller too', () => {
    expect(outcome.createRefusedWith).toBe('AuditEntryNotWritten');
    expect(outcome.createdCount).toBe(0);
  });
});
