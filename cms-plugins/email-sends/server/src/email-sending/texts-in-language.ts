import type { Core } from '@strapi/strapi';
import { describeEventTime, type ArabicDigits, type ComingUpSource, type Language, type TranslationKind } from '@portal/contract';
import { emailWordsIn, eventTimeWording, type EmailWords } from '../email-texts';
import { POST, type EmailSendingPost } from './recipients';
import type { DigestEvent, EmailPost } from './template';

const CALENDAR_EVENT = 'api::calendar-event.calendar-event' as const;

/**
 * A post's or an event's row in another language (issue 28, Strapi's i18n): the same document,
 * only its texts. `machine_translated`: Amazon Translate wrote it, no person yet.
 */
type PostTextsRow = Pick<EmailSendingPost, 'documentId' | 'title' | 'excerpt' | 'content_html' | 'featured_img_alt'> & {
  machine_translated: boolean | null;
};
type EventTextsRow = { documentId: string; title: string; machine_translated: boolean | null };

/** Rows asked for in one query: a digest's posts, or a week's events, in a few. */
const IDS_PER_QUERY = 200;

async function rowsIn<Row extends { documentId: string }>(
  strapi: Core.Strapi,
  uid: typeof POST | typeof CALENDAR_EVENT,
  documentIds: readonly string[],
  language: Language,
  fields: readonly string[],
): Promise<Map<string, Row>> {
  const rows = new Map<string, Row>();
  for (let start = 0; start < documentIds.length; start += IDS_PER_QUERY) {
    const found = (await strapi.db.query(uid).findMany({
      where: { documentId: { $in: documentIds.slice(start, start + IDS_PER_QUERY) }, locale: language },
      select: ['documentId', ...fields, 'machine_translated'],
    })) as Row[];
    for (const row of found) rows.set(row.documentId, row);
  }
  return rows;
}

const kindOf = (row: { machine_translated: boolean | null } | undefined): TranslationKind =>
  !row ? 'missing' : row.machine_translated ? 'machine' : 'human';

/**
 * The texts of a send's posts in one language: read once per send and language (one query per
 * 200 posts), never per person. English is the posts as written.
 */
export async function postTextsIn(
  strapi: Core.Strapi,
  posts: readonly EmailSendingPost[],
  language: Language,
): Promise<Map<string, EmailPost>> {
  if (language === 'en') return new Map(posts.map((post) => [post.documentId, { ...post, translation: 'original' }]));
  const rows = await rowsIn<PostTextsRow>(
    strapi,
    POST,
    posts.map((post) => post.documentId),
    language,
    ['title', 'excerpt', 'content_html', 'featured_img_alt'],
  );
  return new Map(posts.map((post) => [post.documentId, postIn(post, rows.get(post.documentId))]));
}

/**
 * A post as a reader of another language gets it: the translation's texts when there is one
 * (human or machine), else the English, marked 'missing'. Everything but the texts (audience,
 * category, picture, dates) is the post's own.
 */
export function postIn(post: EmailSendingPost, row: PostTextsRow | undefined): EmailPost {
  if (!row?.title?.trim()) return { ...post, translation: 'missing' };
  return {
    ...post,
    title: row.title,
    excerpt: row.excerpt,
    content_html: row.content_html,
    // A picture's description left blank in the translation keeps the English one rather than none.
    featured_img_alt: row.featured_img_alt?.trim() ? row.featured_img_alt : post.featured_img_alt,
    translation: kindOf(row),
  };
}

/** "Coming up"'s events as given, each with its title in `language` where it has one. */
export async function eventTitlesIn<Event extends ComingUpSource & { documentId: string }>(
  strapi: Core.Strapi,
  events: readonly Event[],
  language: Language,
): Promise<Array<Event & { translation: TranslationKind }>> {
  if (language === 'en') return events.map((event) => ({ ...event, translation: 'original' as const }));
  const rows = await rowsIn<EventTextsRow>(
    strapi,
    CALENDAR_EVENT,
    events.map((event) => event.documentId),
    language,
    ['title'],
  );
  return events.map((event) => {
    const row = rows.get(event.documentId);
    return row?.title?.trim()
      ? { ...event, title: row.title, translation: kindOf(row) }
      : { ...event, translation: 'missing' as const };
  });
}

/** A send in one language: its words, its posts as readers of it get them (by documentId), and "Coming up" in it. */
export interface Edition {
  words: EmailWords;
  posts: Map<string, EmailPost>;
  comingUp: DigestEvent[];
}

/**
 * A send's edition in one language, read once per send and language (a few queries), never per
 * person: its posts and the week's events (both the English rows) in that language's texts, the
 * events' times in its words, numbers in the school's Arabic digits where it is Arabic.
 */
export async function editionIn(
  strapi: Core.Strapi,
  language: Language,
  send: {
    posts: readonly EmailSendingPost[];
    events: ReadonlyArray<ComingUpSource & { documentId: string }>;
    timeZone: string;
    arabicDigits: ArabicDigits;
  },
): Promise<Edition> {
  const words = emailWordsIn(language, send.arabicDigits);
  const wording = eventTimeWording(words);
  const events = await eventTitlesIn(strapi, send.events, language);
  return {
    words,
    posts: await postTextsIn(strapi, send.posts, language),
    comingUp: events.map((event) => ({
      title: event.title,
      when: describeEventTime(event, send.timeZone, wording),
      location: event.location ?? null,
      translation: event.translation,
    })),
  };
}
