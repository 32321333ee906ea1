import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';
import { RICH_TEXT_FIELDS } from '../rich-text/sanitise-rich-text';
import place from './content-manager/place.json';
import post from './content-manager/post.json';

// The compiled CMS loaded for real on a database of its own: what an editor's admin panel gets
// from a fresh clone (the content manager's stored view of each record, the panel's own field
// types). Needs `npm run build --workspace cms` first.

const cms = compiledCmsTest('admin-panel', { postgres: false });

/**
 * A start, then the stored views of posts and places, the fields the Editor role may read and
 * update, the custom fields and the attributes that use them; JSON on the last line.
 */
const START_AND_READ = cmsScript(`
    const contentTypes = strapi.plugin('content-manager').service('content-types');
    const view = await contentTypes.findConfiguration(contentTypes.findContentType('api::post.post'));
    result.settings = view.settings;
    result.list = view.layouts.list;
    result.editRows = view.layouts.edit.map((row) => row.map((field) => field.name));
    result.edit = Object.fromEntries(Object.entries(view.metadatas).map(([name, metadata]) => [name, metadata.edit]));
    const placeView = await contentTypes.findConfiguration(contentTypes.findContentType('api::place.place'));
    result.place = {
      settings: placeView.settings,
      list: placeView.layouts.list,
      editRows: placeView.layouts.edit.map((row) => row.map((field) => field.name)),
      edit: Object.fromEntries(Object.entries(placeView.metadatas).map(([name, metadata]) => [name, metadata.edit])),
    };
    const editorPermissions = await strapi.db.query('admin::permission').findMany({ where: { role: { code: 'strapi-editor' } } });
    result.editorFields = Object.fromEntries(editorPermissions.filter((permission) => permission.properties && permission.properties.fields)
      .map((permission) => [permission.subject + ' ' + permission.action.split('.').at(-1), permission.properties.fields]));
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

type View = {
  settings: Record<string, unknown>;
  list: string[];
  editRows: string[][];
  edit: Record<string, { label: string; description: string; visible: boolean; editable: boolean; mainField?: string }>;
};

type Read = View & {
  place: View;
  /** "<type uid> <action>": the fields the Editor role may read, create or update. */
  editorFields: Record<string, string[]>;
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

describe("the admin panel's view of places, from the repository", () => {
  let read: Read;
  beforeAll(async () => {
    read = await startAndRead();
  }, 300_000);

  it('names the fields in words, keeps the course number, maker and editors read-only, and lists places by name', () => {
    expect(read.place.list).toEqual(['place', 'description', 'intended_audience', 'kla', 'campus']);
    expect(read.place.editRows).toEqual(place.layouts.edit.map((row) => row.map((field) => field.name)));
    expect(read.place.settings).toMatchObject({ mainField: 'place', defaultSortBy: 'place', defaultSortOrder: 'ASC' });
    expect(read.place.edit.place).toMatchObject({ label: 'Name', visible: true, editable: true });
    expect(read.place.edit.kla).toMatchObject({ label: 'Key learning area', mainField: 'key_learning_area', editable: true });
    for (const internal of ['users_userid', 'users_firstname', 'users_lastname']) {
      expect(read.place.edit[internal], internal).toMatchObject({ visible: false, editable: false });
    }
    expect(read.place.edit.place_id).toMatchObject({ label: 'Course number', visible: true, editable: false });
    expect(read.place.edit.editor_people).toMatchObject({ label: 'Editors', visible: true, editable: false, mainField: 'username' });
  });

  it("gives the Editor role no field that links to portal people, whom it may not read: a place's editors, a group's members", () => {
    for (const action of ['read', 'create', 'update']) {
      const fields = read.editorFields[`api::place.place ${action}`]!;
      expect(fields, action).toEqual(expect.arrayContaining(['place', 'slug', 'campus', 'kla', 'groups', 'pages']));
      expect(fields, action).not.toContain('editor_people');
    }
    expect(read.editorFields['api::group.group read']).toEqual(expect.arrayContaining(['groupname', 'grouptype', 'posts', 'places']));
    expect(read.editorFields['api::group.group read']).not.toContain('portal_users');
    expect(read.editorFields['api::post.post update']).toEqual(expect.arrayContaining(['groups', 'postcategory', 'user_types']));
  });
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
