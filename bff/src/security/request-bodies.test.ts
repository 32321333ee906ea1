import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import Router from '@koa/router';
import { API_MESSAGES } from '@portal/contract';
import { apiEnvelope } from '../middleware/api-envelope.ts';
import { bodyRule, bodyRuleOf, requestBodies, requestBodyOf, JSON_BODY, type BodyRule } from '../middleware/request-body.ts';
import { callApi, tokenFor } from '../test/api.ts';
import { stackBffConfig, startOwnBff, type OwnBff } from '../test/own-bff.ts';

type ErrorBody = { responceObject: { error: { id: string; message: string } } };

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

// Every write route the app registers, read from its routers: a new route is covered by itself.
let bff: OwnBff;
const routes: Array<{ method: string; path: string; rule: BodyRule }> = [];

beforeAll(async () => {
  bff = await startOwnBff(stackBffConfig());
  for (const router of bff.app.apiRouters) {
    for (const layer of router.stack) {
      for (const method of layer.methods.filter((m) => WRITE_METHODS.includes(m))) {
        // Any well-formed id will do: the body is refused before the route looks at it.
        routes.push({ method, path: String(layer.path).replace(/:\w+/g, 'abcdefghij1234567890abcd'), rule: bodyRuleOf(layer) });
      }
    }
  }
});
afterAll(() => bff.close());

async function send(method: string, path: string, headers: Record<string, string>, body: BodyInit, init: Partial<RequestInit> = {}) {
  const response = await fetch(`${bff.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${await tokenFor('carer1')}`, ...headers },
    body,
    ...init,
  });
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

/** A body sent in chunks without Content-Length: only the bytes that arrive tell its size. */
function chunked(size: number): ReadableStream<Uint8Array> {
  let left = size;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, left)).fill(0x20);
      left -= chunk.length;
      controller.enqueue(chunk);
    },
  });
}

describe('request bodies of every write route', () => {
  it('finds the write routes the app registers, and holds those without a rule of their own to JSON up to 1 MB', () => {
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['POST /api/weblogs', 'POST /api/readposts', 'POST /api/favorites', 'POST /api/calendar/feed/rotate']),
    );
    expect(JSON_BODY).toEqual({ type: 'application/json', maxBytes: 1_000_000 });
  });

  it('answers 413 to a body over its limit, told by Content-Length or by the bytes that arrive', async () => {
    for (const { method, path, rule } of routes) {
      const declared = await send(method, path, { 'content-type': rule.type }, ' '.repeat(rule.maxBytes + 1));
      expect({ route: `${method} ${path}`, status: declared.status, error: declared.body.responceObject.error }).toEqual({
        route: `${method} ${path}`,
        status: 413,
        error: { id: 'payload_too_large', message: API_MESSAGES.bodyTooLarge(rule.maxBytes) },
      });
      const streamed = await send(method, path, { 'content-type': rule.type }, chunked(rule.maxBytes + 1), { duplex: 'half' } as Partial<RequestInit>);
      expect({ route: `${method} ${path}`, status: streamed.status }).toEqual({ route: `${method} ${path}`, status: 413 });
    }
  });

  it('answers 415 to a body of another content type', async () => {
    for (const { method, path, rule } of routes) {
      const otherType = rule.type === 'text/plain' ? 'application/json' : 'text/plain';
      const answer = await send(method, path, { 'content-type': otherType }, '{}');
      expect({ route: `${method} ${path}`, status: answer.status, error: answer.body.responceObject.error }).toEqual({
        route: `${method} ${path}`,
        status: 415,
        error: { id: 'unsupported_media_type', message: API_MESSAGES.bodyWrongType(rule.type) },
      });
      const untyped = await send(method, path, {}, new Blob(['{}']));
      expect({ route: `${method} ${path}`, status: untyped.status }).toEqual({ route: `${method} ${path}`, status: 415 });
    }
  });

  it('answers 400 with a message to a body that is not JSON, and to a JSON route sent no body', async () => {
    const broken = await send('POST', '/api/weblogs', { 'content-type': 'application/json' }, '{"data":');
    expect(broken.status).toBe(400);
    expect(broken.body.responceObject.error.message).toBe(API_MESSAGES.bodyInvalidJson);
    const empty = await callApi<ErrorBody>('weblogs', { token: await tokenFor('carer1'), method: 'POST' });
    expect(empty.status).toBe(400);
    expect(empty.body.responceObject.error.message).toBe(API_MESSAGES.bodyMissing);
  });

  it('lets a POST without a body through (a feed rotation)', async () => {
    const answer = await callApi('calendar/feed/rotate', { token: await tokenFor('editor1'), method: 'POST' });
    expect(answer.status).toBe(200);
  });
});

describe('a route that declares its own body rule', () => {
  // The way the SNS events endpoint will take text/plain: the rule sits on the route.
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    const router = new Router().prefix('/api');
    router.post('/notifications', bodyRule({ type: 'text/plain', maxBytes: 100 }), (ctx) => {
      ctx.body = { received: String(requestBodyOf(ctx)) };
    });
    router.post('/json', (ctx) => {
      ctx.body = { received: requestBodyOf(ctx) };
    });
    const app = new Koa();
    app.use(apiEnvelope());
    app.use(requestBodies({ routers: [router] }));
    app.use(router.routes());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    close = () => server.close();
  });
  afterAll(() => close());

  const post = async (path: string, type: string, body: string) => {
    const response = await fetch(`${base}/${path}`, { method: 'POST', headers: { 'content-type': type }, body });
    return { status: response.status, body: (await response.json()) as { responceObject: { records: unknown; error?: { id: string } } } };
  };

  it('is held to that rule instead of JSON up to 1 MB', async () => {
    expect((await post('notifications', 'text/plain; charset=utf-8', 'delivered')).body.responceObject.records).toEqual({ received: 'delivered' });
    expect((await post('notifications', 'application/json', '{}')).status).toBe(415);
    expect((await post('notifications', 'text/plain', 'x'.repeat(101))).status).toBe(413);
    expect((await post('json', 'application/json', '{"a":1}')).body.responceObject.records).toEqual({ received: { a: 1 } });
    expect((await post('json', 'text/plain', 'x'.repeat(101))).status).toBe(415);
  });
});
