import type { SchoolTerm } from '../models/records/school-term.ts';
import { definePolicy, ofOwnCampus } from './policy.ts';

/** School terms (the absence form's school days): each person reads their own campus's. */
export const schoolTermPolicy = definePolicy<SchoolTerm>()({
  read: { refuse: 'not-found', allow: (person, term) => ofOwnCampus(person, term) },
});
