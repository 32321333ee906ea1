import type { Core, UID } from '@strapi/strapi';
import { AUDIT_FAILED, type AuditAction, type AuditFailure, type AuditedRecordType } from '@portal/contract';
import { actorOf, type Actor, type AuditedRequest } from './actor';
import { AUDITED_UIDS, summaryOf, uidOf, type StoredRecord } from './audited-types';
import { DEFAULT_LOCALE_ROWS, isLocalizedType } from '../content-languages/default-locale-rows';

export const AUDIT_ENTRY = 'api::audit-entry.audit-entry';

/** The Document Service actions that write, by what their entry records (a clone is a create). */
const WRITES: Record<string, AuditAction> = { create: 'create', clone: 'create', update: 'update', delete: 'delete' };

type Params = { documentId?: string; locale?: unknown; data?: Record<string, unknown> };

/**
 * A write rolled back because its audit entry could not be written. `global::audit-failures`
 * (src/middlewares) answers it 503 with the failure as details: Strapi answers any other 5xx
 * as a bare 'Internal Server Error', which would leave the BFF unable to say what happened.
 */
export class AuditEntryNotWritten extends Error {
  constructor(
    readonly failure: AuditFailure,
    cause: unknown,
  ) {
    super(`The ${failure.record_type} was not ${failure.action === 'delete' ? 'deleted' : 'saved'}: its audit entry could not be written.`, { cause });
    this.name = 'AuditEntryNotWritten';
  }
}

/** What the Document Service answers a write with: the document (create, update) or what went (clone, delete). */
type WriteResult = { documentId?: string; entries?: unknown[] } | null;

/**
 * The audited types must be what the audit entry can name, and have no draft & publish: a
 * publish or unpublish would be a write this file does not audit. Checked as the CMS starts.
 */
function checkAuditedTypes(strapi: Core.Strapi): void {
  const recordTypes = (strapi.contentType(AUDIT_ENTRY).attributes.record_type as { enum?: string[] }).enum ?? [];
  for (const type of AUDITED_UIDS.values()) {
    const contentType = strapi.contentType(uidOf(type));
    if (!contentType) throw new Error(`Audit: the audited type ${type} has no content type ${uidOf(type)}.`);
    if (contentType.options?.draftAndPublish) throw new Error(`Audit: ${type} uses draft & publish; its publish and unpublish are not audited yet (cms/src/audit).`);
    if (!recordTypes.includes(type)) throw new Error(`Audit: the audit entry's record_type does not list ${type}.`);
  }
}

/**
 * Writes the audit entry of every create, update and delete of an audited record (the
 * contract's AUDITED_RECORD_TYPES), whoever makes it (the BFF for a portal person, the Strapi
 * admin panel, another API token, the CMS itself), in the same database transaction as the
 * write: either both are stored or neither is.
 *
 * A Document Service middleware: the REST Content API, the admin panel's content manager, our
 * controllers and the guarded update (src/guarded-writes.ts) all write through the Document
 * Service. Its own transaction joins the one opened here (a nested `strapi.db.transaction`
 * shares the outer one), and so does this one when the caller already holds one (the guarded
 * update, the seed). Bare `strapi.db.query` writes pass no middleware: none writes an audited
 * type in a request (the seed's backdating of its own records does, after their audited create).
 *
 * When the entry cannot be written, the write is rolled back (AuditEntryNotWritten), and the
 * request answered 503 with the failure, which the BFF words for the person.
 */
export function auditWrites(strapi: Core.Strapi): void {
  checkAuditedTypes(strapi);

  /**
   * The record a write is about, as the entry names it: of a localized type (a post), its row in
   * the default language, which is the post as written, whichever language's row was written.
   */
  const stored = async (type: AuditedRecordType, documentId: string | undefined): Promise<StoredRecord | null> => {
    if (!documentId) return null;
    const query = strapi.db.query(uidOf(type));
    const asWritten = isLocalizedType(strapi, uidOf(type)) ? ((await query.findOne({ where: { documentId, ...DEFAULT_LOCALE_ROWS } })) as StoredRecord | null) : null;
    return asWritten ?? ((await query.findOne({ where: { documentId } })) as StoredRecord | null);
  };

  /** The language a write of a localized type's translation is in (null: the record itself, or every language of it). */
  const translationOf = (type: AuditedRecordType, locale: unknown): string | null =>
    typeof locale === 'string' && locale !== '*' && locale !== DEFAULT_LOCALE_ROWS.locale && isLocalizedType(strapi, uidOf(type)) ? locale : null;

  async function writeEntry(type: AuditedRecordType, action: AuditAction, actor: Actor, record: StoredRecord, written: Record<string, unknown>, language: string | null) {
    await strapi.db.query(AUDIT_ENTRY as UID.Schema).create({
      data: {
        action,
        record_type: type,
        record_id: record.documentId,
        actor_kind: actor.kind,
        users_userid: actor.id,
        users_username: actor.name,
        at: new Date(),
        summary: summaryOf(type, action, record, written, language),
        campus: record.campus ?? null,
      },
    });
  }

  strapi.documents.use(async (context, next) => {
    const type = AUDITED_UIDS.get(context.uid);
    const action = WRITES[context.action];
    if (!type || !action) return next();
    const params = context.params as Params;
    const request = strapi.requestContext.get() as AuditedRequest | undefined;
    // Before anything is written: a write with no one to name is refused.
    const actor = actorOf(request, strapi.log);

    return strapi.db.transaction(async () => {
      const before = action === 'delete' ? await stored(type, params.documentId) : null;
      const result = await next();
      const written = result as WriteResult;
      const record =
        action === 'delete'
          ? (written?.entries?.length ?? 0) > 0
            ? before
            : null
          : await stored(type, action === 'create' ? written?.documentId : params.documentId);
      // Nothing was written (an update or delete of a document that is not there).
      if (!record && action !== 'create') return result;
      try {
        if (!record) throw new Error('the created document was not found');
        await writeEntry(type, action, actor, record, params.data ?? {}, translationOf(type, params.locale));
      } catch (error) {
        const failed = new AuditEntryNotWritten({ code: AUDIT_FAILED, record_type: type, action }, error);
        strapi.log.error(`Audit: ${failed.message} (${(error as Error).message})`);
        throw failed;
      }
      return result;
    });
  });
}

/** Entries from before the CMS wrote them were all the BFF's, for a portal person. */
export async function fillAuditActorKinds(strapi: Core.Strapi): Promise<void> {
  await strapi.db.query(AUDIT_ENTRY as UID.Schema).updateMany({ where: { actor_kind: { $null: true } }, data: { actor_kind: 'portal' } });
}
