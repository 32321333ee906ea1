import { EMAIL_SENDING_KINDS, type EmailSendRecord, type EmailSendingType } from '@portal/contract';
import type { EmailSend } from '../models/records/email-send.ts';

const TYPE_OF_KIND = Object.fromEntries(Object.entries(EMAIL_SENDING_KINDS).map(([type, kind]) => [kind, type])) as Record<EmailSend['kind'], EmailSendingType>;

export function presentEmailSend(send: EmailSend): EmailSendRecord {
  return {
    emailsendUid: send.documentId,
    type: TYPE_OF_KIND[send.kind],
    email_testing: send.testing ?? false,
    recipient: send.test_recipient,
    status: send.status ?? 'Queued',
    total: send.total ?? 0,
    sent: send.sent ?? 0,
    skipped: send.skipped ?? 0,
    failed: send.failed ?? 0,
    post_ids: Array.isArray(send.post_document_ids) ? send.post_document_ids.filter((id): id is string => typeof id === 'string') : [],
    error: send.error || null,
    created_at: send.createdAt,
    updated_at: send.updatedAt,
    users_username: send.users_username,
  };
}
