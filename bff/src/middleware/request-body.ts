import type { Context, Next } from 'koa';
import { API_MESSAGES } from '@portal/contract';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors.ts';

/** What a route accepts as a request body: one content type, up to a size. */
export type BodyRule = { type: string; maxBytes: number };

/** The rule of every write under /api whose route declares none. */
export const JSON_BODY: BodyRule = { type: 'application/json', maxBytes: 1_000_000 };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const bodies = new WeakMap<Context['request'], unknown>();

type RouteLayer = { methods: string[]; stack: unknown[] };
type RouterLike = { match(path: string, method: string): { pathAndMethod: RouteLayer[] } };

/**
 * A route's own body rule in place of JSON up to 1 MB (an SNS notification's text/plain, an
 * image upload's own size). `requestBodies` finds it among the route's middleware before the
 * route runs, and the request-bodies test tests each route by the rule it declares.
 */
export function bodyRule(rule: BodyRule) {
  return Object.assign(
    async function declaredBodyRule(_ctx: Context, next: Next) {
      await next();
    },
    { bodyRule: rule },
  );
}

/** The body rule of a registered route: the one it declares, or JSON up to 1 MB. */
export function bodyRuleOf(route: RouteLayer): BodyRule {
  for (const middleware of route.stack) {
    const declared = (middleware as { bodyRule?: BodyRule }).bodyRule;
    if (declared) return declared;
  }
  return JSON_BODY;
}

/** Content-Length 0 or none (a POST that only says "do it", like a feed rotation) is no body. */
function announcesBody(ctx: Context): boolean {
  return ctx.get('transfer-encoding') !== '' || (ctx.request.length ?? 0) > 0;
}

async function readUpTo(ctx: Context, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Content-Length may be missing (chunked) or wrong: the bytes that arrive are what count.
    if (size > maxBytes) throw payloadTooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Every write under /api with a body passes here before any route runs, whether or not the
 * route reads it: the content type must be the route's (JSON unless it declares another with
 * `bodyRule`), else 415; a body larger than its limit is a 413, told by Content-Length before
 * anything is read and by the bytes that arrive. A JSON body is parsed once (400 when it is not
 * JSON) and handlers read it through `validate`.
 */
export function requestBodies({ routers }: { routers: RouterLike[] }) {
  function ruleFor(ctx: Context): BodyRule {
    for (const router of routers) {
      const route = router.match(ctx.path, ctx.method).pathAndMethod.find((layer) => layer.methods.length > 0);
      if (route) return bodyRuleOf(route);
    }
    return JSON_BODY;
  }

  async function readThenContinue(ctx: Context, next: Next): Promise<void> {
    const rule = ruleFor(ctx);
    if (!ctx.request.is(rule.type)) throw unsupportedMediaType(rule.type);
    if ((ctx.request.length ?? 0) > rule.maxBytes) throw payloadTooLarge(rule.maxBytes);
    const raw = await readUpTo(ctx, rule.maxBytes);
    if (rule.type !== JSON_BODY.type) {
      bodies.set(ctx.request, raw);
    } else {
      try {
        bodies.set(ctx.request, JSON.parse(raw.toString('utf8')));
      } catch {
        throw badRequest(API_MESSAGES.bodyInvalidJson);
      }
    }
    await next();
  }

  // Not async itself: a read (most calls) passes straight on, at the cost of no extra promise.
  return function requestBodiesMiddleware(ctx: Context, next: Next): Promise<void> {
    if (!WRITE_METHODS.has(ctx.method) || !announcesBody(ctx)) return next();
    return readThenContinue(ctx, next);
  };
}

/** The body `requestBodies` read: parsed JSON, the bytes of a declared other type, or undefined for none. */
export function requestBodyOf(ctx: Context): unknown {
  return bodies.get(ctx.request);
}
