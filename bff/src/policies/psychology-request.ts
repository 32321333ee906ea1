import type { PsychologyRequestAccess } from '../models/records/psychology-request.ts';
import { isCounsellor } from './counsellor.ts';
import { definePolicy } from './policy.ts';
import { studentPolicy } from './student.ts';

/** Requests a carer sees about their child even when the other carer made them. */
const FAMILY_RELATIONSHIPS: readonly (string | null)[] = ['Parent', 'Carer'];

/**
 * School psychology requests (reader spec 2.1). Every refusal answers as a request (or a
 * student) that does not exist.
 * - `create`: whoever may see the student asks about them (their carers, the student, staff of
 *   the campus: policies/student.ts);
 * - `read`: among those, a request is read by its requester (compared by portal person id), by
 *   the campus's counsellors (every request of the campus: the staff view), and, when a carer
 *   made it as Parent or Carer, by the carers who see the student.
 */
export const psychologyRequestPolicy = definePolicy<PsychologyRequestAccess>()({
  create: {
    refuse: 'not-found',
    allow: (person, request) => studentPolicy.read.allow(person, request.student),
  },
  read: {
    refuse: 'not-found',
    allow: (person, request) =>
      studentPolicy.read.allow(person, request.student) &&
      (isCounsellor(person, request.counsellors) ||
        request.requester?.documentId === person.documentId ||
        (person.type === 'affiliate' && FAMILY_RELATIONSHIPS.includes(request.relationship))),
  },
});
