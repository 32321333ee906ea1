import type { Core } from '@strapi/strapi';
import { CMS_DATABASE_UNAVAILABLE, DATABASE_RETRY_AFTER_SECONDS } from '@portal/contract';

/** Node's socket errors when the database's host or port does not answer or drops the line. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's codes for a server that is not there for us: the connection_exception class (08),
 * shutting down or starting up (57P01–57P03), no connection slot free (53300), a database closed
 * to connections (55000, only with that message: the code covers other states too).
 */
function isPostgresOutage(code: string, message: string): boolean {
  if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
  return code === '55000' && /not currently accepting connections/.test(message);
}

/** The pg driver's words for a connection lost or never had, which come without a code (knex's pool timeout has a name of its own). */
const LOST_CONNECTION = /Connection terminated|not queryable/;

/**
 * Whether an error means the database could not be reached (as opposed to a query it refused):
 * the error itself or any cause it carries.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let seen = error, depth = 0; seen instanceof Error && depth < 5; seen = seen.cause, depth += 1) {
    const code = String((seen as { code?: unknown }).code ?? '');
    if (SOCKET_CODES.has(code) || isPostgresOutage(code, seen.message)) return true;
    if (seen.name === 'KnexTimeoutError' || LOST_CONNECTION.test(seen.message)) return true;
  }
  return false;
}

/**
 * `global::database-outage` (config/middlewares.ts, inside strapi::errors): a request that failed
 * because the database could not be reached is answered 503 in Strapi's error shape, named
 * CMS_DATABASE_UNAVAILABLE, with Retry-After, rather than strapi::errors' 500: nothing of a write was
 * stored (its transaction never committed), and the BFF tells the person to try again shortly.
 */
const databaseOutage: Core.MiddlewareFactory = () =>
  async function answerDatabaseOutage(ctx, next) {
    try {
      await next();
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      ctx.status = 503;
      ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      ctx.body = {
        data: null,
        error: { status: 503, name: CMS_DATABASE_UNAVAILABLE, message: 'The database could not be reached.', details: {} },
      };
    }
  };

export default databaseOutage;
