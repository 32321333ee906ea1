import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_MANAGER_VIEWS, mergeView, problemsOfView } from './apply-content-manager-configuration';

const schemaOf = (uid: string) => {
  const name = uid.split('.').at(-1)!;
  const file = path.join(__dirname, '..', 'api', name, 'content-types', name, 'schema.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { attributes: Record<string, { type: string }> };
};

describe('the content manager views in the repository', () => {
  it.each(Object.keys(CONTENT_MANAGER_VIEWS))('%s names only fields of its type, fits 12 columns a row, and places or hides every attribute', (uid) => {
    expect(problemsOfView(uid, CONTENT_MANAGER_VIEWS[uid]!, schemaOf(uid).attributes)).toEqual([]);
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
