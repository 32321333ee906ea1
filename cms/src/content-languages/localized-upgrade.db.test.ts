import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';

// An operator's upgrade to localized posts and events (issue 28), on SQLite or, with
// TEST_DATABASE=postgres, on a PostgreSQL database made and dropped here: the database is made
// by the CMS as it was before (its build with the post's and event's schemas of then), holds
// posts and events written by it, and is then opened by the CMS of today.
// Needs `npm run build --workspace cms` first.

const cms = compiledCmsTest('content-languages');
const cmsDir = path.resolve(__dirname, '..', '..');

const POST_SCHEMA = 'src/api/post/content-types/post/schema.json';
const EVENT_SCHEMA = 'src/api/calendar-event/content-types/calendar-event/schema.json';
const POST_VIEW = 'src/admin-panel/content-manager/post.json';
const EVENT_VIEW = 'src/admin-panel/content-manager/calendar-event.json';
/** The attributes localizing added. */
const TRANSLATION_FIELDS = ['machine_translated', 'translated_from'];

type Schema = {
  attributes: Record<string, { pluginOptions?: object }>;
  indexes?: { name: string; columns: string[]; type?: string }[];
  pluginOptions?: object;
};

/** A content type's schema as it was before it was localized: no i18n options, no translation fields, client_id unique alone. */
function beforeLocalized(schema: Schema): Schema {
  const attributes = Object.fromEntries(
    Object.entries(schema.attributes)
      .filter(([name]) => !TRANSLATION_FIELDS.includes(name))
      .map(([name, { pluginOptions: _i18n, ...attribute }]) => [name, attribute]),
  );
  const indexes = schema.indexes?.map((index) =>
    index.name === 'posts_client_id_locale_uq' ? { name: 'posts_client_id_uq', columns: ['client_id'], type: 'unique' } : index,
  );
  const { pluginOptions: _localized, ...rest } = schema;
  return { ...rest, attributes, ...(indexes ? { indexes } : {}) };
}

type View = { metadatas: Record<string, unknown>; layouts: { list: string[]; edit: { name: string }[][] } };

/** The admin panel's view of a type before it was localized: without the fields localizing added. */
function viewBeforeLocalized(view: View): View {
  const metadatas = Object.fromEntries(Object.entries(view.metadatas).filter(([name]) => !TRANSLATION_FIELDS.includes(name)));
  const edit = view.layouts.edit
    .map((row) => row.filter((field) => !TRANSLATION_FIELDS.includes(field.name)))
    .filter((row) => row.length > 0);
  return { ...view, metadatas, layouts: { list: view.layouts.list.filter((name) => !TRANSLATION_FIELDS.includes(name)), edit } };
}

/** Rewrites a JSON file of a build. */
function rewrite<T>(file: string, change: (value: T) => T): void {
  fs.writeFileSync(file, JSON.stringify(change(JSON.parse(fs.readFileSync(file, 'utf8')) as T), null, 2));
}

/**
 * The compiled CMS with the schemas of before, beside today's build (inside it, so its modules
 * resolve as today's do). Its config makes `public/uploads` beside it, in dist/: removed after.
 */
const distPublic = path.join(cmsDir, 'dist', 'public');
const madeDistPublic = !fs.existsSync(distPublic);

function buildPreviousVersion(): string {
  const dir = fs.mkdtempSync(path.join(cmsDir, 'dist', 'previous-version-'));
  for (const part of ['src', 'config']) fs.cpSync(path.join(cmsDir, 'dist', part), path.join(dir, part), { recursive: true });
  for (const file of [POST_SCHEMA, EVENT_SCHEMA]) rewrite(path.join(dir, file), beforeLocalized);
  for (const file of [POST_VIEW, EVENT_VIEW]) rewrite(path.join(dir, file), viewBeforeLocalized);
  return dir;
}

/** Script lines that put each table's indexes in `result.indexes` (name, columns, unique) as Strapi's inspector reads them. */
const READ_INDEXES = `
  result.indexes = {};
  for (const table of ['posts', 'calendar_events']) {
    result.indexes[table] = (await strapi.db.dialect.schemaInspector.getIndexes(table)).map((index) => ({ name: index.name, columns: index.columns, unique: index.type === 'unique' }));
  }`;

/** What the CMS of before writes: a category, two posts with their client ids (one in it), two events. */
const WRITE_AS_BEFORE = `
  const category = await strapi.documents('api::post-category.post-category').create({ data: { categoryname: 'General', categorytype: 'notice' } });
  const post = (title, clientId, extra) => strapi.documents('api::post.post').create({
    data: { type: 'notice', title, content_html: '<p>' + title + '</p>', excerpt: title, campus: 'sydney', published: true, publish_start: 'INDEFINITE', publish_end: 'INDEFINITE', client_id: clientId, ...extra },
  });
  const first = await post('Swimming carnival', 'client-swimming', { postcategory: category.documentId });
  const second = await post('Book week', 'client-book-week', {});
  const event = (title) => strapi.documents('api::calendar-event.calendar-event').create({ data: { title, description: '<p>' + title + '</p>', event_start: '2026-03-02T09:00:00.000Z', campus: 'sydney' } });
  await event('Open day');
  await event('Music soirée');
  result.posts = [first.documentId, second.documentId];
  result.locales = (await strapi.db.connection('posts').select('locale')).concat(await strapi.db.connection('calendar_events').select('locale')).map((row) => row.locale);
  ${READ_INDEXES}`;

type Index = { name: string; columns: string[]; unique: boolean };
type Before = { posts: string[]; locales: (string | null)[]; indexes: Record<string, Index[]> };

let previousDist: string;
let before: Before;

beforeAll(async () => {
  await cms.setUp('content-languages/adopt-unlocalized-rows.js');
  previousDist = buildPreviousVersion();
  before = JSON.parse((await cms.run(cmsScript(WRITE_AS_BEFORE, '', { distDir: previousDist }))).last) as Before;
}, 300_000);

afterAll(async () => {
  if (previousDist) fs.rmSync(previousDist, { recursive: true, force: true });
  if (madeDistPublic) fs.rmSync(distPublic, { recursive: true, force: true });
  await cms.tearDown();
});

const indexNamed = (indexes: Index[], name: string) => indexes.find((index) => index.name === name);

describe('a database made before posts and events were localized, opened by the CMS of today', () => {
  it('started as the CMS of before made it: rows without a language, client_id unique alone', () => {
    expect(before.locales).toEqual([null, null, null, null]);
    expect(indexNamed(before.indexes.posts!, 'posts_client_id_uq')).toMatchObject({ columns: ['client_id'], unique: true });
  });

  it('comes up with every post and event in English, read as before, and client_id unique per post and language', async () => {
    const after = JSON.parse(
      (
        await cms.run(
          cmsScript(`
  result.rows = (await strapi.db.query('api::post.post').findMany({ select: ['documentId', 'locale', 'client_id'], orderBy: { id: 'asc' } }))
    .concat(await strapi.db.query('api::calendar-event.calendar-event').findMany({ select: ['documentId', 'locale'], orderBy: { id: 'asc' } }));
  // Read as the BFF reads them (REST goes through the Document Service, in the default language).
  result.posts = (await strapi.documents('api::post.post').findMany({ populate: ['postcategory'], sort: 'id:asc' })).map((post) => ({ title: post.title, content: post.content_html, category: post.postcategory && post.postcategory.categoryname }));
  result.events = (await strapi.documents('api::calendar-event.calendar-event').findMany({ sort: 'id:asc' })).map((event) => event.title);
  ${READ_INDEXES}
  // A translation shares its post's client id: allowed, one row per language.
  await strapi.documents('api::post.post').update({ documentId: ${JSON.stringify(before.posts[0])}, locale: 'ar', data: { title: 'مهرجان السباحة', content_html: '<p>مهرجان السباحة</p>' } });
  result.swimmingRows = (await strapi.db.query('api::post.post').findMany({ where: { client_id: 'client-swimming' }, select: ['locale', 'title'], orderBy: { id: 'asc' } }));
  result.postsAsWritten = await strapi.documents('api::post.post').count({});
  // Another post with a client id already used stays refused.
  try {
    await strapi.documents('api::post.post').create({ data: { type: 'notice', title: 'Again', campus: 'sydney', client_id: 'client-book-week' } });
    result.reusedClientId = 'stored';
  } catch (error) {
    result.reusedClientId = 'refused';
  }`),
        )
      ).last,
    ) as {
      rows: { documentId: string; locale: string | null }[];
      posts: unknown[];
      events: string[];
      indexes: Record<string, Index[]>;
      swimmingRows: unknown[];
      postsAsWritten: number;
      reusedClientId: string;
    };

    expect(after.rows.map((row) => row.locale)).toEqual(['en', 'en', 'en', 'en']);
    expect(after.posts).toEqual([
      { title: 'Swimming carnival', content: '<p>Swimming carnival</p>', category: 'General' },
      { title: 'Book week', content: '<p>Book week</p>', category: null },
    ]);
    expect(after.events).toEqual(['Open day', 'Music soirée']);
    expect(indexNamed(after.indexes.posts!, 'posts_client_id_uq')).toBeUndefined();
    expect(indexNamed(after.indexes.posts!, 'posts_client_id_locale_uq')).toMatchObject({
      columns: ['client_id', 'locale'],
      unique: true,
    });
    expect(after.swimmingRows).toEqual([
      { locale: 'en', title: 'Swimming carnival' },
      { locale: 'ar', title: 'مهرجان السباحة' },
    ]);
    expect(after.postsAsWritten).toBe(2);
    expect(after.reusedClientId).toBe('refused');
  }, 600_000);

  it('gives English, on its next start, to a row written later without a language, unless its post has an English row already', async () => {
    // Written around the Document Service (as a bulk insert or SQL does), after the stored schema says localized.
    await cms.run(
      cmsScript(`
  const now = new Date();
  const row = (documentId, title) => ({ document_id: documentId, type: 'notice', title, campus: 'sydney', published: true, created_at: now, updated_at: now, published_at: now });
  await strapi.db.connection('posts').insert([row('bulk-inserted-post', 'Bulk inserted'), row(${JSON.stringify(before.posts[1])}, 'A second Book week')]);
  await strapi.db.connection('calendar_events').insert({ document_id: 'bulk-inserted-event', title: 'Bulk event', event_start: now, created_at: now, updated_at: now, published_at: now });`),
    );
    const log = await cms.startAndStop();
    expect(log).toContain('2 stored row(s) without a language are now en');
    expect(log).toContain('1 row(s) of api::post.post have no language and a en row beside them');

    const read = JSON.parse(
      (
        await cms.run(
          cmsScript(`
  result.posts = (await strapi.documents('api::post.post').findMany({ sort: 'id:asc' })).map((post) => post.title);
  result.events = (await strapi.documents('api::calendar-event.calendar-event').findMany({ sort: 'id:asc' })).map((event) => event.title);`),
        )
      ).last,
    ) as { posts: string[]; events: string[] };
    expect(read.posts).toEqual(['Swimming carnival', 'Book week', 'Bulk inserted']);
    expect(read.events).toEqual(['Open day', 'Music soirée', 'Bulk event']);

    // Started again, there is nothing left to adopt.
    expect(await cms.startAndStop()).not.toContain('are now en');
  }, 600_000);
});
