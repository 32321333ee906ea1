import type { PortalUser } from '../auth/portal-users.ts';
import type { StudentOfReader } from '../models/records/student.ts';
import { definePolicy, ofOwnCampus } from './policy.ts';

/**
 * Staff of the campus, who may read the records of every student of their campus: faculty, and
 * administrators whatever their user type. Reader spec 2.6 gives the full student list to
 * faculty by user type; the portal's admin right is granted by the school in the CMS (never
 * taken from a token, auth/portal-users.ts) and already shows an admin the campus's students'
 * data in the admin area (admin spec: the email logs' StudentId, Student Name, Absence Date and
 * Reason; Learning Virtues goals PDFs for any individual student), and the issue names metrics
 * "for staff and admins". Refusing an admin the same students on the reader side would protect
 * nothing, so an admin counts as staff of their own campus (never of another).
 */
export const isStaff = (user: PortalUser): boolean => user.type === 'faculty' || user.is_admin;

/**
 * The one per-student rule of the BFF (issue 16), for every call about a student's records:
 * a carer sees their linked students, a student only themself, staff (isStaff) the students of
 * their own campus; nobody another campus's. A refusal answers as a student who does not exist
 * (404), so that a changed username or number in an address or a query tells nobody who exists.
 */
export const studentPolicy = definePolicy<StudentOfReader>()({
  read: {
    refuse: 'not-found',
    allow: (person, student) =>
      ofOwnCampus(person, student) &&
      (isStaff(person) || student.portal_user?.documentId === person.documentId || student.linkedCarers.includes(person.documentId)),
  },
});
