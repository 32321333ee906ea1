import { mkdtempSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShellBrand } from '../presenters/app-shell.ts';
import { servePwa } from './serve-pwa.ts';

/** A GET as a browser sends it (Node's fetch adds `Cache-Control: no-cache` to a conditional one, which no browser revalidating a page does). */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const SHELL = `<!doctype html><div class="site-header__band"><div class="site-header__brand"><span class="site-header__home"><span class="site-header__mark" aria-hidden="true">SP</span><span class="site-header__title">School Portal</span></span></div></div>`;

describe("the app shell, drawn with the campus's header images", () => {
  let server: Server;
  let base: string;
  let brand: () => Promise<ShellBrand | null>;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'portal-shell-'));
    writeFileSync(path.join(dist, 'index.html'), SHELL);
    const app = new Koa();
    app.use(servePwa({ root: dist, brandOf: () => brand() }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is answered at / and for every app route, revalidated each visit and not sent again while unchanged', async () => {
    brand = async () => ({
      background_image: '/school/header-background-sydney.svg',
      ribbon_logo: '/school/ribbon-logo-sydney.svg',
    });
    for (const route of ['/', '/index.html', '/notices/notice_details/abc']) {
      const answer = await fetch(`${base}${route}`);
      expect(answer.status, route).toBe(200);
      expect(answer.headers.get('content-type'), route).toContain('text/html');
      expect(answer.headers.get('cache-control'), route).toBe('no-cache');
      const html = await answer.text();
      expect(html, route).toContain('<img class="site-header__background" src="/school/header-background-sydney.svg"');
      expect(html, route).toContain('<img class="site-header__logo" src="/school/ribbon-logo-sydney.svg"');
    }
    const etag = String((await get(`${base}/`)).headers.etag);
    expect((await get(`${base}/`, { 'If-None-Match': etag })).status).toBe(304);

    brand = async () => ({ background_image: '/uploads/new-banner.jpg', ribbon_logo: null });
    const changed = await get(`${base}/`, { 'If-None-Match': etag });
    expect(changed.status, 'a new banner is a new page').toBe(200);
    expect(changed.body.toString()).toContain('src="/uploads/new-banner.jpg"');
  });

  it('is sent compressed when the browser accepts it', async () => {
    brand = async () => ({ background_image: '/b.svg', ribbon_logo: null });
    const { headers, body } = await get(`${base}/`, { 'Accept-Encoding': 'br' });
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(body).toString()).toContain('src="/b.svg"');
  });

  it('is answered as built when the settings cannot be read (the CMS down with nothing kept), never an error', async () => {
    brand = () => Promise.reject(new Error('CMS unavailable'));
    const answer = await fetch(`${base}/notices`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(SHELL);
  });
});
