import { DEFAULT_LANGUAGE, isLanguage, readerPaths, type Language } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';
import type { JobKind } from '@portal/strapi-plugin-jobs/types';
import { sendsOf } from '../services/sends';
import { getConfig } from '../utils';
import { createPacer, isMessageRejected, rejectionOf, withThrottleRetry } from '../email-sending/pacer';
import { bodySection, escapeHtml, renderEmail } from '../email-layout/layout';
import { campusBrandOf, type SchoolBrand } from '../email-layout/school-brand';
import { emailWordsIn, type EmailWords } from '../email-texts';

/** The email type the logs list these under (the contract's EMAIL_LOG_TYPES). */
export const EMERGENCY_ALERT_KIND = 'Emergency Alert';

const ALERT = 'api::alert.alert' as const;
const ALERT_DELIVERY = 'api::alert-delivery.alert-delivery';
const PORTAL_USER = 'api::portal-user.portal-user' as const;

export interface EmergencyAlertEmailsPayload {
  /** The alert (api::alert.alert) of an emergency broadcast raised, changed or cleared. */
  alertId: string;
}

type AlertRow = Pick<CmsRecord<typeof ALERT>, 'id' | 'documentId' | 'kind' | 'campus' | 'subject_id' | 'message'>;
type PersonRow = Pick<
  CmsRecord<typeof PORTAL_USER>,
  'id' | 'documentId' | 'username' | 'firstname' | 'surname' | 'email' | 'language'
>;

/** People read per query: 10,000 people are 50 queries. */
const PAGE = 200;

/** The message to one person, in their language: the broadcast's text as the school wrote it, and why they get it. */
export function emergencyAlertMessage(alert: Pick<AlertRow, 'kind' | 'message'>, brand: SchoolBrand, words: EmailWords) {
  const cleared = alert.kind === 'all-clear';
  const subject = words(cleared ? 'allClearSubject' : 'emergencySubject', { school: brand.name });
  const intro = words(cleared ? 'allClearIntro' : 'emergencyIntro');
  const text = alert.message ?? '';
  const url = `${brand.portalUrl}${readerPaths.emergencyBroadcast.href()}`;
  const paragraphs = text.split(/\n+/).filter((line) => line.trim() !== '');
  const body = bodySection(
    `<mj-text><p>${escapeHtml(intro)}</p>${paragraphs.map((line) => `<p dir="auto" style="font-size:18px;font-weight:600">${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(url)}">${escapeHtml(words('seeEmergency'))}</a></p></mj-text>`,
  );
  return {
    subject,
    ...renderEmail(brand, {
      words,
      subject,
      heading: subject,
      preview: text.replace(/\s+/g, ' ').trim(),
      body,
      text: [intro, '', text, '', words('seeEmergencyText', { url })].join('\n'),
      footerNote: words('safetyMailNote'),
      unsubscribeUrl: null,
    }),
  };
}

/**
 * An emergency broadcast's email to the people of its campus whom no device reached: run
 * ALERT_EMAIL_AFTER_SECONDS after the alert was pushed, it emails everyone of the campus with an
 * address and no acknowledged device for the alert, once each (tagged alert and person, so a run
 * after a crash sends only what was not sent), through the bulk path (SES v2, paced like the
 * digest). Whether they opted out of the digests does not matter: safety mail is not a
 * newsletter, and says so; addresses that bounced (suppressed) are still skipped. A later alert
 * of the same broadcast (a change, the all-clear) supersedes this one: its own email, due later,
 * carries the broadcast as it then is. The all-clear is emailed only to those the emergency was
 * emailed to (and no device of theirs showed the all-clear): nobody else learnt of it by email.
 */
export const emergencyAlertEmailsJob: JobKind<EmergencyAlertEmailsPayload> = {
  name: 'emergency-alert-emails',
  maxAttempts: 5,

  async run({ alertId }, { strapi, log }) {
    const alerts = strapi.db.query(ALERT);
    const alert = (await alerts.findOne({ where: { documentId: alertId } })) as AlertRow | null;
    if (!alert?.campus || (alert.kind !== 'emergency' && alert.kind !== 'all-clear')) return;
    const newer = await alerts.count({
      where: { subject_id: alert.subject_id, kind: { $in: ['emergency', 'all-clear'] }, id: { $gt: alert.id } },
    });
    if (newer > 0) {
      log.info(`Alert ${alertId}: a later alert of the same broadcast is emailed instead.`);
      return;
    }
    const campus = alert.campus;
    const statistics = strapi.db.query('api::email-statistic.email-statistic');
    // The all-clear is for those the emergency was emailed to: nobody else heard of it by email.
    let toldByEmail: Set<string> | null = null;
    if (alert.kind === 'all-clear') {
      const earlier = (await alerts.findMany({
        where: { subject_id: alert.subject_id, kind: 'emergency', id: { $lt: alert.id } },
        select: ['documentId'],
      })) as Array<{ documentId: string }>;
      toldByEmail = new Set(
        (
          (await statistics.findMany({
            where: { send_id: { $in: earlier.map((one) => one.documentId) }, type: EMERGENCY_ALERT_KIND },
            select: ['recipient_id'],
          })) as Array<{ recipient_id: string | null }>
        ).flatMap((row) => (row.recipient_id ? [row.recipient_id] : [])),
      );
    }
    const reached = new Set(
      (
        (await strapi.db.query(ALERT_DELIVERY).findMany({
          where: { alert: alertId, acknowledged_at: { $notNull: true } },
          select: ['person'],
        })) as Array<{ person: string }>
      ).map((row) => row.person),
    );

    const { emailSending: settings, arabicDigits } = getConfig(strapi);
    const brand = await campusBrandOf(strapi, campus);
    const messages = new Map<Language, ReturnType<typeof emergencyAlertMessage>>();
    const messageIn = (language: Language) =>
      messages.get(language) ??
      messages.set(language, emergencyAlertMessage(alert, brand, emailWordsIn(language, arabicDigits))).get(language)!;
    const service = sendsOf(strapi);
    const pacer = createPacer(settings);
    const seen = new Set<string>();
    const counts = { sent: 0, skipped: 0, failed: 0 };
    let after = 0;
    for (;;) {
      const page = (await strapi.db.query(PORTAL_USER).findMany({
        where: { campus, id: { $gt: after }, email: { $notNull: true }, $or: [{ active: true }, { active: { $null: true } }] },
        select: ['id', 'documentId', 'username', 'firstname', 'surname', 'email', 'language'],
        orderBy: { id: 'asc' },
        limit: PAGE,
      })) as PersonRow[];
      if (page.length === 0) break;
      after = page[page.length - 1]!.id;
      for (const person of page) {
        const to = (person.email ?? '').trim().toLowerCase();
        if (!to || reached.has(person.documentId) || seen.has(to)) continue;
        if (toldByEmail && !toldByEmail.has(person.documentId)) continue;
        seen.add(to);
        const language = isLanguage(person.language) ? person.language : DEFAULT_LANGUAGE;
        const name = [person.firstname, person.surname].filter(Boolean).join(' ') || person.username;
        await pacer.run(async () => {
          try {
            const result = await withThrottleRetry(
              () =>
                service.send({
                  kind: EMERGENCY_ALERT_KIND,
                  campus,
                  to,
                  ...messageIn(language),
                  tags: { send_id: alertId, recipient_id: person.documentId },
                  details: { user_id: person.documentId, user_name: name },
                }),
              settings.throttleRetries,
            );
            counts[result.status === 'suppressed' ? 'skipped' : 'sent'] += 1;
          } catch (error) {
            if (!isMessageRejected(error)) throw error;
            counts.failed += 1;
            log.warn(`Alert ${alertId}: SES refused the email to person ${person.documentId}: ${rejectionOf(error)}`);
          }
        });
      }
      if (page.length < PAGE) break;
    }
    await pacer.drain();
    await alerts.update({ where: { id: alert.id }, data: { emailed_at: new Date() } });
    log.info(
      `Alert ${alertId} (${campus}): ${counts.sent} emailed, ${counts.skipped} suppressed, ${counts.failed} refused; ${reached.size} reached by push.`,
    );
  },
};
