import type { Campus } from '@portal/contract';
import { ADMIN_API_MESSAGES } from '@portal/contract';
import type { CmsClient, CmsDocument } from '../cms/cms-client.ts';
import type { PortalUser } from '../auth/portal-users.ts';
import { ApiError, notFound } from '../errors.ts';

export type AuditedType = 'post' | 'connection-header' | 'emergency-broadcast' | 'subscribed-user' | 'weekly-email-text' | 'pdf-email-template' | 'place';

/** What a person reads in an answer when a write could not be recorded (the type as they know it). */
const NAMES: Record<AuditedType, string> = {
  post: 'post',
  'connection-header': 'newsletter header',
  'emergency-broadcast': 'emergency broadcast',
  'subscribed-user': 'subscriber',
  'weekly-email-text': 'weekly email text',
  'pdf-email-template': 'PDF email template',
  place: 'place',
};

type Target = { type: AuditedType; collection: string; admin: PortalUser; campus: Campus | null };
type Log = Pick<Console, 'error'>;

const auditFailed = (type: AuditedType) => new ApiError(502, 'audit_failed', ADMIN_API_MESSAGES.auditFailed(NAMES[type]));

/**
 * Admin writes (posts, newsletter headers, emergency broadcasts, subscribers, the weekly email text), each recorded in the
 * CMS's audit trail (an `audit-entry`: action, record, the admin's portal id and username,
 * time, summary) within the same request, so that no change is left without its entry:
 *
 * - create and update: the write first, then its entry; when the entry cannot be written the
 *   write is undone (the created record removed, the previous values written back) and the
 *   answer says the change was not saved;
 * - delete: the entry first (a removed record cannot be put back as it was, under its id),
 *   then the delete; when the delete then fails, the answer says the trail lists an attempt.
 *
 * The BFF's token may only create audit entries: it can neither read, change nor remove one.
 */
export function createAuditTrail({ cms, now, log = console }: { cms: CmsClient; now: () => Date; log?: Log }) {
  async function record(target: Target, action: 'create' | 'update' | 'delete', recordId: string, summary: string) {
    await cms.create('audit-entries', {
      action,
      record_type: target.type,
      record_id: recordId,
      users_userid: target.admin.documentId,
      users_username: target.admin.username,
      at: now().toISOString(),
      summary: summary.slice(0, 250),
      campus: target.campus,
    });
  }

  async function undo(what: string, step: () => Promise<unknown>) {
    try {
      await step();
    } catch (error) {
      // Both the trail and the undo failed: someone has to look, and the log says where.
      log.error(`Audit trail: ${what} could not be undone after its audit entry failed:`, (error as Error).message);
    }
  }

  return {
    async create<T>(target: Target, data: object, query: object, summary: (record: T & CmsDocument) => string): Promise<T & CmsDocument> {
      const created = await cms.create<T>(target.collection, data, query);
      try {
        await record(target, 'create', created.documentId, summary(created));
      } catch {
        await undo(`creating ${target.collection}/${created.documentId}`, () => cms.remove(target.collection, created.documentId));
        throw auditFailed(target.type);
      }
      return created;
    },

    /** `previous`: the record's fields as they were, in the shape `data` has, to write back if the entry fails. */
    async update<T>(target: Target, id: string, data: object, previous: object, query: object, summary: string): Promise<T & CmsDocument> {
      const updated = await cms.update<T>(target.collection, id, data, query);
      try {
        await record(target, 'update', id, summary);
      } catch {
        await undo(`updating ${target.collection}/${id}`, () => cms.update(target.collection, id, previous));
        throw auditFailed(target.type);
      }
      return updated;
    },

    async remove(target: Target, id: string, summary: string): Promise<void> {
      try {
        await record(target, 'delete', id, summary);
      } catch {
        throw auditFailed(target.type);
      }
      try {
        await cms.remove(target.collection, id);
      } catch (error) {
        // Gone already (another admin's delete at the same moment): what was asked is done.
        if (error instanceof ApiError && error.status === notFound().status) return;
        throw new ApiError(502, 'delete_failed', ADMIN_API_MESSAGES.auditFailedAfterDelete);
      }
    },
  };
}

export type AuditTrail = ReturnType<typeof createAuditTrail>;
