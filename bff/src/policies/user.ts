import type { PortalUser } from '../models/records/portal-user.ts';
import { definePolicy, ofOwnCampus } from './policy.ts';

/**
 * People (reader spec 2.3, users/{username}): everyone reads their own record; administrators
 * look up the people of their own campus.
 * - `read`: the person themself, or an administrator of the person's campus. A refusal answers
 *   as a person who does not exist (another campus's people are no administrator's to know about).
 * - `chooseLanguage` (issue 28): the person themself only. The language a family reads in is
 *   theirs to choose: an administrator may know the person exists, and is refused (403).
 */
export const userPolicy = definePolicy<PortalUser>()({
  read: {
    refuse: 'not-found',
    allow: (person, user) => user.documentId === person.documentId || (person.is_admin && ofOwnCampus(person, user)),
  },
  chooseLanguage: {
    refuse: 'forbidden',
    allow: (person, user) => user.documentId === person.documentId,
  },
  // Issue 29: whether new notices alert a person's devices is theirs alone to choose, like their language.
  chooseNoticeAlerts: {
    refuse: 'forbidden',
    allow: (person, user) => user.documentId === person.documentId,
  },
});

/**
 * Whether a person may look up anyone but themself: administrators only. Decided before any
 * lookup, and answered 403 whoever is named, so that the answer says nothing of who exists.
 */
export const looksUpOthers = (person: Pick<PortalUser, 'is_admin'>): boolean => person.is_admin;

