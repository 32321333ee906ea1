import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_SERVER } from '../importer/run-import-command';
import { compiledCmsTest } from '../testing/compiled-cms';

// The compiled CMS started for real on a database whose places hold their editors as the
// `editors` JSON list of usernames, as a database from before editors were people holds them
// (on SQLite, or with TEST_DATABASE=postgres on a PostgreSQL database made and dropped here).
// Needs `npm run build --workspace cms` first.

const cms = compiledCmsTest('place-editors');

/** Runs statements on the test's database, `?` for each parameter; answers the last one's rows. */
async function onDatabase<T>(statements: [string, unknown[]?][]): Promise<T[]> {
  if (!cms.usePostgres) {
    const db = new Database(cms.databaseFile);
    try {
      let rows: unknown[] = [];
      for (const [sql, params = []] of statements) {
        const statement = db.prepare(sql);
        rows = statement.reader ? statement.all(...params) : (statement.run(...params), []);
      }
      return rows as T[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ ...POSTGRES_SERVER, database: cms.postgresName });
  await client.connect();
  try {
    let rows: unknown[] = [];
    for (const [sql, params = []] of statements) {
      let index = 0;
      rows = (await client.query(sql.replace(/\?/g, () => `$${(index += 1)}`), params)).rows;
    }
    return rows as T[];
  } finally {
    await client.end();
  }
}

const now = new Date().toISOString();
const person = (documentId: string, username: string, campus: string): [string, unknown[]] => [
  'insert into portal_users (document_id, username, campus, type, created_at, updated_at, published_at) values (?, ?, ?, ?, ?, ?, ?)',
  [documentId, username, campus, 'faculty', now, now, now],
];
const place = (documentId: string, slug: string, campus: string, editors: string | null): [string, unknown[]] => [
  'insert into places (document_id, place, slug, campus, editors, created_at, updated_at, published_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
  [documentId, slug, slug, campus, editors, now, now, now],
];

/** Each place's editors as linked now: their usernames, in the place's order. */
async function editorsByPlace(): Promise<Record<string, string[]>> {
  const rows = await onDatabase<{ place: string; username: string }>([
    [
      `select places.document_id as place, portal_users.username as username
       from places_editor_people_lnk link
       join places on places.id = link.place_id
       join portal_users on portal_users.id = link.portal_user_id
       order by places.document_id, link.portal_user_ord`,
    ],
  ]);
  const byPlace: Record<string, string[]> = {};
  for (const row of rows) (byPlace[row.place] ??= []).push(row.username);
  return byPlace;
}

beforeAll(async () => {
  await cms.setUp('people-ids/place-editor-usernames.js');
  // The first start makes the tables; the places then get the column a database from before has.
  await cms.startAndStop();
  await onDatabase([
    [`alter table places add column editors ${cms.usePostgres ? 'jsonb' : 'text'}`],
    person('syd-editor', 'editor1', 'sydney'),
    person('syd-tom', 'tom.walsh', 'sydney'),
    person('arm-sophie', 'sophie.martin', 'armidale'),
    place('english', 'year-9-english', 'sydney', JSON.stringify(['tom.walsh', 'Editor1', 'teacher2', 'sophie.martin'])),
    place('boarding', 'boarding-house', 'armidale', JSON.stringify(['sophie.martin', 'editor1'])),
    place('none', 'no-editors', 'sydney', null),
  ]);
}, 300_000);

afterAll(cms.tearDown);

describe('places stored with their editors as usernames, when the CMS starts', () => {
  it("links each username to the person of the place's campus who has it, in order, and logs those nobody there has", async () => {
    const log = await cms.startAndStop();
    expect(await editorsByPlace()).toEqual({ english: ['tom.walsh', 'editor1'], boarding: ['sophie.martin'] });
    expect(log).toContain('Place english: nobody at sydney has the username teacher2, sophie.martin');
    expect(log).toContain('Place boarding: nobody at armidale has the username editor1');
    expect(log).toContain('the usernames of 2 places are now their campus');

    // Started again, there is nothing left to link, and what was linked stays.
    expect(await cms.startAndStop()).not.toContain('are now their campus');
    expect(await editorsByPlace()).toEqual({ english: ['tom.walsh', 'editor1'], boarding: ['sophie.martin'] });
  }, 600_000);
});
