import { createHash } from 'node:crypto';
import type { Campus } from '@portal/contract';
import type { JobKind } from '@portal/strapi-plugin-jobs/types';
import { sendsOf } from '../services/sends';
import { brandedMessage } from '../email-layout/layout';
import { campusBrandOf } from '../email-layout/school-brand';
import { CONNECTIONS_PDF, SUBSCRIBER } from '../utils';

/** The email type of these messages in the email statistics. */
export const CONNECTIONS_PDF_EMAIL_KIND = 'Connections PDF';

export interface ConnectionsPdfEmailPayload {
  /** The Connections PDF record, already marked emailed. */
  documentId: string;
  campus: Campus;
  subject: string;
  html: string;
  text: string;
  /** 'all': every subscriber of the campus when the job runs; otherwise these (lower-cased) addresses among them. */
  sendTo: 'all' | string[];
}

/** Subscribers are read this many at a time, so that a long list is never held whole. */
const PAGE = 200;
/** SES answers a send over the account's rate with a throttling error: waited out this many times, doubling from 1 s. */
const THROTTLE_RETRIES = 5;

/** A stable id of an address, fit for an SES tag: one message per (send, address), even if the subscriber was removed and added again. */
export const recipientIdOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);

const isThrottling = (error: unknown) => {
  const { name = '', message = '' } = (error ?? {}) as { name?: string; message?: string };
  return /throttl/i.test(name) || /rate exceeded/i.test(message);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a Connections PDF's email to the campus's subscribers, one message each, through the
 * transactional path (`sendTransactional`: Strapi's email plugin). Each message is once per
 * (PDF, address): a run after a crash or a failed attempt sends only to those not yet reached.
 */
export const connectionsPdfEmailJob: JobKind<ConnectionsPdfEmailPayload> = {
  name: 'connections-pdf-email',
  maxAttempts: 5,

  async run(payload, { strapi, log }) {
    const sends = sendsOf(strapi);
    const pdf = await strapi.db.query(CONNECTIONS_PDF).findOne({ where: { documentId: payload.documentId } });
    // Deleted since: its link no longer opens, so there is nothing left to send.
    if (!pdf) return;
    const chosen = payload.sendTo === 'all' ? null : payload.sendTo;
    // The template's text and the PDF's link in the school's layout, made once for every subscriber.
    const { html, text } = brandedMessage(await campusBrandOf(strapi, payload.campus), payload);
    let sent = 0;
    for (let offset = 0; ; offset += PAGE) {
      const subscribers = (await strapi.db.query(SUBSCRIBER).findMany({
        select: ['id', 'email'],
        where: { campus: payload.campus, ...(chosen ? { email: { $in: chosen } } : {}) },
        orderBy: { id: 'asc' },
        offset,
        limit: PAGE,
      })) as Array<{ email: string }>;
      for (const { email } of subscribers) {
        for (let attempt = 0; ; attempt += 1) {
          try {
            const result = await sends.sendTransactional({
              kind: CONNECTIONS_PDF_EMAIL_KIND,
              campus: payload.campus,
              to: email,
              subject: payload.subject,
              html,
              text,
              tags: { send_id: `connections-pdf-${payload.documentId}`, recipient_id: recipientIdOf(email) },
            });
            if (result.status === 'sent') sent += 1;
            break;
          } catch (error) {
            if (!isThrottling(error) || attempt >= THROTTLE_RETRIES) throw error;
            await sleep(1000 * 2 ** attempt);
          }
        }
      }
      if (subscribers.length < PAGE) break;
    }
    log.info(`Connections PDF ${payload.documentId}: emailed to ${sent} subscriber(s).`);
  },

  async onFailed({ documentId }, error, { strapi }) {
    // Those reached keep their message; the record says the rest were not, where the admin looks.
    const records = strapi.documents(CONNECTIONS_PDF);
    if (await records.findOne({ documentId })) await records.update({ documentId, data: { error: `Emailing it stopped: ${error}` } });
  },
};
