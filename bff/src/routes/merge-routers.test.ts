import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import Router from '@koa/router';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeRouters } from './merge-routers.ts';

/**
 * The merged routers must answer every call as @koa/router itself would: the fixed-path
 * lookup is a shortcut, never a different answer. Each case is asked of both apps.
 */
function routers() {
  const posts = new Router();
  // Registered before the fixed path it also matches: the router runs it first.
  posts.get('/posts/:postUid', (ctx, next) => {
    if (ctx.params.postUid === 'favourites') return next();
    ctx.body = `post ${ctx.params.postUid}`;
  });
  posts.get('/posts/favourites', (ctx) => {
    ctx.body = `favourites ${JSON.stringify(ctx.params)}`;
  });
  posts.post('/posts', (ctx) => {
    ctx.status = 201;
    ctx.body = 'created';
  });
  const settings = new Router();
  settings.get('/settings', (ctx) => {
    ctx.body = `settings ${JSON.stringify(ctx.params)} ${ctx._matchedRoute}`;
  });
  // A route that passes the call on, as a handler may.
  settings.get('/settings/passes', (_ctx, next) => next());
  return [posts, settings].map((router) => router.prefix('/api'));
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(middleware: Koa.Middleware[]): Promise<string> {
  const app = new Koa();
  for (const one of middleware) app.use(one);
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = 'fell through';
  });
  const server = http.createServer(app.callback()).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function ask(origin: string, method: string, path: string) {
  const answer = await fetch(`${origin}${path}`, { method });
  return { status: answer.status, allow: answer.headers.get('allow'), body: await answer.text() };
}

describe('mergeRouters', () => {
  it('answers every call as the routers themselves would, fixed paths found by lookup included', async () => {
    const plain = new Router();
    for (const router of routers()) plain.use(router.routes());
    const byRouter = await serve([plain.routes() as Koa.Middleware, plain.allowedMethods() as Koa.Middleware]);
    const merged = await serve([mergeRouters(routers())]);

    const calls: Array<[string, string]> = [
      ['GET', '/api/settings'],
      ['GET', '/api/settings/'],
      ['GET', '/API/Settings'],
      ['GET', '/api/settings//'],
      ['HEAD', '/api/settings'],
      ['DELETE', '/api/settings'],
      ['PATCH', '/api/settings'],
      ['OPTIONS', '/api/settings'],
      ['GET', '/api/settings/passes'],
      ['GET', '/api/posts/favourites'],
      ['GET', '/api/posts/abc'],
      ['POST', '/api/posts'],
      ['GET', '/api/posts'],
      ['GET', '/api/nowhere'],
      ['GET', '/api'],
    ];
    for (const [method, path] of calls) {
      expect(await ask(merged, method, path), `${method} ${path}`).toEqual(await ask(byRouter, method, path));
    }
    // What those answers are, so that a change to both at once is seen too.
    expect(await ask(merged, 'GET', '/api/settings/')).toMatchObject({ status: 200, body: 'settings {} /api/settings' });
    expect(await ask(merged, 'DELETE', '/api/settings')).toMatchObject({ status: 405, allow: 'HEAD, GET' });
    expect(await ask(merged, 'GET', '/api/posts/favourites')).toMatchObject({ status: 200, body: 'favourites {"postUid":"favourites"}' });
    expect(await ask(merged, 'GET', '/api/settings/passes')).toMatchObject({ status: 404, body: 'fell through' });
  });
});
