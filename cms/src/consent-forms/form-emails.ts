import type { Core } from '@strapi/strapi';
import type { Campus } from '@portal/contract';
import type { Jobs } from '@portal/strapi-plugin-jobs/types';

/**
 * The calls of the email-sends plugin's service made for permission forms (plugins reach each
 * other through Strapi): its jobs send the requests, invitations, receipts and reminders, and it alone
 * signs and reads the emailed signing links. Each queue joins the caller's transaction (`trx`),
 * so an email is due exactly when the write it tells of commits.
 */
export type FormEmails = {
  queueFormRequests(formId: string, trx?: unknown): Promise<void>;
  /** The requests to answer again after an edit that asked everyone to (its `version`), to those whose answers it stopped counting. */
  queueFormRequestsAgain(formId: string, version: number, trx?: unknown): Promise<void>;
  queueFormReceipt(responseIds: string[], chainHead: string, trx?: unknown): Promise<void>;
  queueFormInvitationEmail(invitationId: string, trx?: unknown): Promise<void>;
  /**
   * Reminders to the form's pending signers: `manual` at once, answering how many are emailed and
   * how many were reminded today already; otherwise a job delayed until `runAt` (answering zeros).
   */
  queueFormReminders(
    formId: string,
    options: { runAt?: Date; manual: boolean },
    trx?: unknown,
  ): Promise<{ queued: number; skipped_today: number }>;
  /** Null when the token's signature or shape is wrong; its expiry is the caller's to check. */
  readSigningToken(token: string): { campus: Campus; invitation: string; expiresAtMs: number } | null;
};

export const formEmailsOf = (strapi: Core.Strapi): FormEmails =>
  strapi.plugin('email-sends').service<FormEmails>('email-sending');

/** Wakes the job worker once the transaction that queued an email commits, so the email leaves at once. */
export const wakeJobsOnCommit = (strapi: Core.Strapi, onCommit: (callback: () => void) => void): void =>
  onCommit(() => strapi.plugin('jobs').service<Jobs>('jobs').wake());
