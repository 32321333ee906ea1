import type { Favourite } from '../models/records/favourite.ts';
import type { ReadPost } from '../models/records/read-post.ts';
import { definePolicy } from './policy.ts';

/** A read mark or a favourite: a person's own note about a post or an event. */
export type Mark = ReadPost | Favourite;

/**
 * Marks (read notices and favourites, reader spec 2.1): each is its owner's alone, whoever
 * else (an administrator included) asks. A refusal answers as a mark that does not exist.
 * - `read`: the owner sees their mark;
 * - `remove`: the owner deletes it.
 */
export const markPolicy = definePolicy<Mark>()({
  read: { refuse: 'not-found', allow: (person, mark) => isOwnMark(person.documentId, mark) },
  remove: { refuse: 'not-found', allow: (person, mark) => isOwnMark(person.documentId, mark) },
});

function isOwnMark(personId: string, mark: Mark): boolean {
  return mark.portal_user != null && mark.portal_user.documentId === personId;
}
