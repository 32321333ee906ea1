import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { DEFAULT_LANGUAGE, formatSchoolDate, isLanguage, markup, type Campus, type Language } from '@portal/contract';
import type { JobKind } from '@portal/strapi-plugin-jobs/types';
import { sendsOf } from '../services/sends';
import { brandedMessage, escapeHtml, type EmailBodies } from '../email-layout/layout';
import { campusBrandOf, type SchoolBrand } from '../email-layout/school-brand';
import { PORTAL_USER } from '../email-sending/recipients';
import { emailWordsIn, type EmailWords } from '../email-texts';
import { CONNECTIONS_PDF, getConfig, SUBSCRIBER } from '../utils';

/** The email type of these messages in the email statistics. */
export const CONNECTIONS_PDF_EMAIL_KIND = 'Connections PDF';

export interface ConnectionsPdfEmailPayload {
  /** The Connections PDF record, already marked emailed. */
  documentId: string;
  campus: Campus;
  /** The template's subject and text, as the admin wrote them (sanitised): the same in every language. */
  subject: string;
  html: string;
  text: string;
  /**
   * The PDF's signed link, written under the template's text in each subscriber's language.
   * Missing in a job queued before languages: its html and text already end with the link in English.
   */
  download?: PdfDownload;
  /** 'all': every subscriber of the campus when the job runs; otherwise these (lower-cased) addresses among them. */
  sendTo: 'all' | string[];
}

/** The PDF's link in the email: its title, the signed address, and when the address stops opening (ISO instant). */
export interface PdfDownload {
  title: string;
  url: string;
  expires: string;
}

/**
 * The message to subscribers who read one language: the template's text, then the link to the PDF
 * and until when it opens, in their words (the PDF is linked, not attached: README).
 */
export function connectionsPdfMessage(
  brand: SchoolBrand,
  payload: Pick<ConnectionsPdfEmailPayload, 'subject' | 'html' | 'text' | 'download'>,
  words: EmailWords,
  timeZone: string,
): EmailBodies {
  const { download } = payload;
  if (!download) return brandedMessage(brand, payload, words);
  const until = formatSchoolDate(new Date(download.expires), timeZone, words.locale);
  const link = markup(
    `<a href="${escapeHtml(download.url)}" style="font-weight:bold">${words.html('pdfDownload', { title: download.title })}</a>`,
  );
  return brandedMessage(
    brand,
    {
      subject: payload.subject,
      html: `${payload.html}\n<p>${link.markup}</p>\n<p style="color:#555555;font-size:12px">${words.html('pdfLinkOpensUntil', { date: until })}</p>`,
      text: `${payload.text}\n\n${words('pdfDownloadText', { title: download.title, url: download.url })}\n${words('pdfLinkOpensUntil', { date: until })}\n`,
    },
    words,
  );
}

/** Addresses looked up at once (each is one case-blind term of the query). */
const ADDRESSES_PER_QUERY = 50;

/**
 * The language of each address among the campus's people (a subscriber is often a carer of the
 * portal): the first person with it, by id, as bulk sends pick; an address that is nobody's reads English.
 */
export async function languagesOfAddresses(
  strapi: Core.Strapi,
  campus: Campus,
  addresses: readonly string[],
): Promise<Map<string, Language>> {
  const languages = new Map<string, Language>();
  for (let start = 0; start < addresses.length; start += ADDRESSES_PER_QUERY) {
    const people = (await strapi.db.query(PORTAL_USER).findMany({
      select: ['email', 'language'],
      where: {
        campus,
        $or: addresses.slice(start, start + ADDRESSES_PER_QUERY).map((address) => ({ email: { $eqi: address } })),
      },
      orderBy: { id: 'asc' },
    })) as Array<{ email: string | null; language: string | null }>;
    for (const person of people) {
      const address = person.email?.trim().toLowerCase();
      if (address && !languages.has(address))
        languages.set(address, isLanguage(person.language) ? person.language : DEFAULT_LANGUAGE);
    }
  }
  return languages;
}

/** Subscribers are read this many at a time, so that a long list is never held whole. */
const PAGE = 200;
/** SES answers a send over the account's rate with a throttling error: waited out this many times, doubling from 1 s. */
const THROTTLE_RETRIES = 5;

/** A stable id of an address, fit for an SES tag: one message per (send, address), even if the subscriber was removed and added again. */
export const recipientIdOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);

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
    // The template's text and the PDF's link in the school's layout, made once per language for every subscriber.
    const brand = await campusBrandOf(strapi, payload.campus);
    const { arabicDigits, emailSending } = getConfig(strapi);
    const messages = new Map<Language, EmailBodies>();
    const messageIn = (language: Language) =>
      messages.get(language) ??
      messages
        .set(
          language,
          connectionsPdfMessage(brand, payload, emailWordsIn(language, arabicDigits), emailSending.timeZones[payload.campus]),
        )
        .get(language)!;
    let sent = 0;
    for (let offset = 0; ; offset += PAGE) {
      const subscribers = (await strapi.db.query(SUBSCRIBER).findMany({
        select: ['id', 'email'],
        where: { campus: payload.campus, ...(chosen ? { email: { $in: chosen } } : {}) },
        orderBy: { id: 'asc' },
        offset,
        limit: PAGE,
      })) as Array<{ email: string }>;
      const languages = await languagesOfAddresses(
        strapi,
        payload.campus,
        subscribers.map((subscriber) => subscriber.email),
      );
      for (const { email } of subscribers) {
        const { html, text } = messageIn(languages.get(email.trim().toLowerCase()) ?? DEFAULT_LANGUAGE);
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
    if (await records.findOne({ documentId }))
      await records.update({ documentId, data: { error: `Emailing it stopped: ${error}` } });
  },
};
