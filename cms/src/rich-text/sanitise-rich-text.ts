import { sanitiseRichText } from '@portal/contract/rich-text';

/** The rich-text attributes of each content type: sanitised on every write, whoever writes. */
export const RICH_TEXT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'api::post.post': ['content_html'],
  'api::page.page': ['content_html'],
  'api::calendar-event.calendar-event': ['description'],
  'api::course-unit.course-unit': ['component_html'],
  'api::pdf-email-template.pdf-email-template': ['email_html'],
  'api::blog-entry.blog-entry': ['content_html'],
};

/**
 * Sanitises, in place, the rich-text fields present in one write's data, with the allow-list
 * the BFF applies again when it presents them.
 */
export function sanitiseRichTextFields(uid: string, data: Record<string, unknown> | undefined): void {
  const fields = RICH_TEXT_FIELDS[uid];
  if (!fields || !data) return;
  for (const field of fields) {
    const value = data[field];
    if (typeof value === 'string') data[field] = sanitiseRichText(value);
  }
}
