import {
  blurbToHtml,
  blurbToText,
  featuredImageUseOf,
  formatSchoolDate,
  htmlToParagraphs,
  IMAGE_SIZES,
  readerPaths,
  type ComingUpEvent,
  type TranslationKind,
} from '@portal/contract';
import { bodySection, EMAIL_COLOURS, escapeHtml, renderEmail, sidesOf } from '../email-layout/layout';
import type { SchoolBrand } from '../email-layout/school-brand';
import { ENGLISH_EMAIL, type EmailWords } from '../email-texts';
import type { EmailSendingKind, EmailSendingPost } from './recipients';

/** Where each message's own unsubscribe link goes once the layout is made (it is the only part that differs per person). */
const UNSUBSCRIBE_MARK = '%%PORTAL_UNSUBSCRIBE_URL%%';

const HEADINGS: Record<EmailSendingKind, 'digestHeading' | 'remindersHeading' | 'principalHeading'> = {
  DIGEST: 'digestHeading',
  DAILYEMAIL: 'remindersHeading',
  PRINCIPAL: 'principalHeading',
};

/** The digest's heading of posts without a category, after every category (in English: the others are in email-texts). */
export const UNCATEGORISED_HEADING = ENGLISH_EMAIL('otherNews');

/**
 * A post as one email shows it: its texts in the reader's language when it has them, and how
 * they came to be (texts-in-language.ts). Without `translation` it is the post as written (English).
 */
export type EmailPost = EmailSendingPost & { translation?: TranslationKind };

/** An event of "Coming up", its title in the reader's language where it has one. */
export type DigestEvent = ComingUpEvent & { translation?: TranslationKind };

/** A post's picture in the digest: the width it is shown at beside the text (its height keeps the picture's shape). */
const DIGEST_IMAGE_WIDTH = 150;

export interface EmailLayout {
  subject: string;
  html: string;
  text: string;
}

function subjectOf(kind: EmailSendingKind, posts: readonly EmailPost[], date: string, words: EmailWords): string {
  if (kind === 'PRINCIPAL' && posts.length === 1) return posts[0]!.title;
  return words('datedSubject', { heading: words(HEADINGS[kind]), date });
}

/** The note under a text that is not the reader's language as a person wrote it: nobody has translated it, or a machine did. */
function translationNote(translation: TranslationKind | undefined, words: EmailWords): string | null {
  if (translation === 'missing') return words('notTranslatedYet');
  if (translation === 'machine') return words('machineTranslated');
  return null;
}

/**
 * A text shown in English in an email of another language (nobody has translated it yet) says
 * so to screen readers and runs left to right inside an Arabic message; `block` for rich text.
 */
const writtenIn = (translation: TranslationKind | undefined, html: string, block = false) =>
  translation === 'missing' ? `<${block ? 'div' : 'span'} lang="en" dir="ltr">${html}</${block ? 'div' : 'span'}>` : html;

const noteSection = (note: string | null, padding: string) =>
  note
    ? `<mj-text font-size="13px" font-style="italic" color="${EMAIL_COLOURS.muted}" padding="${padding}">${escapeHtml(note)}</mj-text>`
    : '';

const postLink = (portalUrl: string, post: EmailPost) =>
  `${portalUrl}${post.type === 'newsletter' ? readerPaths.connectionDetails.href({ id: post.documentId }) : readerPaths.noticeDetails.href({ id: post.documentId })}`;

/** A digest shows each post's excerpt (the portal has the rest); the principal's message and reminders are short and shown whole. */
const showsWhole = (kind: EmailSendingKind) => kind !== 'DIGEST';

function excerptOf(post: EmailPost): string {
  // One run of text: a nested list item's indent means nothing there.
  const text =
    post.excerpt?.trim() ||
    htmlToParagraphs(post.content_html)
      .map((paragraph) => paragraph.trim())
      .join(' ');
  if (text.length <= 300) return text;
  // Cut on a word, as the portal's cards do, never mid-word.
  const cut = text.slice(0, 298);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 200 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export interface DigestGroup<Post extends EmailPost = EmailPost> {
  /** The category's name as readers see it in the portal's filter (as the school named it). */
  heading: string;
  posts: Post[];
}

/**
 * The digest's posts by category: a newsletter's and a notice's category of the same name are one
 * group (the portal's filter lists each name once), the groups in the categories' own order
 * (sort_order, then name) and posts without a category last; within a group the posts keep the
 * order they came in (the contract's comparePosts).
 */
export function digestGroups<Post extends EmailPost>(
  posts: readonly Post[],
  uncategorised = UNCATEGORISED_HEADING,
): DigestGroup<Post>[] {
  const groups = new Map<string, DigestGroup<Post> & { rank: number }>();
  for (const post of posts) {
    const name = post.postcategory?.categoryname?.trim() || null;
    const key = name ? name.toLowerCase() : '';
    const rank = name ? (post.postcategory?.sort_order ?? Number.MAX_SAFE_INTEGER) : Infinity;
    const group = groups.get(key) ?? { heading: name ?? uncategorised, posts: [], rank };
    group.rank = Math.min(group.rank, rank);
    group.posts.push(post);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.rank - b.rank || (a.rank === Infinity ? 0 : a.heading.localeCompare(b.heading)))
    .map(({ heading, posts: inGroup }) => ({ heading, posts: inGroup }));
}

/** The picture of a post as the digest shows it: an absolute URL (a mail reader has no portal origin), its alt text and size. */
function pictureOf(post: EmailPost, portalUrl: string): { src: string; alt: string; width: number; height: number } | null {
  const url = post.featured_img_url?.trim();
  if (!url) return null;
  const src = /^https?:\/\//i.test(url) ? url : url.startsWith('/') && !url.startsWith('//') ? `${portalUrl}${url}` : null;
  if (!src) return null;
  const size = IMAGE_SIZES[featuredImageUseOf(post.type as Parameters<typeof featuredImageUseOf>[0])];
  return {
    src,
    alt: post.featured_img_alt?.trim() ?? '',
    width: DIGEST_IMAGE_WIDTH,
    height: Math.round((DIGEST_IMAGE_WIDTH * size.height) / size.width),
  };
}

/** One digest item: its picture beside the title, excerpt and a quiet "Read more" link (a column above on a phone). */
function digestItem(post: EmailPost, portalUrl: string, first: boolean, words: EmailWords): string {
  const link = escapeHtml(postLink(portalUrl, post));
  const title = escapeHtml(post.title);
  const picture = pictureOf(post, portalUrl);
  const { start } = sidesOf(words);
  const text = `
        <mj-text font-size="18px" font-weight="bold" line-height="1.3" padding="0 0 4px"><a href="${link}" style="color:${EMAIL_COLOURS.text};text-decoration:none">${writtenIn(post.translation, title)}</a></mj-text>${noteSection(translationNote(post.translation, words), '0 0 4px')}
        <mj-text font-size="15px" padding="0 0 6px">${writtenIn(post.translation, escapeHtml(excerptOf(post)))}</mj-text>
        <mj-text font-size="15px" padding="0"><a href="${link}" aria-label="${words.html('readMoreLabel', { title: post.title })}" style="text-decoration:underline">${words.html('readMore')}</a></mj-text>`;
  // A thin rule between the items of a group, none above its first.
  const divider = first
    ? ''
    : bodySection(`<mj-divider border-color="${EMAIL_COLOURS.border}" border-width="1px" padding="0 0 16px" />`, '0 24px');
  if (!picture)
    return `${divider}<mj-section background-color="${EMAIL_COLOURS.surface}" padding="0 24px 16px"><mj-column width="100%">${text}</mj-column></mj-section>`;
  // The picture keeps to the start of the line: the left, or the right in Arabic, with the gap towards the text.
  const gap = start === 'left' ? '0 16px 8px 0' : '0 0 8px 16px';
  return `${divider}
    <mj-section background-color="${EMAIL_COLOURS.surface}" padding="0 24px 16px">
      <mj-column width="${picture.width + 16}px" vertical-align="top">
        <mj-image src="${escapeHtml(picture.src)}" alt="${escapeHtml(picture.alt)}" width="${picture.width}px" height="${picture.height}px" align="${start}" border-radius="6px" padding="${gap}" href="${link}" />
      </mj-column>
      <mj-column width="${552 - picture.width - 16}px" vertical-align="top">${text}
      </mj-column>
    </mj-section>`;
}

/** A message shown whole (the principal's message, a reminder): its title, the sanitised rich text, a link into the portal. */
function wholePost(post: EmailPost, portalUrl: string, words: EmailWords): string {
  const link = escapeHtml(postLink(portalUrl, post));
  return bodySection(
    `<mj-text font-size="20px" font-weight="bold" line-height="1.3"><a href="${link}" style="color:${EMAIL_COLOURS.text};text-decoration:none">${writtenIn(post.translation, escapeHtml(post.title))}</a></mj-text>${noteSection(translationNote(post.translation, words), '0 0 4px')}
     <mj-text>${writtenIn(post.translation, post.content_html ?? '', true)}</mj-text>
     <mj-text font-size="15px"><a href="${link}" style="text-decoration:underline">${words.html('readInPortal')}</a></mj-text>`,
    '8px 24px 16px',
  );
}

/** A post's title in the text part, underlined, and the note of its language when it has one. */
const titleText = (post: EmailPost, words: EmailWords) => {
  const note = translationNote(post.translation, words);
  return [post.title, underline(post.title), ...(note ? [`(${note})`] : [])];
};

const categoryHeading = (heading: string) =>
  bodySection(
    `<mj-text font-size="13px" font-weight="bold" letter-spacing="0.08em" color="${EMAIL_COLOURS.muted}" padding="16px 0 8px"><h2 style="margin:0;font-size:13px;text-transform:uppercase">${escapeHtml(heading)}</h2></mj-text>`,
    '0 24px',
  );

const underline = (heading: string) => '-'.repeat(Math.min(Math.max(heading.length, 3), 60));

/**
 * The message for one set of posts, in the school's layout (email-layout/layout.ts: its name,
 * logo and colours, a footer with the unsubscribe link) and as plain text, in the reader's
 * language (`words`; English when not given): its fixed texts and dates from email-texts, the
 * posts' and events' texts as given (texts-in-language.ts put them in the reader's language, each
 * marked when it is in English or a machine's). The weekly digest groups its posts by category,
 * each with its picture and a "Read more" link; the principal's message and reminders are shown
 * whole. Every value is escaped except the posts' rich text, which the CMS sanitised when it was
 * saved; the blurb is text with three marks (contract's blurbToHtml). Editors never write
 * template syntax. `personalise` adds the recipient's unsubscribe link.
 */
export function renderLayout(input: {
  kind: EmailSendingKind;
  posts: readonly EmailPost[];
  blurb: string | null;
  brand: SchoolBrand;
  at: Date;
  timeZone: string;
  /** The digest's "Coming up": the family events of the week ahead, their times at the school (contract's comingUp). */
  comingUp?: readonly DigestEvent[];
  words?: EmailWords;
}): EmailLayout {
  const { kind, posts, brand } = input;
  const words = input.words ?? ENGLISH_EMAIL;
  const portalUrl = brand.portalUrl;
  const events = kind === 'DIGEST' ? (input.comingUp ?? []) : [];
  const blurb = kind === 'DIGEST' && input.blurb?.trim() ? input.blurb : null;
  const date = formatSchoolDate(input.at, input.timeZone, words.locale);
  const subject = subjectOf(kind, posts, date, words);
  const groups = showsWhole(kind) ? [] : digestGroups(posts, words('otherNews'));

  const html: string[] = [];
  const text: string[] = [];
  if (blurb) {
    html.push(bodySection(`<mj-text>${blurbToHtml(blurb)}</mj-text>`));
    text.push(blurbToText(blurb), '');
  }
  if (showsWhole(kind)) {
    for (const post of posts) {
      html.push(wholePost(post, portalUrl, words));
      text.push(
        ...titleText(post, words),
        ...htmlToParagraphs(post.content_html),
        words('readInPortalText', { url: postLink(portalUrl, post) }),
        '',
      );
    }
  }
  for (const group of groups) {
    html.push(categoryHeading(group.heading));
    text.push(group.heading.toUpperCase(), '='.repeat(Math.min(Math.max(group.heading.length, 3), 60)), '');
    for (const [index, post] of group.posts.entries()) {
      html.push(digestItem(post, portalUrl, index === 0, words));
      text.push(...titleText(post, words), excerptOf(post), words('readMoreText', { url: postLink(portalUrl, post) }), '');
    }
  }
  if (events.length > 0) {
    const calendar = `${portalUrl}${readerPaths.calendar.href()}`;
    const whereabouts = (event: DigestEvent) =>
      event.location ? words('eventWhereabouts', { when: event.when, location: event.location }) : event.when;
    const eventNote = (event: DigestEvent) => {
      const note = translationNote(event.translation, words);
      return note
        ? ` <span style="font-size:13px;font-style:italic;color:${EMAIL_COLOURS.muted}">(${escapeHtml(note)})</span>`
        : '';
    };
    const heading = words('comingUp');
    html.push(categoryHeading(heading));
    html.push(
      bodySection(
        `${events.map((event) => `<mj-text padding="0 0 8px"><strong>${writtenIn(event.translation, escapeHtml(event.title))}</strong>${eventNote(event)}<br />${escapeHtml(whereabouts(event))}</mj-text>`).join('')}
         <mj-text font-size="15px"><a href="${escapeHtml(calendar)}" style="text-decoration:underline">${words.html('seeCalendar')}</a></mj-text>`,
        '0 24px 8px',
      ),
    );
    text.push(
      heading,
      underline(heading),
      ...events.map((event) => {
        const note = translationNote(event.translation, words);
        return words('eventText', { title: note ? `${event.title} (${note})` : event.title, when: whereabouts(event) });
      }),
      words('seeCalendarText', { url: calendar }),
      '',
    );
  }

  const rendered = renderEmail(brand, {
    subject,
    heading: words(HEADINGS[kind]),
    subheading: kind === 'PRINCIPAL' && posts.length === 1 ? null : date,
    preview: posts.map((post) => post.title).join(' · '),
    body: html.join('\n'),
    text: text.join('\n'),
    footerNote: words('bulkFooterNote'),
    unsubscribeUrl: UNSUBSCRIBE_MARK,
    words,
  });
  return { subject, ...rendered };
}

/** One recipient's message: the layout with their unsubscribe link. */
export function personalise(layout: EmailLayout, unsubscribeUrl: string): EmailLayout {
  return {
    subject: layout.subject,
    html: layout.html.split(UNSUBSCRIBE_MARK).join(escapeHtml(unsubscribeUrl)),
    text: layout.text.split(UNSUBSCRIBE_MARK).join(unsubscribeUrl),
  };
}
