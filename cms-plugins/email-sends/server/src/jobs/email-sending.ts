import { createHash } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';
import type { JobKind } from '@portal/strapi-plugin-jobs/types';
import { comingUpOf } from '../services/coming-up';
import { sendsOf } from '../services/sends';
import { getConfig, SEND } from '../utils';
import { createPacer, isMessageRejected, rejectionOf, withThrottleRetry } from '../email-sending/pacer';
import { postsByIds, recipientsOf, type EmailSendingPost, type Recipient } from '../email-sending/recipients';
import { personalise, renderLayout, type EmailLayout } from '../email-sending/template';
import { editionIn, type Edition } from '../email-sending/texts-in-language';
import { unsubscribeLinks } from '../email-sending/unsubscribe-link';
import { schoolBrandOf } from '../email-layout/school-brand';

export interface EmailSendingPayload {
  /** The send record (plugin::email-sends.send) this job works through. */
  sendId: string;
}

/** A send record; its JSON fields hold lists of addresses and of posts' documentIds. */
type SendRow = CmsRecord<typeof SEND, Record<never, never>, { except_for: string[]; post_document_ids: string[] }>;

/** How often progress is written to the send record while it runs. */
const PROGRESS_EVERY_MS = 500;
/** Layouts kept per run: one per language and distinct set of posts that people may read. */
const LAYOUTS_KEPT = 64;

/** Testing On: the one saved test address, with every post of the send, in English (it is nobody's record). */
async function* testRecipient(row: SendRow, posts: EmailSendingPost[]): AsyncGenerator<Recipient> {
  if (!row.test_recipient || posts.length === 0) return;
  const email = row.test_recipient.trim().toLowerCase();
  yield {
    id: `test-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`,
    email,
    firstname: null,
    language: DEFAULT_LANGUAGE,
    posts,
  };
}

/**
 * Works through a send's recipients: one message each through `send()`, tagged (send_id,
 * recipient_id) so that a run after a crash skips everyone already sent (`already-sent`) and
 * only the calls in flight at the crash can repeat. Paced to EMAIL_SENDS_PER_SECOND with at most
 * EMAIL_SENDS_IN_FLIGHT calls at once, retried with backoff while SES throttles; a message SES
 * refuses for its own sake counts as failed and the send goes on. Progress (sent, skipped,
 * failed of total) is written as it goes; every run counts from the start, so the figures stay
 * right after a resume.
 */
export const emailSendingJob: JobKind<EmailSendingPayload> = {
  name: 'email-sending',
  maxAttempts: 5,

  async run({ sendId }, { strapi, log }) {
    const sends = strapi.db.query(SEND);
    const row = (await sends.findOne({ where: { documentId: sendId } })) as SendRow | null;
    if (!row || row.status === 'Sent' || row.status === 'Failed') return;
    const update = (data: object) => sends.update({ where: { id: row.id }, data });
    await update({ status: 'Sending', sent: 0, skipped: 0, failed: 0, error: null });

    const { emailSending: settings, arabicDigits } = getConfig(strapi);
    const links = unsubscribeLinks(settings.unsubscribeSecret);
    const portalUrl = settings.portalUrls[row.campus].replace(/\/+$/, '');
    const posts = await postsByIds(strapi, row.post_document_ids ?? []);
    const at = new Date();
    const timeZone = settings.timeZones[row.campus];
    const events = row.kind === 'DIGEST' ? await comingUpOf(strapi).familyEvents(row.campus, at, timeZone) : [];
    // Read once per run: every message of the send shows the school as it was when the run began.
    const brand = await schoolBrandOf(strapi, row.campus, portalUrl);
    // Each language's texts of the posts and events are read once per run, when its first reader comes.
    const editions = new Map<Language, Promise<Edition>>();
    const editionOf = (language: Language) =>
      editions.get(language) ??
      editions.set(language, editionIn(strapi, language, { posts, events, timeZone, arabicDigits })).get(language)!;
    const layouts = new Map<string, EmailLayout>();
    const layoutFor = async (language: Language, readable: EmailSendingPost[]) => {
      const key = `${language}:${readable.map((post) => post.documentId).join(',')}`;
      let layout = layouts.get(key);
      if (!layout) {
        const edition = await editionOf(language);
        if (layouts.size >= LAYOUTS_KEPT) layouts.clear();
        layout = renderLayout({
          kind: row.kind,
          posts: readable.map((post) => edition.posts.get(post.documentId)!),
          blurb: row.blurb,
          brand,
          at,
          timeZone,
          comingUp: edition.comingUp,
          words: edition.words,
        });
        layouts.set(key, layout);
      }
      return layout;
    };

    const counts = { sent: 0, skipped: 0, failed: 0 };
    let savedAt = 0;
    const saveProgress = async () => {
      if (Date.now() - savedAt < PROGRESS_EVERY_MS) return;
      savedAt = Date.now();
      await update({ ...counts });
    };

    const service = sendsOf(strapi);
    const pacer = createPacer(settings);
    const recipients = row.testing
      ? testRecipient(row, posts)
      : recipientsOf(strapi, { campus: row.campus, except_for: row.except_for ?? [] }, posts);
    for await (const recipient of recipients) {
      const unsubscribeUrl = links.url(portalUrl, row.campus, recipient.email);
      const message = personalise(await layoutFor(recipient.language, recipient.posts), unsubscribeUrl);
      await pacer.run(async () => {
        try {
          const result = await withThrottleRetry(
            () =>
              service.send({
                kind: row.kind,
                campus: row.campus,
                to: recipient.email,
                ...message,
                tags: { send_id: sendId, recipient_id: recipient.id },
                headers: {
                  'List-Unsubscribe': `<${unsubscribeUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                  // Which send a message belongs to, for people reading the headers (and the tests).
                  'X-Portal-Send': sendId,
                },
                details: {
                  post_document_ids: recipient.posts.map((post) => post.documentId),
                  ...(row.testing ? {} : { user_id: recipient.id }),
                },
              }),
            settings.throttleRetries,
          );
          counts[result.status === 'suppressed' ? 'skipped' : 'sent'] += 1;
        } catch (error) {
          // SES unreachable or still throttling: the run fails and the queue tries it again later.
          if (!isMessageRejected(error)) throw error;
          counts.failed += 1;
          log.warn(`Bulk send ${sendId}: SES refused the message to recipient ${recipient.id}: ${rejectionOf(error)}`);
        }
        await saveProgress();
      });
    }
    await pacer.drain();
    const done = counts.sent + counts.skipped + counts.failed;
    await update({ ...counts, total: done, status: 'Sent', finished_at: new Date() });
    log.info(
      `Bulk send ${sendId} (${row.kind}, ${row.campus}): ${counts.sent} sent, ${counts.skipped} skipped, ${counts.failed} failed`,
    );
  },

  async onFailed({ sendId }, error, { strapi }) {
    await strapi.db
      .query(SEND)
      .update({ where: { documentId: sendId }, data: { status: 'Failed', error, finished_at: new Date() } });
  },
};
