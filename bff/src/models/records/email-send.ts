import type { CmsRecord } from '@portal/cms/types';

/** A bulk email send of a campus (weekly digest, daily reminders or principal's message) and how far it got: the email-sends plugin's record. */
export type EmailSend = CmsRecord<'plugin::email-sends.send'>;
