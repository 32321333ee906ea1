import type { Context, Next } from 'koa';

/** The value that the outermost trusted proxy saw: proxies append, so count from the right. */
function trustedValue(header: string, hops: number): string | undefined {
  const values = header
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values.length > 0 ? values.slice(-hops)[0] : undefined;
}

/**
 * Behind `hops` proxies, the client's address, host and protocol come from X-Forwarded-For,
 * -Host and -Proto, reading only the entries those proxies wrote: whatever the client put
 * before them is ignored. With 0 hops (the default) the headers are ignored altogether and
 * Koa reads the socket and the Host header, as the app runs with `proxy: false`.
 */
export function trustedProxy({ hops }: { hops: number }) {
  return async function trustedProxyMiddleware(ctx: Context, next: Next) {
    if (hops > 0) {
      const ip = trustedValue(ctx.get('x-forwarded-for'), hops);
      const host = trustedValue(ctx.get('x-forwarded-host'), hops);
      const protocol = trustedValue(ctx.get('x-forwarded-proto'), hops)?.toLowerCase();
      if (ip) ctx.request.ip = ip;
      // Own properties shadow Koa's getters for this request only.
      if (host) Object.defineProperty(ctx.request, 'host', { value: host });
      if (protocol === 'http' || protocol === 'https') Object.defineProperty(ctx.request, 'protocol', { value: protocol });
    }
    await next();
  };
}
