// The seed writes only simple, inert markup (no scripts, frames, event handlers or styles
// beyond the red link colour the editor applies), as the sanitiser would leave it.

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const paragraph = (text: string): string => `<p>${escapeHtml(text)}</p>`;

export const list = (items: readonly string[]): string =>
  items.length === 0 ? '' : `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

export const link = (href: string, text: string): string =>
  `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer" style="color: #C41425; text-decoration: none;">${escapeHtml(text)}</a>`;

/** Plain text of seeded HTML (for excerpts). */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** Lower-cased, trimmed, words joined by hyphens (punctuation dropped). */
export const slugify = (title: string): string =>
  title
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .join('-');
