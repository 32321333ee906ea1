import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITOR_LOOKUPS, EDITOR_SUBJECTS } from '../admin-panel-access';
import { mergeView, problemsOfView } from './apply-content-manager-configuration';
import { CONTENT_MANAGER_VIEWS } from './content-manager-views';

const schemaOf = (uid: string) => {
  const name = uid.split('.').at(-1)!;
  const file = path.join(__dirname, '..', 'api', name, 'content-types', name, 'schema.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { attributes: Record<string, { type: string }> };
};

describe('the content manager views in the repository', () => {
  it.each(Object.keys(CONTENT_MANAGER_VIEWS))('%s names only fields of its type, fits 12 columns a row, and places or hides every attribute', (uid) => {
    expect(problemsOfView(uid, CONTENT_MANAGER_VIEWS[uid]!, schemaOf(uid).attributes)).toEqual([]);
  });

  it('covers every type the Editor role works on or reads', () => {
    expect(Object.keys(CONTENT_MANAGER_VIEWS).sort()).toEqual([...EDITOR_SUBJECTS, ...EDITOR_LOOKUPS].sort());
  });

  it('hides the internal fields of a place from the form, and keeps the course number, maker and editors read-only', () => {
    const { metadatas } = CONTENT_MANAGER_VIEWS['api::place.place']!;
    for (const internal of ['users_userid', 'users_firstname', 'users_lastname']) expect(metadatas[internal]!.edit, internal).toMatchObject({ visible: false, editable: false });
    for (const readOnly of ['place_id', 'users_username', 'editor_people', 'pages']) expect(metadatas[readOnly]!.edit, readOnly).toMatchObject({ editable: false });
    expect(metadatas.editor_people!.edit!.description).toMatch(/portal's admin area/);
  });

  it('tells a view that has fallen behind its schema', () => {
    const view = { metadatas: { renamed: { edit: { label: 'Old' } } }, layouts: { list: ['title'], edit: [[{ name: 'title', size: 8 }, { name: 'body', size: 6 }]] } };
    expect(problemsOfView('api::x.x', view, { title: { type: 'string' }, body: { type: 'text' }, added: { type: 'string' } })).toEqual([
      'api::x.x: "renamed" is not a field of the type',
      'api::x.x: the edit row title, body is 14 columns wide (at most 12)',
      'api::x.x: "added" is neither on the edit form nor hidden',
    ]);
  });

  it('keeps what the view leaves out as stored, and sets what it names', () => {
    const stored = {
      settings: { pageSize: 20, mainField: 'id' },
      metadatas: { title: { edit: { label: 'title', placeholder: 'x' }, list: { label: 'title', sortable: true } }, other: { edit: { label: 'other' } } },
      layouts: { list: ['id'], edit: [[{ name: 'title', size: 6 }]] },
    };
    const merged = mergeView(stored, { settings: { mainField: 'title' }, metadatas: { title: { edit: { label: 'Title' } } }, layouts: { list: ['title'], edit: [[{ name: 'title', size: 12 }]] } });
    expect(merged).toEqual({
      settings: { pageSize: 20, mainField: 'title' },
      metadatas: { title: { edit: { label: 'Title', placeholder: 'x' }, list: { label: 'title', sortable: true } }, other: { edit: { label: 'other' } } },
      layouts: { list: ['title'], edit: [[{ name: 'title', size: 12 }]] },
    });
  });
});
