import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { EDITOR_LOOKUPS, EDITOR_SUBJECTS } from '../admin-panel-access';
import { choiceCellText, readableListChoices } from '../admin/list-choices/readable-list-choices';
import { mergeView, problemsOfView } from './apply-content-manager-configuration';
import { CONTENT_MANAGER_VIEWS, choiceLabel } from './content-manager-views';

// The design system's build is for the panel's bundler, not for Node: a cell's text is all that is read here.
vi.mock('@strapi/design-system', () => ({ Typography: ({ children }: { children: string }) => children }));

const schemaOf = (uid: string) => {
  const name = uid.split('.').at(-1)!;
  const file = path.join(__dirname, '..', 'api', name, 'content-types', name, 'schema.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { attributes: Record<string, { type: string; enum?: string[] }> };
};

describe('the content manager views in the repository', () => {
  it.each(Object.keys(CONTENT_MANAGER_VIEWS))('%s names only fields of its type, fits 12 columns a row, places or hides every attribute, and puts every choice in words', (uid) => {
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

  it("tells an enumeration without words, a missing or unknown choice, and words for a field that is no choice", () => {
    const view = {
      metadatas: {},
      layouts: { list: [], edit: [[{ name: 'kind', size: 6 }, { name: 'size', size: 6 }], [{ name: 'campus', size: 6 }, { name: 'title', size: 6 }]] },
      choiceLabels: { kind: { a: 'A kind', z: 'Zed' }, title: { x: 'X' }, size: { big: '' } },
    };
    const attributes = { kind: { type: 'enumeration', enum: ['a', 'b'] }, campus: { type: 'enumeration', enum: ['sydney'] }, title: { type: 'string' }, size: { type: 'integer' } };
    expect(problemsOfView('api::x.x', view, attributes)).toEqual([
      'api::x.x: "size" is a integer, which has no choices to put in words',
      'api::x.x: the choice "big" of "size" has empty words',
      'api::x.x: the choice "b" of "kind" has no words',
      'api::x.x: "z" is not a choice of "kind"',
      'api::x.x: the enumeration "campus" has no words for its choices (the list would show sydney)',
    ]);
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

describe("the list's words for a stored choice", () => {
  it("names each kind of post as the post form's description does", () => {
    expect(['newsletter', 'notice', 'principal', 'dailyemail'].map((kind) => choiceLabel('api::post.post', 'type', kind))).toEqual([
      'Newsletter article',
      'Notice',
      "Principal's message",
      'Daily email',
    ]);
    expect(CONTENT_MANAGER_VIEWS['api::post.post']!.metadatas.type!.edit!.description).toBe(
      "A newsletter article, a notice, a principal's message or a daily email: where it shows and how it is sent.",
    );
    expect(choiceLabel('api::post-category.post-category', 'categorytype', 'dailyemail')).toBe('Daily email');
    expect(choiceLabel('api::place.place', 'campus', 'armidale')).toBe('Armidale');
  });

  it('shows what it has no words for as stored, and nothing as a dash', () => {
    expect(choiceCellText('api::post.post', 'type', 'principal')).toBe("Principal's message");
    expect(choiceCellText('api::post.post', 'type', 'memo')).toBe('memo');
    expect(choiceCellText('api::post.post', 'type', 'toString')).toBe('toString');
    expect(choiceCellText('api::portal-user.portal-user', 'type', 'faculty')).toBe('faculty');
    expect(choiceCellText(undefined, 'type', 'principal')).toBe('principal');
    expect(choiceCellText('api::post.post', 'type', null)).toBe('-');
  });

  it('formats the enumeration and worded columns of a list, and leaves the others (the title keeps its link)', () => {
    const headers = [
      { name: 'title', attribute: { type: 'string' } },
      { name: 'type', attribute: { type: 'enumeration' } },
      { name: 'categorytype', attribute: { type: 'string' } },
      { name: 'published', attribute: { type: 'boolean' } },
    ];
    const { displayedHeaders } = readableListChoices({ displayedHeaders: headers });
    expect(displayedHeaders.map((header) => typeof header.cellFormatter)).toEqual(['undefined', 'function', 'function', 'undefined']);
    const cell = displayedHeaders[1]!.cellFormatter!({ type: 'dailyemail' }, displayedHeaders[1]!, { model: 'api::post.post' }) as { props: { children: string } };
    expect(cell.props.children).toBe('Daily email');
  });
});
