import type { PsychologyRequestRecord } from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';
import type { Student } from '../models/students.ts';

export type CmsPsychologyRequest = CmsDocument & {
  requested_by_username: string | null;
  requester_name: string | null;
  requester_email: string | null;
  relationship: string | null;
  concerns: string;
  preferred_contact: string | null;
  consent: boolean | null;
  request_status: PsychologyRequestRecord['request_status'] | null;
  student: Student | null;
};

export function presentPsychologyRequest(request: CmsPsychologyRequest, student: Student): PsychologyRequestRecord {
  return {
    schoolpsychologyrequestUid: request.documentId,
    STUDENT_NUMBER: student.STUDENT_NUMBER,
    username: student.username,
    student: student.student ?? student.username,
    requested_by_username: request.requested_by_username,
    requester_name: request.requester_name,
    requester_email: request.requester_email,
    relationship: request.relationship,
    concerns: request.concerns,
    preferred_contact: request.preferred_contact,
    consent: request.consent ?? false,
    request_status: request.request_status ?? 'submitted',
    created_at: new Date(request.createdAt).toISOString(),
  };
}
