import diagnosticsChannel from 'node:diagnostics_channel';
import type { Campus } from '@portal/contract';
import type { Core } from '@strapi/strapi';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { isThrottling } from '../email-sending/pacer';
import { getConfig, PLUGIN, STATISTIC, SUPPRESSION } from '../utils';

/** Statistics fields a caller may fill for its kind of email (absences name the student, digests the posts). */
export type StatisticDetails = {
  user_id?: string;
  user_name?: string;
  student_id?: string;
  student_name?: string;
  absence_date?: string;
  reason?: string;
  post_document_ids?: string[];
};

export type SendInput = {
  /** The email type the logs filter on (the contract's EMAIL_LOG_TYPES: admin spec 7's and 'Student Note'), or another kind of transactional message. */
  kind: string;
  /** The campus whose email logs list the message (its sender's). */
  campus: Campus;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** SES message tags; `send_id` and `recipient_id` also make the send idempotent per (send, recipient). */
  tags?: Record<string, string>;
  /** Extra headers; bulk mail passes List-Unsubscribe (and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  details?: StatisticDetails;
};

export type SendResult =
  | { status: 'sent'; messageId: string; statisticId: string }
  | { status: 'already-sent'; messageId: string; statisticId: string }
  | { status: 'suppressed' };

/** Transactional mail has no headers of its own, and Strapi's SES provider does not give the message id back. */
export type TransactionalInput = Omit<SendInput, 'headers'>;
export type TransactionalResult = { status: 'sent' | 'already-sent'; statisticId: string } | { status: 'suppressed' };

/** What Strapi's email plugin passes on to @strapi/provider-email-amazon-ses (SES v1 SendEmail). */
type StrapiEmailService = {
  send(options: {
    to: string;
    subject: string;
    html: string;
    text: string;
    messageTags: Array<{ name: string; value: string }>;
    configurationSet?: string;
  }): Promise<void>;
};

/** The tag that names the statistics row, so an SNS event finds its row even before the message id is stored. */
export const STATISTIC_TAG = 'email_statistic';
/** SES tag names and values: letters, digits, _ - . only, up to 256. */
const TAG_TEXT = /^[A-Za-z0-9_.-]{1,256}$/;

export const normaliseAddress = (address: string): string => address.trim().toLowerCase();

type StatisticRow = { documentId: string; ses_message_id: string | null; SESSendTime: string | Date | null };

/**
 * Published for whoever watches (the CMS counts them in its metrics, cms/src/operations), each
 * with `{ path }`: `bulk` is SES v2 (the paced sends), `transactional` Strapi's SES provider.
 * `sent`: one message SES accepted. `ses-throttled`: one throttling answer of SES's; on the bulk
 * path every answer, the SDK's own retries included, on the transactional path those the
 * provider gave up on.
 */
export const SENT_CHANNEL = 'portal.email-sends.sent';
export const SES_THROTTLED_CHANNEL = 'portal.email-sends.ses-throttled';
const sentChannel = diagnosticsChannel.channel(SENT_CHANNEL);
const throttledChannel = diagnosticsChannel.channel(SES_THROTTLED_CHANNEL);

/**
 * One email to one recipient through SES v2 (SendEmail, Simple content with headers and tags),
 * the same client for the local emulator and Amazon SES. The statistics row is written before
 * the call and gets the SES message id after it, so a crash between the two leaves a row without
 * an id: a retry of the same (send_id, recipient_id) sends again, and only such rows may repeat.
 */
const sends = ({ strapi }: { strapi: Core.Strapi }) => {
  const { ses } = getConfig(strapi);
  const client = new SESv2Client({
    region: ses.region,
    ...(ses.endpoint ? { endpoint: ses.endpoint } : {}),
    ...(ses.accessKeyId && ses.secretAccessKey
      ? { credentials: { accessKeyId: ses.accessKeyId, secretAccessKey: ses.secretAccessKey } }
      : {}),
  });
  // Low in the finalize step, inside the SDK's retry loop: each attempt's answer passes here.
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        if (isThrottling(error)) throttledChannel.publish({ path: 'bulk' });
        throw error;
      }
    },
    { step: 'finalizeRequest', priority: 'low', name: 'reportSesThrottling' },
  );
  const statistics = () => strapi.db.query(STATISTIC);

  async function isSuppressed(address: string): Promise<boolean> {
    return (await strapi.db.query(SUPPRESSION).count({ where: { email: normaliseAddress(address) } })) > 0;
  }

  function checkTags(tags: Record<string, string>): void {
    for (const [name, value] of Object.entries(tags)) {
      if (!TAG_TEXT.test(name) || !TAG_TEXT.test(value)) throw new Error(`email tag ${name}=${value}: only letters, digits, _ - . (1-256)`);
    }
  }

  async function statisticRow(input: TransactionalInput): Promise<StatisticRow> {
    const sendId = input.tags?.send_id;
    const recipientId = input.tags?.recipient_id;
    const data = {
      type: input.kind,
      campus: input.campus,
      SESDestinationAddress: input.to,
      intended_recipient: input.to,
      subject: input.subject,
      send_id: sendId ?? null,
      recipient_id: recipientId ?? null,
      ...input.details,
    };
    if (sendId && recipientId) {
      const existing = (await statistics().findOne({
        where: { send_id: sendId, recipient_id: recipientId },
      })) as StatisticRow | null;
      if (existing) return existing;
      try {
        return (await statistics().create({ data })) as StatisticRow;
      } catch (error) {
        // Another process recorded the same (send, recipient) first: the unique index decides.
        const raced = (await statistics().findOne({
          where: { send_id: sendId, recipient_id: recipientId },
        })) as StatisticRow | null;
        if (raced) return raced;
        throw error;
      }
    }
    return (await statistics().create({ data })) as StatisticRow;
  }

  return {
    isSuppressed,

    async send(input: SendInput): Promise<SendResult> {
      const tags = { ...input.tags };
      checkTags(tags);
      if (await isSuppressed(input.to)) return { status: 'suppressed' };
      const row = await statisticRow(input);
      if (row.ses_message_id) return { status: 'already-sent', messageId: row.ses_message_id, statisticId: row.documentId };
      tags[STATISTIC_TAG] = row.documentId;
      const answer = await client.send(
        new SendEmailCommand({
          FromEmailAddress: ses.from,
          Destination: { ToAddresses: [input.to] },
          Content: {
            Simple: {
              Subject: { Data: input.subject, Charset: 'UTF-8' },
              Body: { Html: { Data: input.html, Charset: 'UTF-8' }, Text: { Data: input.text, Charset: 'UTF-8' } },
              Headers: Object.entries(input.headers ?? {}).map(([Name, Value]) => ({ Name, Value })),
            },
          },
          EmailTags: Object.entries(tags).map(([Name, Value]) => ({ Name, Value })),
          ...(ses.configurationSet ? { ConfigurationSetName: ses.configurationSet } : {}),
        }),
      );
      const messageId = answer.MessageId;
      if (!messageId) throw new Error('SES answered without a MessageId');
      sentChannel.publish({ path: 'bulk' });
      await statistics().update({
        where: { documentId: row.documentId },
        data: { ses_message_id: messageId, SESSendTime: new Date() },
      });
      return { status: 'sent', messageId, statisticId: row.documentId };
    },

    /**
     * One transactional email (absence and note emails, the Connections PDF, test sends) through
     * Strapi's email plugin, i.e. @strapi/provider-email-amazon-ses: SES v1 SendEmail with the
     * message tags and the configuration set, no custom headers, and no message id given back.
     * The row is written before the call, as for send(), and gets SESSendTime after it; SNS
     * events find it by its tags (email_statistic, send_id + recipient_id). With both of those
     * tags it is idempotent: a row with a send time answers `already-sent`, one without (a crash
     * during the call) is sent again.
     */
    async sendTransactional(input: TransactionalInput): Promise<TransactionalResult> {
      const tags = { ...input.tags };
      checkTags(tags);
      if (await isSuppressed(input.to)) return { status: 'suppressed' };
      const row = await statisticRow(input);
      if (row.SESSendTime) return { status: 'already-sent', statisticId: row.documentId };
      tags[STATISTIC_TAG] = row.documentId;
      const email = strapi.plugin('email').service<StrapiEmailService>('email');
      try {
        await email.send({
          to: input.to,
          subject: input.subject,
          html: input.html,
          text: input.text,
          messageTags: Object.entries(tags).map(([name, value]) => ({ name, value })),
          ...(ses.configurationSet ? { configurationSet: ses.configurationSet } : {}),
        });
      } catch (error) {
        if (isThrottling(error)) throttledChannel.publish({ path: 'transactional' });
        throw error;
      }
      sentChannel.publish({ path: 'transactional' });
      await statistics().update({ where: { documentId: row.documentId }, data: { SESSendTime: new Date() } });
      return { status: 'sent', statisticId: row.documentId };
    },

    close(): void {
      client.destroy();
    },
  };
};

export type Sends = ReturnType<typeof sends>;

export const sendsOf = (strapi: Core.Strapi) => strapi.plugin(PLUGIN).service<Sends>('sends');

export default sends;
