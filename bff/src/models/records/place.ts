import type { CmsRecord } from '@portal/cms/types';

/**
 * What a place is read with: its relations by id only, and its editors' usernames (the wire
 * shows them). The names of its learning area and groups come from their own cached lists, so
 * a renamed group drops only the groups.
 */
export const PLACE_POPULATE = {
  kla: { fields: ['documentId'] },
  groups: { fields: ['documentId'] },
  editor_people: { fields: ['documentId', 'username'] },
} as const;

/** A place of a campus (reader spec 7, admin spec 5), as the CMS answers it with PLACE_POPULATE; its editors are people of its campus. */
export type Place = CmsRecord<'api::place.place', typeof PLACE_POPULATE>;

/** One of a place's editors: a portal person, by id, with the username the place editor shows. */
export type PlaceEditor = Place['editor_people'][number];
