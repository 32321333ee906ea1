import { describe } from 'vitest';
import type { EmailSend } from '../models/records/email-send.ts';
import { storedRecord, walkPolicyTable } from '../test/policy-table.ts';
import { authorize } from './authorize.ts';

const send = (status: EmailSend['status'], testing: boolean): EmailSend => ({
  ...storedRecord('send-1'),
  kind: 'DIGEST',
  campus: 'sydney',
  status,
  testing,
  test_recipient: testing ? 'tester@example.com' : null,
  blurb: 'Have a good week.',
  except_for: [],
  post_document_ids: ['post-1'],
  total: 1,
  sent: status === 'Sent' ? 1 : 0,
  skipped: 0,
  failed: 0,
  error: null,
  finished_at: status === 'Sent' ? '2026-05-01T00:05:00.000Z' : null,
  users_userid: 'person-admin',
  users_username: 'admin1',
});

describe('the email send policy', () => {
  walkPolicyTable((someone, action: 'administer', record: EmailSend) => authorize(someone, `email-send.${action}`, record), [
    { name: "a Sydney digest being sent", record: send('Sending', false), allowed: { administer: ['admin'] } },
    { name: 'a sent Sydney test send', record: send('Sent', true), allowed: { administer: ['admin'] } },
  ]);
});
