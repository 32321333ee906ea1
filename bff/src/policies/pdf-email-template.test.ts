import { describe } from 'vitest';
import type { PdfEmailTemplate } from '../models/records/pdf-email-template.ts';
import { storedRecord, walkPolicyTable } from '../test/policy-table.ts';
import { authorize } from './authorize.ts';

const template = (campus: PdfEmailTemplate['campus']): PdfEmailTemplate => ({
  ...storedRecord('template-1'),
  subject: 'This week’s Connections',
  email_html: '<p>Here is this week’s issue.</p>',
  send_to: [{ value: 'All', label: 'All subscribers' }],
  campus,
  users_userid: 'person-admin',
  users_username: 'admin1',
});

describe('the PDF email template policy', () => {
  walkPolicyTable((someone, action: 'administer', record: PdfEmailTemplate) => authorize(someone, `pdf-email-template.${action}`, record), [
    { name: "Sydney's template", record: template('sydney'), allowed: { administer: ['admin'] } },
    { name: 'a template without a campus (nobody’s)', record: template(null), allowed: { administer: [] } },
  ]);
});
