import type { PdfEmailTemplate } from '../models/records/pdf-email-template.ts';
import { administeredOnOwnCampus } from './admin.ts';
import { definePolicy } from './policy.ts';

/** The PDF email template (admin spec 7 "PDF email template"): administrators read and save their own campus's. */
export const pdfEmailTemplatePolicy = definePolicy<PdfEmailTemplate>()({
  administer: administeredOnOwnCampus<PdfEmailTemplate>(),
});
