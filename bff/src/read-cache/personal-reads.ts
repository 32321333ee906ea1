import type { CmsAll, CmsClient } from '../cms/cms-client.ts';
import type { PortalUser } from '../auth/portal-users.ts';
import { FAVOURITE_POPULATE, type Favourite } from '../models/records/favourite.ts';
import { READ_POST_POPULATE, type ReadPost } from '../models/records/read-post.ts';
import type { CachedRead, ReadCache } from './read-cache.ts';
import type { ContentChange } from './change-events.ts';

/** How long a mark added here is remembered for the CMS's report of it (which comes within a second). */
const ADDED_REPORT_WAIT_MS = 60_000;

const KINDS = {
  'read-posts': { collection: 'read-posts', populate: READ_POST_POPULATE, changeType: 'read-post' },
  favourites: { collection: 'favourites', populate: FAVOURITE_POPULATE, changeType: 'favourite' },
} as const;

/** A kind of mark, named as its collection. */
export type MarkKind = keyof typeof KINDS;

/** The record each kind of mark is read as. */
export type MarkOf = { 'read-posts': ReadPost; favourites: Favourite };

/**
 * A person's own marks (read notices, favourites), cached under their record's id so that
 * they too answer while the CMS is down; never shared between people. The person's own new
 * mark is added to their copy at once; a change made elsewhere drops the marks of the people the
 * CMS names (everyone's of that kind when it names none), which only costs a reload.
 */
export function createPersonalReads({ cms, cache }: { cms: CmsClient; cache: ReadCache }) {
  const keyOfPerson = (kind: MarkKind, personId: string) => `marks:${kind}:${personId}`;
  const keyOf = (kind: MarkKind, user: PortalUser) => keyOfPerson(kind, user.documentId);
  /** Marks this process added to their person's copy itself (`added`), until when the CMS's report of them is expected. */
  const addedHere = new Map<string, number>();

  return {
    marks<TKind extends MarkKind>(kind: TKind, user: PortalUser): Promise<CachedRead<CmsAll<MarkOf[TKind]>>> {
      const { collection, populate } = KINDS[kind];
      return cache.read(keyOf(kind, user), () =>
        cms.findAll<MarkOf[TKind]>(collection, {
          filters: { portal_user: { documentId: { $eq: user.documentId } } },
          populate,
          sort: ['createdAt:desc', 'id:desc'],
        }),
      );
    },

    /** After the person's own write: their next read is fresh. */
    forget(kind: MarkKind, user: PortalUser): void {
      const key = keyOf(kind, user);
      cache.drop((candidate) => candidate === key);
    },

    /**
     * After the person's own new mark: their copy gains it, first (newest first), without a call
     * to the CMS. A change heard meanwhile makes the next read load the whole list instead.
     */
    added<TKind extends MarkKind>(kind: TKind, user: PortalUser, mark: MarkOf[TKind]): void {
      const key = keyOf(kind, user);
      const withMark = async <T>(copy: T): Promise<T> => {
        const list = copy as CmsAll<MarkOf[TKind]>;
        return { ...list, data: [mark, ...list.data.filter((known) => known.documentId !== mark.documentId)] } as T;
      };
      cache.drop((candidate) => candidate === key, withMark);
      const at = Date.now();
      for (const [documentId, until] of addedHere) if (until < at) addedHere.delete(documentId);
      addedHere.set(mark.documentId, at + ADDED_REPORT_WAIT_MS);
    },

    /**
     * A write the CMS reports: its people's marks of that kind are read again (everyone's when it
     * does not say whose). The report of a mark this process added to its person's copy itself
     * changes nothing.
     */
    apply(change: ContentChange): number {
      const kind = (Object.keys(KINDS) as MarkKind[]).find((candidate) => KINDS[candidate].changeType === change.type);
      if (!kind) return 0;
      const { owners, documentIds } = change;
      if (!owners) return cache.drop((key) => key.startsWith(`marks:${kind}:`)).length;
      if (change.action === 'create' && documentIds.length > 0 && documentIds.every((id) => addedHere.has(id))) {
        for (const id of documentIds) addedHere.delete(id);
        return 0;
      }
      const keys = new Set(owners.map((owner) => keyOfPerson(kind, owner)));
      return cache.drop((key) => keys.has(key)).length;
    },
  };
}

export type PersonalReads = ReturnType<typeof createPersonalReads>;
