import { z } from 'zod';

/**
 * What the BFF and the CMS agree on about the audit trail. The CMS writes an audit entry for
 * every create, update and delete of these record types, in the write's own transaction
 * (cms/src/audit); the BFF only says who acted, and words the answer when it failed.
 */
export const AUDITED_RECORD_TYPES = ['post', 'connection-header', 'emergency-broadcast', 'subscribed-user', 'weekly-email-text', 'pdf-email-template', 'place'] as const;
export const auditedRecordTypeSchema = z.enum(AUDITED_RECORD_TYPES);
export type AuditedRecordType = z.infer<typeof auditedRecordTypeSchema>;

/** Each audited type as an administrator knows it, for messages. */
export const AUDITED_RECORD_NAMES: Record<AuditedRecordType, string> = {
  post: 'post',
  'connection-header': 'newsletter header',
  'emergency-broadcast': 'emergency broadcast',
  'subscribed-user': 'subscriber',
  'weekly-email-text': 'weekly email text',
  'pdf-email-template': 'PDF email template',
  place: 'place',
};

export const auditActionSchema = z.enum(['create', 'update', 'delete']);
export type AuditAction = z.infer<typeof auditActionSchema>;

/**
 * The request header in which the BFF names the portal person a write is made for. The CMS
 * believes it only on a request carrying the BFF's own API token.
 */
export const PORTAL_ACTOR_HEADER = 'x-portal-actor';

/** The person, and nothing else: their portal id (documentId) and username. */
export const portalActorSchema = z.strictObject({
  documentId: z.string().min(1).max(64),
  username: z.string().min(1).max(255),
});
export type PortalActor = z.infer<typeof portalActorSchema>;

/**
 * The header's value: the person as JSON, with every character outside printable ASCII
 * written as a \u escape, since a header value cannot carry them (a username may).
 */
export function portalActorHeaderValue(actor: PortalActor): string {
  const { documentId, username } = portalActorSchema.parse(actor);
  return JSON.stringify({ documentId, username }).replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The person a header value names, or null when it is not exactly one person as above. */
export function portalActorOf(value: string | undefined): PortalActor | null {
  if (!value) return null;
  try {
    const parsed = portalActorSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The `details` of the CMS's answer (503) when a write was rolled back because its audit
 * entry could not be written: nothing of the write is stored.
 */
export const AUDIT_FAILED = 'audit_failed';
export const auditFailureSchema = z.object({ code: z.literal(AUDIT_FAILED), record_type: auditedRecordTypeSchema, action: auditActionSchema });
export type AuditFailure = z.infer<typeof auditFailureSchema>;
