import type { Campus, PdfEmailTemplateRecord, SendToOption } from '@portal/contract';
import type { PdfEmailTemplate } from '../models/records/pdf-email-template.ts';
import { presentRichText } from './rich-text.ts';

/** A JSON column holds whatever was written to it: only {value, label} pairs of text are choices. */
const choices = (list: unknown): SendToOption[] =>
  Array.isArray(list)
    ? list.filter((item): item is SendToOption => typeof item === 'object' && item !== null && typeof item.value === 'string' && typeof item.label === 'string').map(({ value, label }) => ({ value, label }))
    : [];

/**
 * schoolUid is the campus the template belongs to, the one it was read or saved for (the legacy
 * API's school key; the screen reads it after a save).
 */
export function presentPdfEmailTemplate(template: PdfEmailTemplate, campus: Campus): PdfEmailTemplateRecord {
  return {
    connection_pdf_emailtextUid: template.documentId,
    schoolUid: campus,
    subject: template.subject ?? '',
    email_html: presentRichText(template, 'email_html'),
    send_to: choices(template.send_to),
    created_at: template.createdAt,
    updated_at: template.updatedAt,
  };
}
