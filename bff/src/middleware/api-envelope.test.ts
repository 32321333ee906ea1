import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, inject, it } from 'vitest';
import Koa from 'koa';
import { createApp } from '../app.ts';
import { apiEnvelope } from './api-envelope.ts';
import { configFromEnv } from '../config.ts';
import { tokenFor } from '../test/api.ts';
import { API_MESSAGES } from '@portal/contract';
import { databaseUnavailable } from '../errors.ts';

const stack = inject('stack');

/** A BFF of its own, pointed at a CMS address of the test's choosing. */
async function bffWithCmsAt(cmsUrl: string, timeoutMs = 8000) {
  const config = configFromEnv({
    LOG_LEVEL: 'silent',
    CMS_URL: cmsUrl,
    CMS_API_TOKEN: 'x'.repeat(64),
    CMS_TIMEOUT_MS: String(timeoutMs),
    SYDNEY_OIDC_ISSUER: stack.idpUrl,
    SYDNEY_OIDC_CLIENT_ID: 'portal-pwa',
    SYDNEY_OIDC_AUDIENCE: 'urn:school-portal:bff',
  });
  const server = createApp({ config, servePwa: false }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

const closers: Array<() => void> = [];
afterAll(() => closers.forEach((close) => close()));

async function settingsFrom(bffUrl: string) {
  const response = await fetch(`${bffUrl}/api/settings/`, { headers: { authorization: `Bearer ${await tokenFor('carer1')}` } });
  return { status: response.status, body: (await response.json()) as { responceObject: { error: { id: string; message: string } } } };
}

describe('error mapping', () => {
  it('answers 502 with a message when the CMS is down', async () => {
    const bff = await bffWithCmsAt('http://127.0.0.1:9');
    closers.push(bff.close);
    const answer = await settingsFrom(bff.url);
    expect(answer.status).toBe(502);
    expect(answer.body.responceObject.error).toEqual({ id: 'cms_unavailable', message: expect.stringContaining('not available') });
  });

  it('answers 504 when the CMS does not answer in time', async () => {
    // A socket that accepts and never answers: a hung upstream, not a stand-in for our CMS.
    const silent = net.createServer(() => {}).listen(0, '127.0.0.1');
    await new Promise((resolve) => silent.once('listening', resolve));
    closers.push(() => silent.close());
    const bff = await bffWithCmsAt(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, 300);
    closers.push(bff.close);
    const answer = await settingsFrom(bff.url);
    expect(answer.status).toBe(504);
    expect(answer.body.responceObject.error.id).toBe('cms_timeout');
  });

  it('answers an unknown API path with 404 in the envelope, not the app shell', async () => {
    const response = await fetch(`${stack.url}/api/no-such-thing`, { headers: { authorization: `Bearer ${await tokenFor('carer1')}` } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { responceObject: { records: null } }).responceObject.records).toBeNull();
  });
});

describe('the envelope', () => {
  it('wraps JSON answers but sends files (text that is not JSON) as they are', async () => {
    const app = new Koa();
    app.use(apiEnvelope());
    app.use(async (ctx) => {
      if (ctx.path === '/file') {
        ctx.type = 'text/calendar; charset=utf-8';
        ctx.body = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
      } else if (ctx.path === '/bytes') {
        ctx.type = 'application/octet-stream';
        ctx.body = Buffer.from([1, 2, 3]);
      } else {
        ctx.body = [{ id: 1 }];
      }
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    closers.push(() => server.close());
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(await (await fetch(`${base}/file`)).text()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    expect([...new Uint8Array(await (await fetch(`${base}/bytes`)).arrayBuffer())]).toEqual([1, 2, 3]);
    expect(await (await fetch(`${base}/records`)).json()).toEqual({ responceObject: { records: [{ id: 1 }] } });
  });
  it("tells a person whose write met the CMS's database outage that nothing was saved, and when to try again", async () => {
    const app = new Koa();
    app.use(apiEnvelope());
    app.use(() => {
      throw databaseUnavailable();
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    closers.push(() => server.close());
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const errorOf = async (response: Response) => ((await response.json()) as { responceObject: { error: { id: string; message: string } } }).responceObject.error;

    const read = await fetch(`${base}/api/posts/`);
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('5');
    expect(await errorOf(read)).toEqual({ id: 'database_unavailable', message: API_MESSAGES.databaseUnavailable });

    const write = await fetch(`${base}/api/readposts/`, { method: 'POST' });
    expect(write.status).toBe(503);
    expect(write.headers.get('retry-after')).toBe('5');
    expect(await errorOf(write)).toEqual({ id: 'database_unavailable', message: API_MESSAGES.databaseUnavailableForWrite });
    expect(API_MESSAGES.databaseUnavailableForWrite).toMatch(/^Nothing was saved/);
  });
});

describe('the PWA on the same origin', () => {
  it('serves the app shell for a client route with a strict Content-Security-Policy', async () => {
    const response = await fetch(`${stack.url}/notices/notice_details/abc`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
