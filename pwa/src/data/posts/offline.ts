import type { PostRecord } from '@portal/contract';
import type { OfflineFeature, SavedTable } from '@/offline/declarations.ts';

/** The lists of schema 2, one table a post type, and the type each held. */
const TABLES_OF_SCHEMA_2 = { notices: 'notice', newsletters: 'newsletter', principalMessages: 'principal' } as const;

/** Every saved post, whatever its type: the reader's lists are its rows of one type. */
export const postsTable: SavedTable<PostRecord, 'postUid'> = {
  name: 'posts',
  key: 'postUid',
  indexes: ['type'],
  async upgrade({ table, legacy, renameList }) {
    for (const [name, type] of Object.entries(TABLES_OF_SCHEMA_2)) {
      const old = legacy(name);
      if (!old) continue;
      await table.bulkPut(await old.toArray());
      await renameList(name, postListName(type));
    }
  },
};

/** The name of a type's list, for its 'Last updated' date. */
export function postListName(type: PostRecord['type']): string {
  return `posts:${type}`;
}

export const postsOffline: OfflineFeature = { tables: [postsTable] };
