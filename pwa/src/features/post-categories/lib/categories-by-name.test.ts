import type { PostCategoryRecord } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { categoriesByName } from './categories-by-name.ts';

const category = (
  postcategoryUid: string,
  categoryname: string,
  categorytype: string,
  sort_order: number | null,
  colour: string | null = null,
): PostCategoryRecord => ({
  postcategoryUid,
  categoryname,
  categorytype,
  sort_order,
  audience_type_id: 'all',
  category_background_color: colour,
});

describe('categoriesByName', () => {
  it("lists a name once when two post types have a category of it, as the demo school's Sport", () => {
    const rows = categoriesByName([
      category('notice-sport', 'Sport', 'notice', 8, '#27AE60'),
      category('academic', 'Academic', 'newsletter', 1),
      category('news-sport', 'Sport', 'newsletter', 2, '#2E8B57'),
      category('general', 'General', 'notice', 6),
    ]);
    expect(rows.map((row) => row.name)).toEqual(['Academic', 'Sport', 'General']);
    expect(rows[1]).toEqual({ name: 'Sport', postcategoryUids: ['news-sport', 'notice-sport'], colour: '#2E8B57' });
  });

  it('treats letter case and spaces as the same name, keeping the first spelling', () => {
    const rows = categoriesByName([
      category('a', 'Creative Arts', 'newsletter', 1),
      category('b', ' creative  arts', 'notice', 2),
    ]);
    expect(rows).toEqual([{ name: 'Creative Arts', postcategoryUids: ['a', 'b'], colour: null }]);
  });

  it('puts categories without a sort order last, by name', () => {
    const rows = categoriesByName([
      category('z', 'Zoo', 'notice', null),
      category('b', 'Band', 'notice', null),
      category('h', 'Health', 'notice', 3),
    ]);
    expect(rows.map((row) => row.name)).toEqual(['Health', 'Band', 'Zoo']);
  });
});
