import type { PdfEmailTemplateRecord, SendToOption, Campus } from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';
import { presentRichText } from './rich-text.ts';

export type CmsPdfEmailTemplate = CmsDocument & {
  subject: string | null;
  email_html: string | null;
  send_to: unknown;
  campus: Campus;
};

/** A JSON column holds whatever was written to it: only {value, label} pairs of text are choices. */
const choices = (list: unknown): SendToOption[] =>
  Array.isArray(list)
    ? list.filter((item): item is SendToOption => typeof item === 'object' && item !== null && typeof item.value === 'string' && typeof item.label === 'string').map(({ value, label }) => ({ value, label }))
    : [];

/** schoolUid is the campus the template belongs to (the legacy API's school key; the screen reads it after a save). */
export function presentPdfEmailTemplate(template: CmsPdfEmailTemplate): PdfEmailTemplateRecord {
  return {
    connection_pdf_emailtextUid: template.documentId,
    schoolUid: template.campus,
    subject: template.subject ?? '',
    email_html: presentRichText(template, 'email_html'),
    send_to: choices(template.send_to),
    created_at: template.createdAt,
    updated_at: template.updatedAt,
  };
}
