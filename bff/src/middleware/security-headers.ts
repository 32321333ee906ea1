import { STATUS_CODES } from 'node:http';
import type { Context, Next } from 'koa';
import { richTextFrameOrigins } from '@portal/contract';
import { noteRequestFailure } from '../operations/request-context.ts';

type SecurityHeaderOptions = {
  identityOrigins: string[];
  /** Where uploaded images come from when not this origin (CSP img-src). */
  mediaOrigin: string | null;
};

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * A strict policy: scripts only from this origin (no inline script, no eval), so a token
 * held by oidc-client-ts cannot be read by injected markup. The identity providers are
 * allowed as connect targets because the PWA exchanges its code with them directly; frames
 * come from the rich-text allow-list, the same list the sanitiser keeps iframes to.
 *
 * It runs first (after trustedProxy, which only reads headers) and answers every error
 * itself, so no answer (a static 403, a 421, an unexpected throw) goes through Koa's default
 * error handler, which would drop these headers.
 */
export function securityHeaders({ identityOrigins, mediaOrigin }: SecurityHeaderOptions) {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' ${mediaOrigin ?? ''}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${identityOrigins.join(' ')}`.trim(),
    `frame-src ${richTextFrameOrigins.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${identityOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ');

  const headers: Array<[string, string]> = [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
  const hsts = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;

  // Straight onto the response: Koa 3's ctx.set makes arrays for every header it sets, and
  // these are set on every answer. (An error after the headers went has nothing left to set.)
  function setHeaders(ctx: Context, https: boolean) {
    if (ctx.headerSent) return;
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    // Only over HTTPS (directly or through a trusted proxy): over plain HTTP it means nothing
    // and on localhost it would pin development to HTTPS.
    if (https) ctx.res.setHeader('Strict-Transport-Security', hsts);
  }

  return async function securityHeadersMiddleware(ctx: Context, next: Next) {
    // Read now: an answer that ends the request early (413) leaves no socket to ask later.
    const https = ctx.protocol === 'https';
    setHeaders(ctx, https);
    try {
      await next();
    } catch (error) {
      const { status, expose, message } = error as { status?: number; expose?: boolean; message?: string };
      const code = typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
      // The request's log line (operations/request-log.ts) writes it, with its stack.
      if (code >= 500) noteRequestFailure({ error });
      // Koa's error handler would have removed every header set so far; this answer keeps them.
      ctx.status = code;
      ctx.type = 'text/plain';
      ctx.body = expose && message ? message : (STATUS_CODES[code] ?? 'Error');
      setHeaders(ctx, https);
    }
  };
}
