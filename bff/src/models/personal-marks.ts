import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsAll } from '../cms/cms-client.ts';
import { markOnce } from '../commands/mark-once.ts';
import { can } from '../policies/authorize.ts';
import type { MarkKind, MarkOf } from '../read-cache/personal-reads.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import type { ModelDeps } from './model-deps.ts';

type PersonalMarksInput<TKind extends MarkKind, TItem> = {
  /** The kind of mark, which is also its collection. */
  kind: TKind;
  /** How the kind's marks are read (their record's populate). */
  populate: object;
  /** Whether the mark's item is still there: a mark whose item was deleted has nothing left to show. */
  hasItem: (mark: MarkOf[TKind]) => boolean;
  /** The item as the mark's relation and its documentId. */
  relationOf: (item: TItem) => { relation: 'post' | 'calendar_event'; documentId: string };
  /** Throws (404) when the person may not read the item, by the same rule as its own screen. */
  findReadable: (person: PortalUser, item: TItem) => Promise<unknown>;
};

/**
 * A person's own marks of one kind (reader spec 2.1: read notices, favourites): cached for them
 * alone (read-cache/personal-reads.ts), each decided by policies/mark.ts, and an item marked only
 * when the person may read it.
 */
export function personalMarks<TKind extends MarkKind, TItem>(
  { cms, personal }: Pick<ModelDeps, 'cms' | 'personal'>,
  { kind, populate, hasItem, relationOf, findReadable }: PersonalMarksInput<TKind, TItem>,
) {
  return {
    /** The person's marks, newest first, leaving out those whose item was deleted. */
    async ownBy(person: PortalUser): Promise<CachedRead<CmsAll<MarkOf[TKind]>>> {
      const read = await personal.marks(kind, person);
      const data = read.value.data.filter((mark) => hasItem(mark) && can(person, 'mark.read', mark));
      return { value: { data, truncated: read.value.truncated }, staleSince: read.staleSince };
    },

    /**
     * Marks an item once however often the write is replayed (commands/mark-once.ts); 404,
     * storing nothing, whether the item does not exist or is not for this person.
     */
    async add(person: PortalUser, item: TItem, clientMarkId: string): Promise<{ mark: MarkOf[TKind]; created: boolean }> {
      const known = (await personal.marks(kind, person)).value.data;
      const marked = await markOnce<MarkOf[TKind]>(cms, {
        collection: kind,
        populate,
        user: person,
        item: relationOf(item),
        clientMarkId,
        authorize: async () => {
          await findReadable(person, item);
        },
        known,
        // Their next read shows the new mark: added to the copy they have, not read again.
        stored: (mark) => personal.added(kind, person, mark),
      });
      return marked;
    },
  };
}
