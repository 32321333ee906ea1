import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  alertBody,
  ALERT_PUSH_MAX_BYTES,
  audienceKindOf,
  canRead,
  DEFAULT_LANGUAGE,
  DEFAULT_NOTICE_ALERTS,
  formattingLocale,
  isLanguage,
  isRightToLeft,
  readerPaths,
  textsIn,
  type AlertKind,
  type AlertPush,
  type Campus,
  type Language,
  type UserType,
} from '@portal/contract';
import type { JobKind } from '@portal/strapi-plugin-jobs/types';
import { ALERT_TEXTS } from './alert-texts';
import { createPushSender, type PushAnswer, type PushOptions, type PushSender } from './push-sender';
import { alertSettings } from './settings';

export const ALERT = 'api::alert.alert';
export const ALERT_DELIVERY = 'api::alert-delivery.alert-delivery';
export const PUSH_SUBSCRIPTION = 'api::push-subscription.push-subscription';
const PORTAL_USER = 'api::portal-user.portal-user';
const POST = 'api::post.post';
const SCHOOL_SETTING = 'api::school-setting.school-setting';

export interface AlertSendingPayload {
  /** The alert (api::alert.alert) this job sends to every device it is for. */
  alertId: string;
}

type AlertRow = {
  id: number;
  documentId: string;
  kind: AlertKind;
  campus: Campus | null;
  subject_id: string;
  message: string | null;
  status: 'Queued' | 'Sending' | 'Sent' | 'Failed';
};

type DeliveryRow = { id: number; person: string; subscription: string; ack_id: string };
type SubscriptionRow = { id: number; documentId: string; person: string; endpoint: string; p256dh: string; auth: string };
type PersonRow = {
  documentId: string;
  type: UserType;
  active: boolean | null;
  language: string | null;
  notice_alerts: string | null;
  groups?: Array<{ groupname: string }>;
};
type NoticeRow = {
  documentId: string;
  title: string;
  locale: string;
  user_types: string[] | null;
  for_carer_only: boolean | null;
  groups?: Array<{ groupname: string }>;
};

/** Subscriptions read per query while the deliveries are planned. */
const PLAN_PAGE = 500;
/** Tries of one hand-over the push service refused for now (429, 5xx, unreachable) before it waits for the job's next run. */
const TRIES_NOW = 3;
const LONGEST_WAIT_MS = 10_000;

/**
 * How long a push service keeps an alert for a device that is off: an emergency matters for
 * hours, not days; a notice is still news tomorrow.
 */
const DELIVERY: Record<AlertKind, Omit<PushOptions, 'topic'>> = {
  emergency: { ttl: 4 * 3600, urgency: 'high' },
  'all-clear': { ttl: 4 * 3600, urgency: 'high' },
  notice: { ttl: 24 * 3600, urgency: 'normal' },
};

/**
 * The Topic (RFC 8030 §5.4: up to 32 base64url characters) and the notification's tag: the same
 * for every alert of one broadcast or one notice, so that a later one (an update, the all-clear,
 * a repeat after a crash) replaces the earlier, at the push service and on the device.
 */
export function topicOf(kind: AlertKind, subjectId: string): string {
  const prefix = kind === 'notice' ? 'notice-' : 'emergency-';
  return `${prefix}${createHash('sha256')
    .update(subjectId)
    .digest('base64url')
    .slice(0, 32 - prefix.length)}`;
}

const newAckId = () => randomBytes(24).toString('base64url');

/**
 * The push's JSON within RFC 8291's 3,993 bytes of plain text: a body that would not fit (a
 * long school name with a broadcast in a script of three bytes a character) is cut until it does.
 */
export function payloadOf(push: AlertPush): string {
  let payload = JSON.stringify(push);
  let body = Array.from(push.body);
  while (Buffer.byteLength(payload) > ALERT_PUSH_MAX_BYTES && body.length > 0) {
    body = body.slice(0, Math.floor(body.length * 0.9));
    payload = JSON.stringify({ ...push, body: `${body.join('')}…` });
  }
  return payload;
}

const languageOf = (person: Pick<PersonRow, 'language'> | undefined): Language =>
  isLanguage(person?.language) ? person.language : DEFAULT_LANGUAGE;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a person's devices show of an alert, per language: the title, the body, where a tap leads. */
type Shown = Pick<AlertPush, 'title' | 'body' | 'url' | 'postId'>;

async function schoolNameOf(strapi: Core.Strapi, campus: Campus | null): Promise<string> {
  const settings = (await strapi.db.query(SCHOOL_SETTING).findOne({
    where: campus ? { campus } : {},
    select: ['school_name'],
  })) as { school_name?: string | null } | null;
  return settings?.school_name?.trim() || 'School Portal';
}

/** A notice's English row (the post itself, its audience) and each language's title. */
async function noticeOf(
  strapi: Core.Strapi,
  documentId: string,
): Promise<{ post: NoticeRow; titles: Map<string, string> } | null> {
  const rows = (await strapi.db.query(POST).findMany({
    where: { documentId },
    select: ['documentId', 'title', 'locale', 'user_types', 'for_carer_only'],
    populate: { groups: { select: ['groupname'] } },
  })) as NoticeRow[];
  const post = rows.find((row) => row.locale === DEFAULT_LANGUAGE);
  if (!post) return null;
  return { post, titles: new Map(rows.map((row) => [row.locale, row.title])) };
}

/**
 * Every device an alert is for, one delivery row each with its own acknowledgement id: the
 * campus's people with alerts on (everyone for an emergency, since it cannot be turned off; for
 * a notice, those of its audience who chose "instantly"). Safe to run again after a crash: a
 * device that already has its row keeps it.
 */
async function planDeliveries(strapi: Core.Strapi, alert: AlertRow, notice: NoticeRow | null): Promise<void> {
  const deliveries = strapi.db.query(ALERT_DELIVERY);
  let after = 0;
  for (;;) {
    const subscriptions = (await strapi.db.query(PUSH_SUBSCRIPTION).findMany({
      where: { ...(alert.campus ? { campus: alert.campus } : {}), id: { $gt: after } },
      select: ['id', 'documentId', 'person'],
      orderBy: { id: 'asc' },
      limit: PLAN_PAGE,
    })) as Array<Pick<SubscriptionRow, 'id' | 'documentId' | 'person'>>;
    if (subscriptions.length === 0) return;
    after = subscriptions[subscriptions.length - 1]!.id;

    const people = new Map(
      (
        (await strapi.db.query(PORTAL_USER).findMany({
          where: { documentId: { $in: [...new Set(subscriptions.map((one) => one.person))] } },
          select: ['documentId', 'type', 'active', 'language', 'notice_alerts'],
          populate: notice ? { groups: { select: ['groupname'] } } : {},
        })) as PersonRow[]
      ).map((person) => [person.documentId, person]),
    );
    const forThem = subscriptions.filter((subscription) => {
      const person = people.get(subscription.person);
      if (!person || person.active === false) return false;
      if (!notice) return true;
      if ((person.notice_alerts ?? DEFAULT_NOTICE_ALERTS) === 'off') return false;
      const reader = { kind: audienceKindOf(person.type), groupNames: (person.groups ?? []).map((group) => group.groupname) };
      return canRead(reader, {
        user_types: (notice.user_types ?? []) as never,
        group_names: (notice.groups ?? []).map((group) => group.groupname),
        for_carer_only: Boolean(notice.for_carer_only),
      });
    });
    if (forThem.length > 0) {
      const planned = new Set(
        (
          (await deliveries.findMany({
            where: { alert: alert.documentId, subscription: { $in: forThem.map((one) => one.documentId) } },
            select: ['subscription'],
          })) as Array<{ subscription: string }>
        ).map((row) => row.subscription),
      );
      const data = forThem
        .filter((subscription) => !planned.has(subscription.documentId))
        .map((subscription) => ({
          alert: alert.documentId,
          person: subscription.person,
          subscription: subscription.documentId,
          ack_id: newAckId(),
          status: 'queued',
          attempts: 0,
        }));
      if (data.length > 0) await deliveries.createMany({ data });
    }
    if (subscriptions.length < PLAN_PAGE) return;
  }
}

type Outcome = 'sent' | 'gone' | 'failed' | 'later';

/** One hand-over, tried again at once a few times while the push service asks us to wait. */
async function handOver(
  sender: PushSender,
  subscription: SubscriptionRow,
  payload: string,
  options: PushOptions,
): Promise<{ outcome: Outcome; status: number }> {
  let answer: PushAnswer = { status: 0, retryAfterMs: null };
  for (let attempt = 0; attempt < TRIES_NOW; attempt += 1) {
    if (attempt > 0) await wait(Math.min(LONGEST_WAIT_MS, answer.retryAfterMs ?? 500 * 2 ** attempt));
    answer = await sender.send(subscription, payload, options);
    if (answer.status >= 200 && answer.status < 300) return { outcome: 'sent', status: answer.status };
    // RFC 8030 §6.2 and the push services: the subscription has expired or was removed.
    if (answer.status === 404 || answer.status === 410) return { outcome: 'gone', status: answer.status };
    if (answer.status !== 0 && answer.status !== 429 && answer.status < 500) return { outcome: 'failed', status: answer.status };
  }
  return { outcome: 'later', status: answer.status };
}

/**
 * Sends an alert to every device it is for, one durable job per alert: the deliveries are planned
 * first (a row per device), then handed to the push services PUSH_SENDS_IN_FLIGHT at a time. Each
 * batch is marked `sending` with its attempt counted before its calls, so after a crash only that
 * batch can be sent twice, and the device shows the repeat in place of the first (same Topic and
 * tag). A subscription the push service says is gone (404, 410) is removed. Hand-overs refused
 * for now (429, 5xx) are tried a few times, then left for the job's next run, which sends only
 * those.
 */
export const alertSendingJob: JobKind<AlertSendingPayload> = {
  name: 'alert-sending',
  maxAttempts: 6,

  async run({ alertId }, { strapi, log }) {
    const alerts = strapi.db.query(ALERT);
    const alert = (await alerts.findOne({ where: { documentId: alertId } })) as AlertRow | null;
    if (!alert || alert.status === 'Sent' || alert.status === 'Failed') return;
    const settings = alertSettings(strapi);
    if (!settings) {
      await alerts.update({
        where: { id: alert.id },
        data: { status: 'Failed', error: 'Alerts are off: no VAPID keys are set.', finished_at: new Date() },
      });
      return;
    }
    await alerts.update({ where: { id: alert.id }, data: { status: 'Sending' } });

    const notice = alert.kind === 'notice' ? await noticeOf(strapi, alert.subject_id) : null;
    if (alert.kind === 'notice' && !notice) {
      await alerts.update({ where: { id: alert.id }, data: { status: 'Sent', finished_at: new Date() } });
      return;
    }
    const startedAt = Date.now();
    await planDeliveries(strapi, alert, notice?.post ?? null);
    const plannedAt = Date.now();

    const school = await schoolNameOf(strapi, alert.campus);
    const shownIn = new Map<Language, Shown>();
    const shown = (language: Language): Shown => {
      let texts = shownIn.get(language);
      if (!texts) {
        const words = textsIn(ALERT_TEXTS, language, formattingLocale(language, 'latn'));
        texts =
          alert.kind === 'notice'
            ? {
                title: words('noticeTitle', { school }),
                body: alertBody(notice!.titles.get(language) ?? notice!.post.title),
                url: readerPaths.noticeDetails.href({ id: alert.subject_id }),
                postId: alert.subject_id,
              }
            : {
                title: words(alert.kind === 'emergency' ? 'emergencyTitle' : 'allClearTitle', { school }),
                body: alertBody(alert.message ?? ''),
                url: readerPaths.emergencyBroadcast.href(),
              };
        shownIn.set(language, texts);
      }
      return texts;
    };
    const topic = topicOf(alert.kind, alert.subject_id);
    const options = { ...DELIVERY[alert.kind], topic };

    const sender = createPushSender(settings);
    const knex = strapi.db.connection;
    const table = strapi.db.metadata.get(ALERT_DELIVERY).tableName;
    const deliveries = strapi.db.query(ALERT_DELIVERY);
    const languages = new Map<string, Language>();
    let later = 0;
    let after = 0;
    for (;;) {
      const batch = (await deliveries.findMany({
        where: { alert: alert.documentId, status: { $in: ['queued', 'sending'] }, id: { $gt: after } },
        select: ['id', 'person', 'subscription', 'ack_id'],
        orderBy: { id: 'asc' },
        limit: settings.sendsInFlight,
      })) as DeliveryRow[];
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!.id;
      const ids = batch.map((delivery) => delivery.id);
      // Recorded before the calls: a crash from here on repeats this batch at most.
      await knex(table)
        .whereIn('id', ids)
        .update({ status: 'sending', attempts: knex.raw('?? + 1', ['attempts']) });

      const subscriptions = new Map(
        (
          (await strapi.db.query(PUSH_SUBSCRIPTION).findMany({
            where: { documentId: { $in: batch.map((delivery) => delivery.subscription) } },
            select: ['id', 'documentId', 'person', 'endpoint', 'p256dh', 'auth'],
          })) as SubscriptionRow[]
        ).map((subscription) => [subscription.documentId, subscription]),
      );
      const unknownPeople = [...new Set(batch.map((delivery) => delivery.person))].filter((person) => !languages.has(person));
      if (unknownPeople.length > 0) {
        const found = (await strapi.db.query(PORTAL_USER).findMany({
          where: { documentId: { $in: unknownPeople } },
          select: ['documentId', 'language'],
        })) as Array<Pick<PersonRow, 'documentId' | 'language'>>;
        for (const person of found) languages.set(person.documentId, languageOf(person));
      }

      const results = await Promise.all(
        batch.map(async (delivery) => {
          const subscription = subscriptions.get(delivery.subscription);
          // Removed since it was planned (the person stopped alerts on that device).
          if (!subscription) return { delivery, outcome: 'gone' as Outcome, status: 0 };
          const language = languages.get(delivery.person) ?? DEFAULT_LANGUAGE;
          const push: AlertPush = {
            v: 1,
            kind: alert.kind,
            ...shown(language),
            tag: topic,
            ack: delivery.ack_id,
            lang: language,
            dir: isRightToLeft(language) ? 'rtl' : 'ltr',
          };
          return { delivery, ...(await handOver(sender, subscription, payloadOf(push), options)) };
        }),
      );

      const now = new Date();
      const byOutcome = (outcome: Outcome) => results.filter((result) => result.outcome === outcome);
      const sent = byOutcome('sent');
      if (sent.length > 0) {
        await knex(table)
          .whereIn(
            'id',
            sent.map((result) => result.delivery.id),
          )
          .update({ status: 'sent', sent_at: now, status_code: sent[0]!.status });
      }
      for (const outcome of ['gone', 'failed'] as const) {
        for (const result of byOutcome(outcome)) {
          await knex(table)
            .where('id', result.delivery.id)
            .update({ status: outcome, status_code: result.status || null });
        }
      }
      const gone = byOutcome('gone').map((result) => result.delivery.subscription);
      if (gone.length > 0) await strapi.db.query(PUSH_SUBSCRIPTION).deleteMany({ where: { documentId: { $in: gone } } });
      const waiting = byOutcome('later');
      if (waiting.length > 0) {
        later += waiting.length;
        await knex(table)
          .whereIn(
            'id',
            waiting.map((result) => result.delivery.id),
          )
          .update({ status: 'queued', status_code: waiting[0]!.status || null });
      }
    }

    if (later > 0)
      throw new Error(`${later} push services asked us to wait (429, 5xx or unreachable): those devices are tried again.`);
    const counted = (await knex(table)
      .where('alert', alert.documentId)
      .whereIn('status', ['sent'])
      .count({ devices: '*' })
      .countDistinct({ people: 'person' })
      .first()) as { devices: number | string; people: number | string } | undefined;
    await alerts.update({
      where: { id: alert.id },
      data: {
        status: 'Sent',
        devices: Number(counted?.devices ?? 0),
        people: Number(counted?.people ?? 0),
        finished_at: new Date(),
      },
    });
    log.info(
      `Alert ${alert.documentId} (${alert.kind}, ${alert.campus ?? 'every campus'}): ${counted?.devices ?? 0} devices of ${counted?.people ?? 0} people, planned in ${plannedAt - startedAt} ms, handed over in ${Date.now() - plannedAt} ms`,
    );
  },

  async onFailed({ alertId }, error, { strapi }) {
    await strapi.db
      .query(ALERT)
      .update({ where: { documentId: alertId }, data: { status: 'Failed', error, finished_at: new Date() } });
  },
};
