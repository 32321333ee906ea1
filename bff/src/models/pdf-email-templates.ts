import type { PdfEmailTemplateWrite } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { authorize } from '../policies/authorize.ts';
import { campusRecord } from './campus-record.ts';
import type { ModelDeps } from './model-deps.ts';
import type { PdfEmailTemplate } from './records/pdf-email-template.ts';

export type { PdfEmailTemplate };

/**
 * The PDF email template (admin spec 7 "PDF email template"): a campus's one template, read and
 * saved by its administrators (policies/pdf-email-template.ts), each save audited by the CMS.
 */
export function createPdfEmailTemplates({ cms }: Pick<ModelDeps, 'cms'>) {
  const templates = campusRecord<PdfEmailTemplate>(cms, {
    collection: 'pdf-email-templates',
    authorize: (admin, template) => authorize(admin, 'pdf-email-template.administer', template),
  });

  return {
    /** The admin's campus's template, if one was saved. */
    ofCampus: templates.ofCampus,

    /** Saves the campus's template (made on the first save, by this admin); its rich text already under the content rules. */
    save(admin: PortalUser, template: PdfEmailTemplateWrite): Promise<{ record: PdfEmailTemplate; created: boolean }> {
      const fields = { subject: template.subject, email_html: template.email_html, send_to: template.send_to };
      return templates.save(admin, fields, { users_userid: admin.documentId, users_username: admin.username });
    },
  };
}

export type PdfEmailTemplates = ReturnType<typeof createPdfEmailTemplates>;
