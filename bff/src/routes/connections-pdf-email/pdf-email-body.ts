import { sanitiseRichText } from '@portal/contract/rich-text';

/** Text made safe inside HTML elements and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The plain-text part from the rich text: block ends become line breaks, links keep their address. */
function textOf(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|pre|address|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type PdfEmail = { html: string; text: string; download: { title: string; url: string; expires: string } };

/**
 * The Connections PDF email: the template's rich text (sanitised with the contract's allow-list,
 * and images made absolute, since a mail reader has no portal origin), as the admin wrote it, and
 * the signed link to the PDF with the instant it stops opening, which the CMS writes under the
 * text in each subscriber's language. The PDF is linked rather than attached: Strapi's SES
 * provider sends SES v1 SendEmail, which carries no attachment, and one PDF of many pages for
 * every subscriber would weigh on each send and each inbox.
 */
export function pdfEmail({
  html,
  title,
  link,
  expires,
  origin,
}: {
  html: string;
  title: string;
  link: string;
  expires: Date;
  origin: string;
}): PdfEmail {
  const body = sanitiseRichText(html).replace(
    /(<img\s[^>]*src=")(\/[^"/][^"]*)"/gi,
    (_, start: string, path: string) => `${start}${origin}${path}"`,
  );
  return { html: body, text: textOf(body), download: { title, url: link, expires: expires.toISOString() } };
}
