import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledCmsTest } from '../testing/compiled-cms';

// The compiled CMS started for real on a SQLite database that holds rich text as the editor
// stored it before lists were semantic, as an operator's upgrade would find it. Needs
// `npm run build --workspace cms` first.

// SQLite only: the test writes the old rows with better-sqlite3.
const cms = compiledCmsTest('quill-lists', { postgres: false });

const item = (kind: string, text: string, indent = 0) =>
  `<li data-list="${kind}"${indent ? ` class="ql-indent-${indent}"` : ''}><span class="ql-ui" contenteditable="false"></span>${text}</li>`;
const BULLETS = `<p>Bring</p><ol>${item('bullet', 'Hat')}${item('bullet', 'Towel')}</ol>`;
const NUMBERS = `<ol>${item('ordered', 'Arrive')}${item('ordered', 'Sign in')}</ol>`;
const NESTED = `<ol>${item('bullet', 'Bring')}${item('ordered', 'Hat', 1)}${item('bullet', 'Blue', 2)}${item('bullet', 'Wear')}</ol><p>End</p>`;
const SEMANTIC = {
  [BULLETS]: '<p>Bring</p><ul><li>Hat</li><li>Towel</li></ul>',
  [NUMBERS]: '<ol><li>Arrive</li><li>Sign in</li></ol>',
  [NESTED]: '<ul><li>Bring<ol><li>Hat<ul><li>Blue</li></ul></li></ol></li><li>Wear</li></ul><p>End</p>',
};

/** Every table and column of rich text (cms/src/rich-text/sanitise-rich-text.ts's list). */
const RICH_TEXT_COLUMNS = [
  ['posts', 'content_html'],
  ['pages', 'content_html'],
  ['blog_entries', 'content_html'],
  ['calendar_events', 'description'],
  ['course_units', 'component_html'],
  ['pdf_email_templates', 'email_html'],
] as const;

const withDatabase = <T>(use: (db: Database.Database) => T): T => {
  const db = new Database(cms.databaseFile);
  db.pragma('busy_timeout = 10000');
  try {
    return use(db);
  } finally {
    db.close();
  }
};

const textsOf = (table: string, column: string) =>
  withDatabase((db) => (db.prepare(`select ${column} as text from ${table} order by id`).all() as { text: string }[]).map((row) => row.text));

beforeAll(async () => {
  await cms.setUp('rich-text/migrate-quill-lists.js');
  // The first start makes the tables.
  await cms.startAndStop();
}, 300_000);

afterAll(cms.tearDown);

describe('making stored lists semantic when the CMS starts', () => {
  it('converts bulleted, numbered and nested lists in every rich-text field, and leaves other text alone', async () => {
    withDatabase((db) => {
      for (const [table, column] of RICH_TEXT_COLUMNS) {
        const insert = db.prepare(`insert into ${table} (document_id, ${column}) values (?, ?)`);
        for (const [index, html] of [BULLETS, NUMBERS, NESTED, '<p>No list here</p>'].entries()) insert.run(`${table}-${index}`, html);
      }
    });
    const log = await cms.startAndStop();
    expect(log).toContain('the lists of 18 stored records were made semantic');
    for (const [table, column] of RICH_TEXT_COLUMNS) {
      expect(textsOf(table, column)).toEqual([SEMANTIC[BULLETS], SEMANTIC[NUMBERS], SEMANTIC[NESTED], '<p>No list here</p>']);
    }
    // Started again, it finds nothing left to do.
    expect(await cms.startAndStop()).not.toContain('were made semantic');
    expect(textsOf('posts', 'content_html')).toEqual([SEMANTIC[BULLETS], SEMANTIC[NUMBERS], SEMANTIC[NESTED], '<p>No list here</p>']);
  }, 600_000);

  it('leaves every record whole when the CMS is killed half way, and finishes the rest on the next start', async () => {
    const kinds = [BULLETS, NUMBERS, NESTED];
    const count = 2_000;
    withDatabase((db) => {
      db.exec('delete from posts');
      const insert = db.prepare('insert into posts (document_id, content_html) values (?, ?)');
      db.transaction(() => {
        for (let index = 0; index < count; index += 1) insert.run(`post-${index}`, kinds[index % 3]);
      })();
    });
    const converted = () => withDatabase((db) => (db.prepare(`select count(*) as n from posts where content_html not like '%data-list%'`).get() as { n: number }).n);

    const killed = cms.spawnStartAndStop();
    const exited = new Promise((resolve) => killed.on('exit', resolve));
    let seen = 0;
    while (seen === 0) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      seen = converted();
    }
    killed.kill('SIGKILL');
    await exited;

    const afterKill = withDatabase((db) => db.prepare('select content_html as text from posts order by id').all() as { text: string }[]);
    const convertedAtKill = afterKill.filter((row, index) => row.text === SEMANTIC[kinds[index % 3]!]).length;
    expect(convertedAtKill).toBeGreaterThan(0);
    expect(convertedAtKill).toBeLessThan(count);
    // Each record is either as it was or wholly converted: nothing in between.
    expect(afterKill.every((row, index) => row.text === kinds[index % 3] || row.text === SEMANTIC[kinds[index % 3]!])).toBe(true);

    expect(await cms.startAndStop()).toContain(`the lists of ${count - convertedAtKill} stored records were made semantic`);
    expect(textsOf('posts', 'content_html')).toEqual(Array.from({ length: count }, (_, index) => SEMANTIC[kinds[index % 3]!]));
  }, 600_000);
});
