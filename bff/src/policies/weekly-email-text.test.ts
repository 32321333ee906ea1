import { describe } from 'vitest';
import type { WeeklyEmailText } from '../models/records/weekly-email-text.ts';
import { storedRecord, walkPolicyTable } from '../test/policy-table.ts';
import { authorize } from './authorize.ts';

const text = (campus: WeeklyEmailText['campus']): WeeklyEmailText => ({
  ...storedRecord('text-1'),
  email_text: 'Have a good week.',
  except_emails: 'nobody@example.com',
  except_emails_list: ['nobody@example.com'],
  test_emails_list: ['tester@example.com'],
  campus,
  users_userid: 'person-admin',
  users_username: 'admin1',
  users_firstname: 'Alex',
  users_lastname: 'Admin',
});

describe('the weekly email text policy', () => {
  walkPolicyTable((someone, action: 'administer', record: WeeklyEmailText) => authorize(someone, `weekly-email-text.${action}`, record), [
    { name: "Sydney's text", record: text('sydney'), allowed: { administer: ['admin'] } },
    { name: 'a text without a campus (nobody’s)', record: text(null), allowed: { administer: [] } },
  ]);
});
