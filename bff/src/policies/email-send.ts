import type { EmailSend } from '../models/records/email-send.ts';
import { administeredOnOwnCampus } from './admin.ts';
import { definePolicy } from './policy.ts';

/** Bulk email sends (admin spec 7 "Send emails"): administrators start and follow their own campus's. */
export const emailSendPolicy = definePolicy<EmailSend>()({
  administer: administeredOnOwnCampus<EmailSend>(),
});
