import { audienceKindOf } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { Place } from '../models/records/place.ts';
import { definePolicy, ofOwnCampus } from './policy.ts';

/**
 * Reader spec 2.8 and 6: a person edits a place when they are among its editors, people of its
 * campus, by id: a namesake at another campus edits nothing, and a renamed person keeps the right.
 */
function isEditorOf(person: PortalUser, place: Place): boolean {
  return ofOwnCampus(person, place) && place.editor_people.some((editor) => editor.documentId === person.documentId);
}

/** A place's groups limit who reads it (none: every reader of its campus); by id, as the person's groups are held. */
function isInAudienceOf(person: PortalUser, place: Place): boolean {
  if (place.groups.length === 0) return true;
  const own = new Set((person.groups ?? []).map((group) => group.documentId));
  return place.groups.some((group) => own.has(group.documentId));
}

/**
 * Places (reader spec 2.8 and 7, admin spec 5 and 7). Nobody reads or changes another campus's
 * place, which answers as one that does not exist.
 * - `read`: its campus's staff, administrators and its editors, and the members of its groups
 *   (every reader when it has none);
 * - `edit` (its pages, blog entries and their images): its editors and the campus's
 *   administrators; a reader who is neither is told they may not (403);
 * - `administer` (the admin's Place editor, and deleting it): the campus's administrators.
 */
export const placePolicy = definePolicy<Place>()({
  read: {
    refuse: 'not-found',
    allow: (person, place) =>
      ofOwnCampus(person, place) && (person.is_admin || audienceKindOf(person.type) === 'staff' || isEditorOf(person, place) || isInAudienceOf(person, place)),
  },
  edit: {
    refuse: 'forbidden',
    allow: (person, place) => ofOwnCampus(person, place) && (person.is_admin || isEditorOf(person, place)),
  },
  administer: {
    refuse: 'not-found',
    allow: (person, place) => person.is_admin && ofOwnCampus(person, place),
  },
});
