/**
 * The weekly blurb's formatting (the hints beside its box on the Email tab): `[text](https://…)`
 * for a link, `**text**` for bold, a new line for a line break. Everything else is text: the
 * editor never writes HTML, and whatever they type is escaped.
 */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const LINK = /\[([^\]\n]+)\]\(((?:https?:\/\/|mailto:)[^\s)]+)\)/g;
const BOLD = /\*\*([^*\n]+)\*\*/g;

/** The blurb as HTML for the email body. */
export function blurbToHtml(blurb: string): string {
  return blurb
    .trim()
    .split(/\r?\n/)
    .map((line) => {
      let html = '';
      let last = 0;
      for (const match of line.matchAll(LINK)) {
        html += escapeHtml(line.slice(last, match.index)).replace(BOLD, '<strong>$1</strong>');
        html += `<a href="${escapeHtml(match[2]!)}">${escapeHtml(match[1]!).replace(BOLD, '<strong>$1</strong>')}</a>`;
        last = match.index + match[0].length;
      }
      return html + escapeHtml(line.slice(last)).replace(BOLD, '<strong>$1</strong>');
    })
    .join('<br>');
}

/** The blurb for the plain-text part: a link as "text (address)", bold marks dropped. */
export function blurbToText(blurb: string): string {
  return blurb.trim().replace(LINK, '$1 ($2)').replace(BOLD, '$1');
}
