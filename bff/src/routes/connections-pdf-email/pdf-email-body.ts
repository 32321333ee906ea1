import { formatSchoolDate } from '@portal/contract';
import { sanitiseRichText } from '@portal/contract/rich-text';

/** Text made safe inside HTML elements and attribute values. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

export type PdfEmail = { html: string; text: string };

/**
 * The Connections PDF email: the template's rich text (sanitised with the contract's allow-list,
 * and images made absolute, since a mail reader has no portal origin), then the signed link to
 * the PDF and until when it opens. The PDF is linked rather than attached: Strapi's SES provider
 * sends SES v1 SendEmail, which carries no attachment, and one PDF of many pages for every
 * subscriber would weigh on each send and each inbox.
 */
export function pdfEmail({ html, title, link, expires, origin, timeZone }: { html: string; title: string; link: string; expires: Date; origin: string; timeZone: string }): PdfEmail {
  const body = sanitiseRichText(html).replace(/(<img\s[^>]*src=")(\/[^"/][^"]*)"/gi, (_, start: string, path: string) => `${start}${origin}${path}"`);
  const until = formatSchoolDate(expires, timeZone);
  return {
    html: `${body}\n<p><a href="${escapeHtml(link)}" style="font-weight:bold">Download ${escapeHtml(title)} (PDF)</a></p>\n<p style="color:#555555;font-size:12px">The link opens until ${until}.</p>`,
    text: `${textOf(body)}\n\nDownload ${title} (PDF): ${link}\nThe link opens until ${until}.\n`,
  };
}
