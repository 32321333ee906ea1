import mjml2html from 'mjml';
import { blurbToHtml, blurbToText, formatSchoolDate, htmlToParagraphs, readerPaths, type ComingUpEvent } from '@portal/contract';
import type { EmailSendingKind, EmailSendingPost } from './recipients';

/** Where each message's own unsubscribe link goes once the layout is made (it is the only part that differs per person). */
const UNSUBSCRIBE_MARK = '%%PORTAL_UNSUBSCRIBE_URL%%';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const HEADINGS: Record<EmailSendingKind, string> = { DIGEST: 'Weekly Digest', DAILYEMAIL: 'Daily Reminders', PRINCIPAL: 'Principals Message' };

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
  return text.length > 300 ? `${text.slice(0, 297).trimEnd()}…` : text;
}

/**
 * The message for one set of posts, from the MJML layout below (responsive HTML) and a plain-text
 * part. Every value is escaped except the posts' rich text, which the CMS sanitised when it was
 * saved; the blurb is text with three marks (contract's blurbToHtml). Editors never write
 * template syntax. `personalise` adds the recipient's unsubscribe link.
 */
export function renderLayout(input: {
  kind: EmailSendingKind;
  posts: readonly EmailSendingPost[];
  blurb: string | null;
  portalUrl: string;
  at: Date;
  timeZone: string;
  /** The digest's "Coming up": the family events of the week ahead, their times at the school (contract's comingUp). */
  comingUp?: readonly ComingUpEvent[];
}): EmailLayout {
  const { kind, posts, portalUrl } = input;
  const events = kind === 'DIGEST' ? (input.comingUp ?? []) : [];
  const blurb = kind === 'DIGEST' && input.blurb?.trim() ? input.blurb : null;
  const subject = subjectOf(kind, posts, input.at, input.timeZone);
  const sections = posts.map((post) => {
    const link = escapeHtml(postLink(portalUrl, post));
    const body = showsWhole(kind) ? (post.content_html ?? '') : escapeHtml(excerptOf(post));
    return `
    <mj-section background-color="#ffffff" padding="12px 0">
      <mj-column>
        <mj-text font-size="19px" font-weight="bold"><a href="${link}" style="color:#222222;text-decoration:none">${escapeHtml(post.title)}</a></mj-text>
        <mj-text>${body}</mj-text>
        <mj-button href="${link}" background-color="#C41425" align="left">Read in the portal</mj-button>
      </mj-column>
    </mj-section>`;
  });
  const source = `
<mjml>
  <mj-head>
    <mj-title>${escapeHtml(subject)}</mj-title>
    <mj-preview>${escapeHtml(posts.map((post) => post.title).join(' · ').slice(0, 140))}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="#222222" />
    </mj-attributes>
    <mj-style>a { color: #C41425; }</mj-style>
  </mj-head>
  <mj-body background-color="#f2f2f2">
    <mj-section background-color="#C41425" padding="16px 0">
      <mj-column><mj-text color="#ffffff" font-size="24px" font-weight="bold">${escapeHtml(HEADINGS[kind])}</mj-text></mj-column>
    </mj-section>
    ${blurb ? `<mj-section background-color="#ffffff"><mj-column><mj-text>${blurbToHtml(blurb)}</mj-text></mj-column></mj-section><mj-section padding="0"><mj-column><mj-divider border-color="#dddddd" border-width="1px" /></mj-column></mj-section>` : ''}
    ${sections.join('\n')}
    ${events.length > 0 ? `<mj-section background-color="#ffffff" padding="12px 0"><mj-column><mj-text font-size="19px" font-weight="bold">Coming up</mj-text>${events.map((event) => `<mj-text><strong>${escapeHtml(event.title)}</strong><br />${escapeHtml(event.when)}${event.location ? `, ${escapeHtml(event.location)}` : ''}</mj-text>`).join('')}<mj-button href="${escapeHtml(`${portalUrl}${readerPaths.calendar.href()}`)}" background-color="#C41425" align="left">See the calendar</mj-button></mj-column></mj-section>` : ''}
    <mj-section padding="16px 0">
      <mj-column>
        <mj-text font-size="12px" color="#555555">You receive this email as a member of the school community. <a href="${UNSUBSCRIBE_MARK}">Unsubscribe</a> from these emails.</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = mjml2html(source, { validationLevel: 'soft', keepComments: false });
  if (!html) throw new Error(`email layout: ${errors.map((error) => error.formattedMessage).join('; ')}`);

  const text = [
    HEADINGS[kind],
    ...(blurb ? ['', blurbToText(blurb)] : []),
    ...posts.flatMap((post) => ['', post.title, '-'.repeat(Math.min(post.title.length, 60)), ...(showsWhole(kind) ? htmlToParagraphs(post.content_html) : [excerptOf(post)]), `Read in the portal: ${postLink(portalUrl, post)}`]),
    ...(events.length > 0 ? ['', 'Coming up', '---------', ...events.map((event) => `${event.title}: ${event.when}${event.location ? `, ${event.location}` : ''}`)] : []),
    '',
    `Unsubscribe from these emails: ${UNSUBSCRIBE_MARK}`,
  ].join('\n');
  return { subject, html, text };
}

/** One recipient's message: the layout with their unsubscribe link. */
export function personalise(layout: EmailLayout, unsubscribeUrl: string): EmailLayout {
  return {
    subject: layout.subject,
    html: layout.html.split(UNSUBSCRIBE_MARK).join(escapeHtml(unsubscribeUrl)),
    text: layout.text.split(UNSUBSCRIBE_MARK).join(unsubscribeUrl),
  };
}
