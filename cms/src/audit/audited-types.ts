import type { UID } from '@strapi/strapi';
import { AUDITED_RECORD_TYPES, type AuditAction, type AuditedRecordType } from '@portal/contract';

/** A record's stored columns, as `strapi.db.query` reads them. */
export type StoredRecord = Record<string, unknown>;

/** The written fields of a save, for the types whose entry says which fields changed. */
type Describe = (record: StoredRecord, written: Record<string, unknown>, action: AuditAction) => string;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The weekly email text's fields an administrator edits (the exclusion list's parsed list comes with its text). */
const WEEKLY_EMAIL_TEXT_FIELDS = ['email_text', 'except_emails', 'except_emails_list', 'test_emails_list'];

/**
 * How an audit entry's summary names a record of each audited type, after "Created",
 * "Updated" or "Deleted": the words the BFF's entries used, so a trail reads the same across
 * the change (the post's type and title, the header's caption and live dates, ...).
 */
const DESCRIBE: Record<AuditedRecordType, Describe> = {
  post: (post) => `${text(post.type)} "${text(post.title)}"`,
  'connection-header': (header) => `newsletter header "${text(header.caption) || '(no caption)'}" live ${text(header.publish_start)} to ${text(header.publish_end)}`,
  'emergency-broadcast': (broadcast) => `emergency broadcast (${broadcast.status ? 'on' : 'off'}): ${text(broadcast.message)}`,
  'subscribed-user': (subscriber) => `subscriber ${text(subscriber.name)} <${text(subscriber.email)}>`,
  'weekly-email-text': (_text, written, action) => {
    const changed = WEEKLY_EMAIL_TEXT_FIELDS.filter((field) => field in written);
    return action === 'update' && changed.length > 0 ? `weekly email text: ${changed.join(', ')}` : 'weekly email text';
  },
  'pdf-email-template': () => 'the Connections PDF email template',
  place: (place) => `place "${text(place.place)}"`,
};

const VERB: Record<AuditAction, string> = { create: 'Created', update: 'Updated', delete: 'Deleted' };

/** The summary column holds 255 characters; a long title is cut, not the entry refused. */
const SUMMARY_MAX = 250;

/** A language's English name ('ar': Arabic), as the audit trail is read in English. */
const languageName = (code: string): string => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * "Updated notice "Term dates"", or for a write of one language's translation of a localized
 * record (`language`), "Updated the Arabic translation of notice "Term dates"", the record
 * named as written.
 */
export function summaryOf(type: AuditedRecordType, action: AuditAction, record: StoredRecord, written: Record<string, unknown>, language: string | null = null): string {
  const what = DESCRIBE[type](record, written, action);
  return `${VERB[action]} ${language ? `the ${languageName(language)} translation of ${what}` : what}`.slice(0, SUMMARY_MAX);
}

/** Each audited type's content type (all are `api::<type>.<type>`), and back. */
export const AUDITED_UIDS = new Map<string, AuditedRecordType>(AUDITED_RECORD_TYPES.map((type) => [`api::${type}.${type}`, type]));
export const uidOf = (type: AuditedRecordType) => `api::${type}.${type}` as UID.ContentType;
