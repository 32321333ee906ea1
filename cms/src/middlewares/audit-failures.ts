import type { Core } from '@strapi/strapi';
import { AuditEntryNotWritten } from '../audit/audit-writes';

/**
 * `global::audit-failures` (config/middlewares.ts, inside strapi::errors): a write rolled back
 * because its audit entry could not be written is answered 503 in Strapi's error shape, with the
 * AuditFailure (the contract's) as details, so the BFF can tell the person what was not saved.
 */
const auditFailures: Core.MiddlewareFactory = () =>
  async function answerAuditFailures(ctx, next) {
    try {
      await next();
    } catch (error) {
      if (!(error instanceof AuditEntryNotWritten)) throw error;
      ctx.status = 503;
      ctx.body = { data: null, error: { status: 503, name: error.name, message: error.message, details: error.failure } };
    }
  };

export default auditFailures;
