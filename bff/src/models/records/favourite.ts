import type { CmsRecord } from '@portal/cms/types';

// Only the ids of related records are needed: one small field each keeps the answer lean.
const idOnly = { fields: ['documentId'] } as const;

/** How favourites are read: whose it is and of which post or calendar event, by id. */
export const FAVOURITE_POPULATE = { portal_user: idOnly, post: idOnly, calendar_event: idOnly } as const;

/** A person's favourite notice or calendar event (the item null once it is deleted). */
export type Favourite = CmsRecord<'api::favourite.favourite', typeof FAVOURITE_POPULATE>;
