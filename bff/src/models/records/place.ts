import type { CmsRecord } from '@portal/cms/types';

/**
 * What a place is read with: its relations by id only. Their names (the learning area's, the
 * groups') come from their own cached lists, so a renamed group drops only the groups.
 */
export const PLACE_POPULATE = { kla: { fields: ['documentId'] }, groups: { fields: ['documentId'] } } as const;

/** A place of a campus (reader spec 7, admin spec 5), as the CMS answers it with PLACE_POPULATE; its editors are a JSON list of usernames. */
export type Place = CmsRecord<'api::place.place', typeof PLACE_POPULATE, { editors: string[] }>;
