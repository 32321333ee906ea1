import { ADMIN_API_MESSAGES, API_MESSAGES, AUDITED_RECORD_NAMES, CONTENT_TRANSLATION_MESSAGES, DATABASE_RETRY_AFTER_SECONDS, type AuditFailure } from '@portal/contract';

/** An error the client may see: an id for machines, a message for people, an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries with it (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string = API_MESSAGES.invalidInput, fields?: Record<string, string>) =>
  new ApiError(400, 'bad_request', message, fields);
export const unauthorized = () => new ApiError(401, 'unauthorized', API_MESSAGES.unauthorized);
export const forbidden = () => new ApiError(403, 'forbidden', API_MESSAGES.forbidden);
export const notFound = () => new ApiError(404, 'not_found', API_MESSAGES.notFound);
/** A post the admin may edit, in a language it has no translation in (issue 28). */
export const translationNotFound = () => new ApiError(404, 'not_found', CONTENT_TRANSLATION_MESSAGES.notFound);
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
export const payloadTooLarge = (maxBytes: number) => new ApiError(413, 'payload_too_large', API_MESSAGES.bodyTooLarge(maxBytes));
export const unsupportedMediaType = (type: string) => new ApiError(415, 'unsupported_media_type', API_MESSAGES.bodyWrongType(type));
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'too_many_requests', API_MESSAGES.tooManyRequests(retryAfterSeconds), undefined, { 'Retry-After': String(retryAfterSeconds) });
export const cmsUnavailable = () => new ApiError(502, 'cms_unavailable', API_MESSAGES.cmsUnavailable);
export const cmsTimeout = () => new ApiError(504, 'cms_timeout', API_MESSAGES.cmsTimeout);
/**
 * The CMS could not reach its database. A person's write stored nothing and may be sent again
 * shortly, which its message says (api-envelope.ts gives a write the `forWrite` words).
 */
export const databaseUnavailable = ({ forWrite = false }: { forWrite?: boolean } = {}) =>
  new ApiError(503, 'database_unavailable', forWrite ? API_MESSAGES.databaseUnavailableForWrite : API_MESSAGES.databaseUnavailable, undefined, {
    'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
  });
/** The CMS rolled a write back because its audit entry could not be written (the two are one transaction). */
export const auditFailed = ({ record_type: type, action }: AuditFailure) =>
  new ApiError(502, 'audit_failed', ADMIN_API_MESSAGES.auditFailed(AUDITED_RECORD_NAMES[type], action));
export const internal = () => new ApiError(500, 'internal', API_MESSAGES.internal);
