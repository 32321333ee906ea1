import mjml2html from 'mjml';
import { EMAIL_LOGO, markup, readableOn, textColourOn } from '@portal/contract';
import { ENGLISH_EMAIL, type EmailWords } from '../email-texts';
import type { SchoolBrand } from './school-brand';

/** Text made safe inside HTML elements and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The portal's neutral colours (pwa/src/app/tokens.css: --colour-surface, --colour-page, --colour-text, --colour-text-muted, --colour-border). */
export const EMAIL_COLOURS = {
  surface: '#ffffff',
  page: '#f3f4f6',
  text: '#1f2328',
  muted: '#57606a',
  border: '#d0d7de',
} as const;
/** The system's sans-serif faces: no web font to fetch, and never the mail reader's default serif. */
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const LOGO_SIZE = EMAIL_LOGO.drawnPixels;

export interface EmailContent {
  subject: string;
  /** The message's own heading under the school's bar (the email's name or its subject). */
  heading: string;
  /** A line under the heading, such as the digest's date. */
  subheading?: string | null;
  /** The line mail readers show after the subject in the inbox. */
  preview?: string;
  /** The body as MJML sections; the caller escapes every value in it. */
  body: string;
  /** The body as plain text, for the text part. */
  text: string;
  /** Why the person receives it (bulk mail), shown in the footer. */
  footerNote?: string | null;
  /** The unsubscribe link (bulk mail; a placeholder that `personalise` fills per person is fine). */
  unsubscribeUrl?: string | null;
  /** The language the reader reads (its words in the footer, `<html lang dir>`); English when not given. */
  words?: EmailWords;
}

export interface EmailBodies {
  html: string;
  text: string;
}

/** The colours of one brand as drawn: text on the header and footer readable whatever the school picked (contract rule contrast.ts). */
export function emailColours(brand: SchoolBrand) {
  return {
    header: brand.headerColour,
    onHeader: textColourOn(brand.headerColour),
    footer: brand.footerColour,
    onFooter: textColourOn(brand.footerColour),
    /** Links and headings on the white surface: the school colour, darkened where it would not read. */
    accent: readableOn(EMAIL_COLOURS.surface, brand.headerColour),
  };
}

/** A host name for the footer's link (the whole origin stays in the href). */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Where a line starts and ends in the email's direction: the side a picture or a text keeps to. */
export const sidesOf = (words: EmailWords) =>
  words.direction === 'rtl' ? ({ start: 'right', end: 'left' } as const) : ({ start: 'left', end: 'right' } as const);

/** A section of the white card, for a body part. */
export const bodySection = (content: string, padding = '8px 24px') =>
  `<mj-section background-color="${EMAIL_COLOURS.surface}" padding="${padding}"><mj-column>${content}</mj-column></mj-section>`;

/**
 * Every email the portal sends, from one MJML layout (responsive HTML, tables for old mail
 * readers): the school's bar (ribbon logo and name on its header colour), the message's heading,
 * its body on a white card, and a footer on the school's footer colour with the school, a link to
 * the portal and, for bulk mail, why the person gets it and the unsubscribe link. The text part
 * says the same in the same order, so a reader without HTML misses nothing.
 */
export function renderEmail(brand: SchoolBrand, content: EmailContent): EmailBodies {
  const words = content.words ?? ENGLISH_EMAIL;
  const { start } = sidesOf(words);
  const colours = emailColours(brand);
  const name = escapeHtml(brand.name);
  // The portal's home page, as every link in an email: an address with its path, never a bare origin.
  const home = `${brand.portalUrl.replace(/\/+$/, '')}/`;
  const portal = escapeHtml(home);
  const unsubscribe = content.unsubscribeUrl ? escapeHtml(content.unsubscribeUrl) : null;
  // The logo sits beside the name, which says the same: it is decorative (empty alt), and a mail
  // reader that blocks images still shows the school's name.
  const logo = brand.logoUrl
    ? `<mj-column width="${LOGO_SIZE + 16}px" vertical-align="middle"><mj-image src="${escapeHtml(brand.logoUrl)}" alt="" width="${LOGO_SIZE}px" height="${LOGO_SIZE}px" padding="0" align="${start}" /></mj-column>`
    : '';
  const nameWidth = brand.logoUrl ? `${600 - 32 - (LOGO_SIZE + 16)}px` : `${600 - 32}px`;
  const unsubscribeLine = unsubscribe
    ? words.html('unsubscribeLine', {
        unsubscribe: markup(
          `<a href="${unsubscribe}" style="color:${colours.onFooter};text-decoration:underline">${words.html('unsubscribeLink')}</a>`,
        ),
      })
    : null;
  const footerLine = [content.footerNote ? escapeHtml(content.footerNote) : null, unsubscribeLine].filter(Boolean).join(' ');
  const footerNote = footerLine
    ? `<mj-text color="${colours.onFooter}" font-size="12px" padding="8px 0 0">${footerLine}</mj-text>`
    : '';
  // Right to left (Arabic): the whole message, its columns (logo and name, a post's picture and
  // text) and its text start at the right.
  const rightToLeft =
    words.direction === 'rtl'
      ? '<mj-section direction="rtl" />\n      <mj-group direction="rtl" />\n      <mj-column direction="rtl" />'
      : '';

  const source = `
<mjml lang="${words.htmlLang}" dir="${words.direction}">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    ${content.preview ? `<mj-preview>${escapeHtml(content.preview.slice(0, 140))}</mj-preview>` : ''}
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="16px" line-height="1.5" color="${EMAIL_COLOURS.text}" padding="4px 0" align="${start}" />
      <mj-image padding="0" />
      ${rightToLeft}
    </mj-attributes>
    <mj-style>a { color: ${colours.accent}; } img { border: 0; }</mj-style>
  </mj-head>
  <mj-body background-color="${EMAIL_COLOURS.page}" width="600px">
    <mj-section background-color="${colours.header}" padding="12px 16px">
      <mj-group>
        ${logo}
        <mj-column width="${nameWidth}" vertical-align="middle">
          <mj-text color="${colours.onHeader}" font-size="20px" font-weight="bold" line-height="1.25">${name}</mj-text>
        </mj-column>
      </mj-group>
    </mj-section>
    <mj-section background-color="${EMAIL_COLOURS.surface}" padding="24px 24px 0">
      <mj-column>
        <mj-text font-size="26px" font-weight="bold" line-height="1.25" color="${EMAIL_COLOURS.text}"><h1 style="margin:0;font-size:26px;line-height:1.25">${escapeHtml(content.heading)}</h1></mj-text>
        ${content.subheading ? `<mj-text font-size="15px" color="${EMAIL_COLOURS.muted}">${escapeHtml(content.subheading)}</mj-text>` : ''}
      </mj-column>
    </mj-section>
    ${content.body}
    <mj-section background-color="${EMAIL_COLOURS.surface}" padding="0 0 16px"><mj-column><mj-spacer height="8px" /></mj-column></mj-section>
    <mj-section background-color="${colours.footer}" padding="16px 24px">
      <mj-column>
        <mj-text color="${colours.onFooter}" font-size="14px" font-weight="bold">${name}</mj-text>
        <mj-text color="${colours.onFooter}" font-size="13px"><a href="${portal}" style="color:${colours.onFooter}">${escapeHtml(hostOf(brand.portalUrl))}</a></mj-text>
        ${footerNote}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  // No web fonts: the system's faces need no request to Google's font service from a family's mail reader.
  const { html, errors } = mjml2html(source, { validationLevel: 'soft', keepComments: false, fonts: {} });
  if (!html) throw new Error(`email layout: ${errors.map((error) => error.formattedMessage).join('; ')}`);

  const underline = (line: string, mark: string) => mark.repeat(Math.min(Math.max(line.length, 3), 60));
  const text = [
    brand.name,
    underline(brand.name, '='),
    '',
    content.heading,
    ...(content.subheading ? [content.subheading] : []),
    '',
    content.text.trim(),
    '',
    '-- ',
    brand.name,
    home,
    ...(content.footerNote ? [content.footerNote] : []),
    ...(content.unsubscribeUrl ? [words('unsubscribeText', { url: content.unsubscribeUrl })] : []),
  ].join('\n');
  return { html, text };
}

/**
 * A message whose body was written elsewhere (the BFF's absence, note and Connections PDF
 * emails: sanitised HTML paragraphs and their text) inside the school's layout, headed by its subject.
 */
export function brandedMessage(
  brand: SchoolBrand,
  message: { subject: string; html: string; text: string; unsubscribeUrl?: string | null },
  words: EmailWords = ENGLISH_EMAIL,
): EmailBodies {
  return renderEmail(brand, {
    words,
    subject: message.subject,
    heading: message.subject,
    preview: message.text.replace(/\s+/g, ' ').trim(),
    body: bodySection(`<mj-text>${message.html}</mj-text>`),
    text: message.text,
    unsubscribeUrl: message.unsubscribeUrl ?? null,
  });
}
