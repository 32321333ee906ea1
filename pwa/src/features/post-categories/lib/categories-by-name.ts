import type { PostCategoryRecord } from '@portal/contract';

/** One row of the filter menu: every category of one name, shown and hidden together. */
export type CategoryByName = {
  name: string;
  postcategoryUids: string[];
  colour: string | null;
};

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-AU');

const bySortOrder = (a: PostCategoryRecord, b: PostCategoryRecord) =>
  (a.sort_order ?? Number.MAX_SAFE_INTEGER) - (b.sort_order ?? Number.MAX_SAFE_INTEGER) ||
  a.categoryname.localeCompare(b.categoryname);

/**
 * Categories belong to a post type, so one name may be two categories: the demo school has a
 * newsletter 'Sport' and a notice 'Sport'. To a reader choosing what to see they are one
 * subject, so the menu lists each name once (letter case and spaces aside), in the order of
 * its first category, with that category's colour and spelling; its eye shows or hides them all.
 */
export function categoriesByName(categories: readonly PostCategoryRecord[]): CategoryByName[] {
  const rows = new Map<string, CategoryByName>();
  for (const category of [...categories].sort(bySortOrder)) {
    const key = nameKey(category.categoryname);
    const row = rows.get(key);
    if (row) row.postcategoryUids.push(category.postcategoryUid);
    else
      rows.set(key, {
        name: category.categoryname.trim(),
        postcategoryUids: [category.postcategoryUid],
        colour: category.category_background_color,
      });
  }
  return [...rows.values()];
}
