import type { Context, Next } from 'koa';

/**
 * A strict policy: scripts only from this origin (no inline script, no eval), so a token
 * held by oidc-client-ts cannot be read by injected markup. The identity providers are
 * allowed as connect targets because the PWA exchanges its code with them directly.
 */
export function securityHeaders({ identityOrigins }: { identityOrigins: string[] }) {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${identityOrigins.join(' ')}`.trim(),
    "frame-src 'self' https://drive.google.com https://www.youtube.com https://player.vimeo.com",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${identityOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ');
  return async function securityHeadersMiddleware(ctx: Context, next: Next) {
    ctx.set('Content-Security-Policy', csp);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    await next();
  };
}
