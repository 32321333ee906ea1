import type { Core } from '@strapi/strapi';
import type { AlertKind, Campus } from '@portal/contract';
import type { Jobs } from '@portal/strapi-plugin-jobs/types';
import { ALERT, alertSendingJob } from './alert-sending-job';
import { alertSettings } from './settings';

/** The one call of the email-sends plugin's service made here (plugins reach each other through Strapi). */
type EmergencyEmails = { queueEmergencyAlertEmails(alertId: string, delayMs: number, trx?: unknown): Promise<void> };

/**
 * Queues an alert's sending in the caller's transaction (the alert exists only if its job does,
 * and both only if the write commits), the worker woken after the commit. `occasion` names what
 * the alert is for, once: a second write of the same occasion queues nothing.
 */
export async function queueAlert(
  strapi: Core.Strapi,
  alert: { occasion: string; kind: AlertKind; campus: Campus | null; subjectId: string; message: string | null },
): Promise<void> {
  const jobs = strapi.plugin('jobs').service<Jobs>('jobs');
  // An emergency is emailed to whoever no device reached by then (issue 29), whatever the pushes do.
  const emailAfterMs = alert.kind === 'notice' ? null : (alertSettings(strapi)?.emailAfterMs ?? null);
  await strapi.db.transaction(async ({ trx, onCommit }) => {
    const alerts = strapi.db.query(ALERT);
    let row = (await alerts.findOne({ where: { occasion: alert.occasion }, select: ['documentId'] })) as {
      documentId: string;
    } | null;
    if (!row) {
      row = (await alerts.create({
        data: {
          occasion: alert.occasion,
          kind: alert.kind,
          campus: alert.campus,
          subject_id: alert.subjectId,
          message: alert.message,
          status: 'Queued',
          email_after: emailAfterMs === null ? null : new Date(Date.now() + emailAfterMs),
        },
      })) as { documentId: string };
    }
    await jobs.enqueue(
      alertSendingJob,
      { alertId: row.documentId },
      { dedupeKey: `${alertSendingJob.name}:${row.documentId}`, trx },
    );
    if (emailAfterMs !== null) {
      await strapi
        .plugin('email-sends')
        .service<EmergencyEmails>('email-sending')
        .queueEmergencyAlertEmails(row.documentId, emailAfterMs, trx);
    }
    onCommit(() => jobs.wake());
  });
}
