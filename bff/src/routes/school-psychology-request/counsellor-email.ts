import type { Campus, PsychologyRequestRecord } from '@portal/contract';
import { escapeHtml } from '../connections-pdf-email/pdf-email-body.ts';

/** The email a campus's counsellors receive for a new request (plain text and the same as HTML). */
export function counsellorEmail(request: PsychologyRequestRecord, campus: Campus, portalUrl: string) {
  const subject = `School psychology request: ${request.student}`;
  const rows: [string, string][] = [
    ['Student', `${request.student} (${request.STUDENT_NUMBER})`],
    ['Requested by', `${request.requester_name ?? request.requested_by_username ?? ''} (${request.relationship ?? ''})`],
    ['Email', request.requester_email ?? ''],
    ['Preferred contact', request.preferred_contact ?? ''],
    ['Concerns', request.concerns],
  ];
  const link = `${portalUrl}/school-psychology-request`;
  const text = `A new school psychology request (${campus}).\n\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nAll requests: ${link}\n`;
  const html = `<p>A new school psychology request (${escapeHtml(campus)}).</p><table>${rows
    .map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
    .join('')}</table><p><a href="${escapeHtml(link)}">All requests</a></p>`;
  return { subject, text, html };
}
