import type { PortalUser } from '../auth/portal-users.ts';
import type { PeopleNamed } from '../models/records/named-person.ts';
import { definePolicy } from './policy.ts';

/** Whether the people a call names by username include the asker, by portal person id. */
const namesAsker = (person: PortalUser, named: PeopleNamed): boolean => named.people.some((someone) => someone.documentId === person.documentId);

/**
 * The dashboard's student selection (reader spec 2.6): `students` and `carerstudents` name whose
 * selection they ask for by username (`auth_username`). Only the asker's own is answered: another
 * person's username never widens or changes the answer and is refused as unknown (404). Linked
 * students (`carerstudents`) are a carer's to ask for only.
 */
export const studentSelectionPolicy = definePolicy<PeopleNamed>()({
  list: { refuse: 'not-found', allow: namesAsker },
  links: { refuse: 'not-found', allow: (person, named) => person.type === 'affiliate' && namesAsker(person, named) },
});
