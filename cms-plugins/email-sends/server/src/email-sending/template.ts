import { blurbToHtml, blurbToText, featuredImageUseOf, formatSchoolDate, htmlToParagraphs, IMAGE_SIZES, readerPaths, type ComingUpEvent } from '@portal/contract';
import { bodySection, EMAIL_COLOURS, escapeHtml, renderEmail } from '../email-layout/layout';
import type { SchoolBrand } from '../email-layout/school-brand';
import type { EmailSendingKind, EmailSendingPost } from './recipients';

/** Where each message's own unsubscribe link goes once the layout is made (it is the only part that differs per person). */
const UNSUBSCRIBE_MARK = '%%PORTAL_UNSUBSCRIBE_URL%%';

const HEADINGS: Record<EmailSendingKind, string> = { DIGEST: 'Weekly Digest', DAILYEMAIL: 'Daily Reminders', PRINCIPAL: 'Principals Message' };

/** Why a person receives bulk mail, in the footer beside the unsubscribe link. */
const FOOTER_NOTE = 'You receive this email as a member of the school community.';

/** The digest's heading of posts without a category, after every category. */
export const UNCATEGORISED_HEADING = 'Other news';

/** A post's picture in the digest: the width it is shown at beside the text (its height keeps the picture's shape). */
const DIGEST_IMAGE_WIDTH = 150;

export interface EmailLayout {
  subject: string;
  html: string;
  text: string;
}

function subjectOf(kind: EmailSendingKind, posts: readonly EmailSendingPost[], at: Date, timeZone: string): string {
  if (kind === 'PRINCIPAL' && posts.length === 1) return posts[0]!.title;
  return `${HEADINGS[kind]}: ${formatSchoolDate(at, timeZone)}`;
}

const postLink = (portalUrl: string, post: EmailSendingPost) =>
  `${portalUrl}${post.type === 'newsletter' ? readerPaths.connectionDetails.href({ id: post.documentId }) : readerPaths.noticeDetails.href({ id: post.documentId })}`;

/** A digest shows each post's excerpt (the portal has the rest); the principal's message and reminders are short and shown whole. */
const showsWhole = (kind: EmailSendingKind) => kind !== 'DIGEST';

function excerptOf(post: EmailSendingPost): string {
  // One run of text: a nested list item's indent means nothing there.
  const text = post.excerpt?.trim() || htmlToParagraphs(post.content_html).map((paragraph) => paragraph.trim()).join(' ');
  if (text.length <= 300) return text;
  // Cut on a word, as the portal's cards do, never mid-word.
  const cut = text.slice(0, 298);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 200 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export interface DigestGroup {
  /** The category's name as readers see it in the portal's filter. */
  heading: string;
  posts: EmailSendingPost[];
}

/**
 * The digest's posts by category: a newsletter's and a notice's category of the same name are one
 * group (the portal's filter lists each name once), the groups in the categories' own order
 * (sort_order, then name) and posts without a category last; within a group the posts keep the
 * order they came in (the contract's comparePosts).
 */
export function digestGroups(posts: readonly EmailSendingPost[]): DigestGroup[] {
  const groups = new Map<string, DigestGroup & { rank: number }>();
  for (const post of posts) {
    const name = post.postcategory?.categoryname?.trim() || null;
    const key = name ? name.toLowerCase() : '';
    const rank = name ? (post.postcategory?.sort_order ?? Number.MAX_SAFE_INTEGER) : Infinity;
    const group = groups.get(key) ?? { heading: name ?? UNCATEGORISED_HEADING, posts: [], rank };
    group.rank = Math.min(group.rank, rank);
    group.posts.push(post);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.rank - b.rank || (a.rank === Infinity ? 0 : a.heading.localeCompare(b.heading)))
    .map(({ heading, posts: inGroup }) => ({ heading, posts: inGroup }));
}

/** The picture of a post as the digest shows it: an absolute URL (a mail reader has no portal origin), its alt text and size. */
function pictureOf(post: EmailSendingPost, portalUrl: string): { src: string; alt: string; width: number; height: number } | null {
  const url = post.featured_img_url?.trim();
  if (!url) return null;
  const src = /^https?:\/\//i.test(url) ? url : url.startsWith('/') && !url.startsWith('//') ? `${portalUrl}${url}` : null;
  if (!src) return null;
  const size = IMAGE_SIZES[featuredImageUseOf(post.type as Parameters<typeof featuredImageUseOf>[0])];
  return { src, alt: post.featured_img_alt?.trim() ?? '', width: DIGEST_IMAGE_WIDTH, height: Math.round((DIGEST_IMAGE_WIDTH * size.height) / size.width) };
}

/** One digest item: its picture beside the title, excerpt and a quiet "Read more" link (a column above on a phone). */
function digestItem(post: EmailSendingPost, portalUrl: string, first: boolean): string {
  const link = escapeHtml(postLink(portalUrl, post));
  const title = escapeHtml(post.title);
  const picture = pictureOf(post, portalUrl);
  const text = `
        <mj-text font-size="18px" font-weight="bold" line-height="1.3" padding="0 0 4px"><a href="${link}" style="color:${EMAIL_COLOURS.text};text-decoration:none">${title}</a></mj-text>
        <mj-text font-size="15px" padding="0 0 6px">${escapeHtml(excerptOf(post))}</mj-text>
        <mj-text font-size="15px" padding="0"><a href="${link}" aria-label="Read more: ${title}" style="text-decoration:underline">Read more</a></mj-text>`;
  // A thin rule between the items of a group, none above its first.
  const divider = first ? '' : bodySection(`<mj-divider border-color="${EMAIL_COLOURS.border}" border-width="1px" padding="0 0 16px" />`, '0 24px');
  if (!picture) return `${divider}<mj-section background-color="${EMAIL_COLOURS.surface}" padding="0 24px 16px"><mj-column width="100%">${text}</mj-column></mj-section>`;
  return `${divider}
    <mj-section background-color="${EMAIL_COLOURS.surface}" padding="0 24px 16px">
      <mj-column width="${picture.width + 16}px" vertical-align="top">
        <mj-image src="${escapeHtml(picture.src)}" alt="${escapeHtml(picture.alt)}" width="${picture.width}px" height="${picture.height}px" align="left" border-radius="6px" padding="0 16px 8px 0" href="${link}" />
      </mj-column>
      <mj-column width="${552 - picture.width - 16}px" vertical-align="top">${text}
      </mj-column>
    </mj-section>`;
}

/** A message shown whole (the principal's message, a reminder): its title, the sanitised rich text, a link into the portal. */
function wholePost(post: EmailSendingPost, portalUrl: string): string {
  const link = escapeHtml(postLink(portalUrl, post));
  return bodySection(
    `<mj-text font-size="20px" font-weight="bold" line-height="1.3"><a href="${link}" style="color:${EMAIL_COLOURS.text};text-decoration:none">${escapeHtml(post.title)}</a></mj-text>
     <mj-text>${post.content_html ?? ''}</mj-text>
     <mj-text font-size="15px"><a href="${link}" style="text-decoration:underline">Read in the portal</a></mj-text>`,
    '8px 24px 16px',
  );
}

const categoryHeading = (heading: string) =>
  bodySection(`<mj-text font-size="13px" font-weight="bold" letter-spacing="0.08em" color="${EMAIL_COLOURS.muted}" padding="16px 0 8px"><h2 style="margin:0;font-size:13px;text-transform:uppercase">${escapeHtml(heading)}</h2></mj-text>`, '0 24px');

const underline = (heading: string) => '-'.repeat(Math.min(Math.max(heading.length, 3), 60));

/**
 * The message for one set of posts, in the school's layout (email-layout/layout.ts: its name,
 * logo and colours, a footer with the unsubscribe link) and as plain text. The weekly digest
 * groups its posts by category, each with its picture and a "Read more" link; the principal's
 * message and reminders are shown whole. Every value is escaped except the posts' rich text,
 * which the CMS sanitised when it was saved; the blurb is text with three marks (contract's
 * blurbToHtml). Editors never write template syntax. `personalise` adds the recipient's
 * unsubscribe link.
 */
export function renderLayout(input: {
  kind: EmailSendingKind;
  posts: readonly EmailSendingPost[];
  blurb: string | null;
  brand: SchoolBrand;
  at: Date;
  timeZone: string;
  /** The digest's "Coming up": the family events of the week ahead, their times at the school (contract's comingUp). */
  comingUp?: readonly ComingUpEvent[];
}): EmailLayout {
  const { kind, posts, brand } = input;
  const portalUrl = brand.portalUrl;
  const events = kind === 'DIGEST' ? (input.comingUp ?? []) : [];
  const blurb = kind === 'DIGEST' && input.blurb?.trim() ? input.blurb : null;
  const subject = subjectOf(kind, posts, input.at, input.timeZone);
  const groups = showsWhole(kind) ? [] : digestGroups(posts);

  const html: string[] = [];
  const text: string[] = [];
  if (blurb) {
    html.push(bodySection(`<mj-text>${blurbToHtml(blurb)}</mj-text>`));
    text.push(blurbToText(blurb), '');
  }
  if (showsWhole(kind)) {
    for (const post of posts) {
      html.push(wholePost(post, portalUrl));
      text.push(post.title, underline(post.title), ...htmlToParagraphs(post.content_html), `Read in the portal: ${postLink(portalUrl, post)}`, '');
    }
  }
  for (const group of groups) {
    html.push(categoryHeading(group.heading));
    text.push(group.heading.toUpperCase(), '='.repeat(Math.min(Math.max(group.heading.length, 3), 60)), '');
    for (const [index, post] of group.posts.entries()) {
      html.push(digestItem(post, portalUrl, index === 0));
      text.push(post.title, underline(post.title), excerptOf(post), `Read more: ${postLink(portalUrl, post)}`, '');
    }
  }
  if (events.length > 0) {
    html.push(categoryHeading('Coming up'));
    html.push(
      bodySection(
        `${events.map((event) => `<mj-text padding="0 0 8px"><strong>${escapeHtml(event.title)}</strong><br />${escapeHtml(event.when)}${event.location ? `, ${escapeHtml(event.location)}` : ''}</mj-text>`).join('')}
         <mj-text font-size="15px"><a href="${escapeHtml(`${portalUrl}${readerPaths.calendar.href()}`)}" style="text-decoration:underline">See the calendar</a></mj-text>`,
        '0 24px 8px',
      ),
    );
    text.push('Coming up', '---------', ...events.map((event) => `${event.title}: ${event.when}${event.location ? `, ${event.location}` : ''}`), `See the calendar: ${portalUrl}${readerPaths.calendar.href()}`, '');
  }

  const rendered = renderEmail(brand, {
    subject,
    heading: HEADINGS[kind],
    subheading: kind === 'PRINCIPAL' && posts.length === 1 ? null : formatSchoolDate(input.at, input.timeZone),
    preview: posts.map((post) => post.title).join(' · '),
    body: html.join('\n'),
    text: text.join('\n'),
    footerNote: FOOTER_NOTE,
    unsubscribeUrl: UNSUBSCRIBE_MARK,
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
