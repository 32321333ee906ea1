import type { LearningVirtuesGoalsRequest } from '../models/records/learning-virtues-goals-request.ts';
import { definePolicy, ofOwnCampus } from './policy.ts';

/**
 * Learning Virtues goals PDF requests (admin spec 7): administrators read, download and remove
 * the requests of their own campus; another campus's answers as one that does not exist.
 */
export const learningVirtuesGoalsRequestPolicy = definePolicy<LearningVirtuesGoalsRequest>()({
  administer: { refuse: 'not-found', allow: (person, request) => person.is_admin && ofOwnCampus(person, request) },
});
