import type { PsychologyRequestRecord } from '@portal/contract';
import type { PsychologyRequestOfReader } from '../models/records/psychology-request.ts';
import { presentStudentIdentity } from './student-info.ts';

/** A request as the reader portal's record, with its student as the reader sees them. */
export function presentPsychologyRequest(request: PsychologyRequestOfReader): PsychologyRequestRecord {
  const { student } = request;
  return {
    schoolpsychologyrequestUid: request.documentId,
    ...presentStudentIdentity(student),
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
