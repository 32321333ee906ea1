import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';
import { RICH_TEXT_FIELDS } from '../rich-text/sanitise-rich-text';
import post from './content-manager/post.json';

// The compiled CMS loaded for real on a database of its own: what an editor's admin panel gets
// from a fresh clone (the content manager's stored view of each record, the panel's own field
// types). Needs `npm run build --workspace cms` first.

const cms = compiledCmsTest('admin-panel', { postgres: false });

/** A start, then the stored view of posts, the custom fields and the attributes that use them; JSON on the last line. */
const START_AND_READ = cmsScript(`
    const contentTypes = strapi.plugin('content-manager').service('content-types');
    const view = await contentTypes.findConfiguration(contentTypes.findContentType('api::post.post'));
    result.settings = view.settings;
    result.list = view.layouts.list;
    result.editRows = view.layouts.edit.map((row) => row.map((field) => field.name));
    result.edit = Object.fromEntries(Object.entries(view.metadatas).map(([name, metadata]) => [name, metadata.edit]));
    result.customFields = Object.fromEntries(Object.entries(strapi.get('custom-fields').getAll()).map(([uid, field]) => [uid, field.type]));
    result.attributes = Object.fromEntries(Object.entries(strapi.contentTypes).flatMap(([uid, type]) =>
      Object.entries(type.attributes).filter(([, attribute]) => attribute.customField).map(([name, attribute]) => [uid + '.' + name, attribute.customField + ' ' + attribute.type])));`);

/** What an administrator's "Configure the view" stores: a label renamed, a hidden field shown, other list columns. */
const CHANGE_IN_PANEL = cmsScript(`
    const contentTypes = strapi.plugin('content-manager').service('content-types');
    const type = contentTypes.findContentType('api::post.post');
    const view = await contentTypes.findConfiguration(type);
    view.metadatas.content_html.edit.label = 'content_html';
    view.metadatas.clone.edit.visible = true;
    view.layouts.list = ['id', 'slug'];
    await contentTypes.updateConfiguration(type, view);`);

beforeAll(async () => {
  await cms.setUp('admin-panel/apply-content-manager-configuration.js');
}, 60_000);

afterAll(cms.tearDown);

type Read = {
  settings: Record<string, unknown>;
  list: string[];
  editRows: string[][];
  edit: Record<string, { label: string; description: string; visible: boolean; editable: boolean }>;
  customFields: Record<string, string>;
  attributes: Record<string, string>;
};

const startAndRead = async (): Promise<Read> => JSON.parse((await cms.run(START_AND_READ)).last) as Read;

describe("the admin panel's view of posts, from the repository", () => {
  it('is applied on a fresh start: plain labels, internal fields hidden or read-only, the list columns and the form order of the file', async () => {
    const read = await startAndRead();
    expect(read.list).toEqual(['title', 'type', 'postcategory', 'publish_start', 'published']);
    expect(read.editRows).toEqual(post.layouts.edit.map((row) => row.map((field) => field.name)));
    expect(read.settings).toMatchObject({ mainField: 'title', defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' });
    expect(read.edit.content_html).toMatchObject({ label: 'Content', visible: true, editable: true });
    expect(read.edit.user_types!.label).toBe('Audience');
    expect(read.edit.type!.label).toBe('Kind of post');
    for (const internal of ['clone', 'daily_flag', 'users_userid', 'users_firstname', 'users_lastname', 'client_id']) {
      expect(read.edit[internal], internal).toMatchObject({ visible: false, editable: false });
    }
    expect(read.edit.slug).toMatchObject({ visible: true, editable: false });
    expect(read.edit.users_username).toMatchObject({ label: 'Written by', editable: false });
  }, 300_000);

  it("takes the repository's view back at the next start after a change in the panel", async () => {
    await cms.run(CHANGE_IN_PANEL);
    const read = await startAndRead();
    expect(read.edit.content_html!.label).toBe('Content');
    expect(read.edit.clone!.visible).toBe(false);
    expect(read.list).toEqual(post.layouts.list);
  }, 300_000);
});

describe("the panel's own field types", () => {
  it('are registered with the data types they store, and every rich-text and audience attribute uses them', async () => {
    const read = await startAndRead();
    expect(read.customFields).toEqual({ 'global::rich-text': 'richtext', 'global::audience': 'json' });
    const richText = Object.entries(RICH_TEXT_FIELDS).flatMap(([uid, fields]) => fields.map((field) => [`${uid}.${field}`, 'global::rich-text richtext']));
    const audiences = [
      ['api::post.post.user_types', 'global::audience json'],
      ['api::calendar-event.calendar-event.user_types', 'global::audience json'],
    ];
    expect(read.attributes).toEqual(Object.fromEntries([...richText, ...audiences]));
  }, 300_000);
});
