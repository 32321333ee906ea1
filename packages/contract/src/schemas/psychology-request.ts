import { z } from 'zod';
import { isoDateTime } from './common.ts';

export const PSYCHOLOGY_REQUEST_MESSAGES = {
  student: 'Please choose a student',
  concerns: 'Please describe your concerns',
  concernsLength: 'Please keep your concerns under 4000 characters',
  relationship: 'Please say how you know the student',
  consent: 'Please confirm that the school psychologist may contact you',
  sent: 'Your request has been sent to the school counsellors.',
} as const;

export const REQUEST_RELATIONSHIPS = ['Parent', 'Carer', 'Student', 'Teacher', 'Other staff'] as const;

export const psychologyRequestRecord = z.strictObject({
  schoolpsychologyrequestUid: z.string(),
  STUDENT_NUMBER: z.string(),
  username: z.string(),
  student: z.string(),
  requested_by_username: z.string().nullable(),
  requester_name: z.string().nullable(),
  requester_email: z.string().nullable(),
  relationship: z.string().nullable(),
  concerns: z.string(),
  preferred_contact: z.string().nullable(),
  consent: z.boolean(),
  request_status: z.enum(['submitted', 'in_progress', 'closed']),
  created_at: isoDateTime,
});
export type PsychologyRequestRecord = z.infer<typeof psychologyRequestRecord>;

/** GET school-psychology-request: the requests the person may see, optionally about one student. */
export const psychologyRequestsQuery = z.strictObject({
  username: z.string().trim().min(1).max(100).optional(),
});

/** The request form and the save body: who asks comes from the sign-in, never from the form. */
export const psychologyRequestFields = z.strictObject({
  username: z.string().trim().min(1, PSYCHOLOGY_REQUEST_MESSAGES.student).max(100),
  relationship: z.enum(REQUEST_RELATIONSHIPS, { error: PSYCHOLOGY_REQUEST_MESSAGES.relationship }),
  concerns: z.string().trim().min(1, PSYCHOLOGY_REQUEST_MESSAGES.concerns).max(4000, PSYCHOLOGY_REQUEST_MESSAGES.concernsLength),
  preferred_contact: z.string().trim().max(200, 'At most 200 characters').optional().default(''),
  consent: z.literal(true, { error: PSYCHOLOGY_REQUEST_MESSAGES.consent }),
});
export type PsychologyRequestFields = z.output<typeof psychologyRequestFields>;
export const psychologyRequestWriteInput = z.object({ data: psychologyRequestFields });

/** What the person sees of their list: whether they see every request of the campus (the counsellors). */
export const psychologyRequestsAnswer = z.strictObject({
  is_counsellor: z.boolean(),
  requests: z.array(psychologyRequestRecord),
});
export type PsychologyRequestsAnswer = z.infer<typeof psychologyRequestsAnswer>;
