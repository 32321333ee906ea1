import type { CmsAll, CmsClient } from '../cms/cms-client.ts';
import type { PortalUser } from '../auth/portal-users.ts';
import { FAVOURITE_POPULATE, type Favourite } from '../models/records/favourite.ts';
import { READ_POST_POPULATE, type ReadPost } from '../models/records/read-post.ts';
import type { CachedRead, ReadCache } from './read-cache.ts';
import type { ContentChange } from './change-events.ts';

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
 * they too answer while the CMS is down; never shared between people. The person's own writes
 * drop them at once; a change made elsewhere (the CMS reports marks, not whose they are)
 * drops that kind for everyone, which only costs a reload.
 */
export function createPersonalReads({ cms, cache }: { cms: CmsClient; cache: ReadCache }) {
  const keyOf = (kind: MarkKind, user: PortalUser) => `marks:${kind}:${user.documentId}`;

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

    apply(change: ContentChange): number {
      const kind = (Object.keys(KINDS) as MarkKind[]).find((candidate) => KINDS[candidate].changeType === change.type);
      return kind ? cache.drop((key) => key.startsWith(`marks:${kind}:`)).length : 0;
    },
  };
}

export type PersonalReads = ReturnType<typeof createPersonalReads>;
