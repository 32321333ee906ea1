import type { Core } from '@strapi/strapi';
import { getConfig, PLUGIN, SNS_MESSAGE, STATISTIC, SUPPRESSION } from '../utils';
import { isSnsUrl, SnsRejection, topicRegion, verifySnsMessage, type SnsMessage } from '../sns/verify';
import { normaliseAddress, STATISTIC_TAG } from './sends';

/** An SES event as SES event publishing (eventType) or SES notifications (notificationType) send it through SNS. */
type SesEvent = {
  eventType?: string;
  notificationType?: string;
  mail?: { messageId?: string; tags?: Record<string, string[]> };
  delivery?: { timestamp?: string };
  open?: { timestamp?: string };
  click?: { timestamp?: string };
  bounce?: { bounceType?: string; timestamp?: string; bouncedRecipients?: Array<{ emailAddress?: string }> };
  complaint?: { timestamp?: string; complainedRecipients?: Array<{ emailAddress?: string }> };
};

type Statistic = { id: number; documentId: string; open_count: number | null; click_count: number | null } & Record<
  string,
  unknown
>;

/** The event's own time, or the SNS publish time when SES gave none. */
const at = (timestamp: string | undefined, fallback: string): Date =>
  new Date(timestamp && !Number.isNaN(Date.parse(timestamp)) ? timestamp : fallback);

export type Outcome = 'confirmed' | 'applied' | 'duplicate' | 'ignored';

/**
 * SES delivery events from Amazon SNS: each message verified (verifySnsMessage), a subscription
 * confirmed by fetching its SubscribeURL, and each notification applied once by its SNS MessageId.
 */
const snsEvents = ({ strapi }: { strapi: Core.Strapi }) => {
  const { sns } = getConfig(strapi);
  // SNS signs with a handful of certificates: fetched once per URL and kept.
  const certificates = new Map<string, Promise<string>>();
  const fetchCertificate = (url: string): Promise<string> => {
    let pending = certificates.get(url);
    if (!pending) {
      pending = fetch(url, { redirect: 'error', signal: AbortSignal.timeout(5_000) }).then(async (response) => {
        if (!response.ok) throw new Error(`certificate answered ${response.status}`);
        return response.text();
      });
      pending.catch(() => certificates.delete(url));
      certificates.set(url, pending);
    }
    return pending;
  };

  async function findStatistic(event: SesEvent): Promise<Statistic | null> {
    const query = strapi.db.query(STATISTIC);
    const messageId = event.mail?.messageId;
    if (messageId) {
      const byId = (await query.findOne({ where: { ses_message_id: messageId } })) as Statistic | null;
      if (byId) return byId;
    }
    const tags = event.mail?.tags ?? {};
    const documentId = tags[STATISTIC_TAG]?.[0];
    if (documentId) {
      const byTag = (await query.findOne({ where: { documentId } })) as Statistic | null;
      if (byTag) return byTag;
    }
    const sendId = tags.send_id?.[0];
    const recipientId = tags.recipient_id?.[0];
    if (sendId && recipientId)
      return (await query.findOne({ where: { send_id: sendId, recipient_id: recipientId } })) as Statistic | null;
    return null;
  }

  async function suppress(
    addresses: Array<{ emailAddress?: string }> | undefined,
    reason: 'bounce' | 'complaint',
    detail: string,
  ): Promise<void> {
    for (const { emailAddress } of addresses ?? []) {
      if (!emailAddress) continue;
      const email = normaliseAddress(emailAddress);
      const query = strapi.db.query(SUPPRESSION);
      if (!(await query.findOne({ where: { email } }))) await query.create({ data: { email, reason, detail } });
    }
  }

  /** What one SES event changes: the row's first time of each kind, open and click counts, and suppressions. */
  async function applyEvent(event: SesEvent, message: SnsMessage): Promise<void> {
    const type = event.eventType ?? event.notificationType;
    const statistic = await findStatistic(event);
    const data: Record<string, unknown> = {};
    const first = (field: string, time: Date) => {
      if (statistic && !statistic[field]) data[field] = time;
    };
    switch (type) {
      case 'Delivery':
        first('SESDeliverTime', at(event.delivery?.timestamp, message.Timestamp));
        break;
      case 'Open':
        first('SESOpenTime', at(event.open?.timestamp, message.Timestamp));
        if (statistic) data.open_count = (statistic.open_count ?? 0) + 1;
        break;
      case 'Click':
        first('SESClickTime', at(event.click?.timestamp, message.Timestamp));
        if (statistic) data.click_count = (statistic.click_count ?? 0) + 1;
        break;
      case 'Bounce':
        first('SESBounceTime', at(event.bounce?.timestamp, message.Timestamp));
        // Only a permanent (hard) bounce says the address will never take mail.
        if (event.bounce?.bounceType === 'Permanent')
          await suppress(event.bounce.bouncedRecipients, 'bounce', `SES message ${event.mail?.messageId ?? ''}`);
        break;
      case 'Complaint':
        first('SESComplaintTime', at(event.complaint?.timestamp, message.Timestamp));
        await suppress(event.complaint?.complainedRecipients, 'complaint', `SES message ${event.mail?.messageId ?? ''}`);
        break;
      default:
        return;
    }
    if (!statistic) {
      strapi.log.warn(
        `email-sends: SES ${type} event for message ${event.mail?.messageId ?? '?'} matches no email statistics row.`,
      );
      return;
    }
    data.SnsPublishTime = new Date(message.Timestamp);
    await strapi.db.query(STATISTIC).update({ where: { id: statistic.id }, data });
  }

  return {
    enabled: Boolean(sns.topicArn),

    /** Verifies and handles one SNS delivery; throws SnsRejection (4xx) for anything not to be trusted. */
    async receive(body: unknown): Promise<Outcome> {
      const message = await verifySnsMessage(body, {
        topicArn: sns.topicArn!,
        maxAgeMs: sns.maxAgeMs,
        testCertOrigin: sns.testCertOrigin,
        fetchCertificate,
      });
      if (message.Type === 'UnsubscribeConfirmation') return 'ignored';
      if (message.Type === 'SubscriptionConfirmation') {
        if (!isSnsUrl(message.SubscribeURL!, topicRegion(sns.topicArn!), sns.testCertOrigin)) {
          throw new SnsRejection(403, 'Untrusted SubscribeURL');
        }
        const response = await fetch(message.SubscribeURL!, { redirect: 'error', signal: AbortSignal.timeout(10_000) });
        if (!response.ok) throw new Error(`SubscribeURL answered ${response.status}`);
        strapi.log.info(`email-sends: subscribed to ${message.TopicArn}.`);
        return 'confirmed';
      }
      let event: SesEvent;
      try {
        event = JSON.parse(message.Message) as SesEvent;
      } catch {
        return 'ignored';
      }
      const eventType = event.eventType ?? event.notificationType ?? null;
      // One transaction: the MessageId row (unique) and what the event changes commit together, so
      // a redelivery, even a simultaneous one, finds the id taken and changes nothing.
      try {
        await strapi.db.transaction(async () => {
          await strapi.db
            .query(SNS_MESSAGE)
            .create({
              data: { message_id: message.MessageId, event_type: eventType, ses_message_id: event.mail?.messageId ?? null },
            });
          await applyEvent(event, message);
        });
      } catch (error) {
        if (await strapi.db.query(SNS_MESSAGE).findOne({ where: { message_id: message.MessageId } })) return 'duplicate';
        throw error;
      }
      return 'applied';
    },
  };
};

export type SnsEvents = ReturnType<typeof snsEvents>;

export const snsEventsOf = (strapi: Core.Strapi) => strapi.plugin(PLUGIN).service<SnsEvents>('sns-events');

export default snsEvents;
