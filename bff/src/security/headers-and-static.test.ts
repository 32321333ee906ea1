import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { securityHeaders } from '../middleware/security-headers.ts';
import { servePwa } from '../middleware/serve-pwa.ts';
import { callApi, fetchFile, tokenFor } from '../test/api.ts';
import { cmsCreate, cmsDelete } from '../test/cms-records.ts';
import { eventually } from '../test/eventually.ts';

const stack = inject('stack');

/** A GET whose path goes on the wire exactly as written (fetch would normalise `..`). */
function rawGet(base: string, rawPath: string): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname: url.hostname, port: url.port, path: rawPath, headers: { host: `localhost:${url.port}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('every answer keeps the security headers', () => {
  it('on API errors: 401, 404 and 400', async () => {
    const answers = [
      await callApi('settings/'),
      await callApi('no-such-call', { token: await tokenFor('carer1') }),
      await callApi('calendar/?from=yesterday', { token: await tokenFor('carer1') }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 404, 400]);
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('on static 404s and refused paths', async () => {
    for (const rawPath of ['/assets/no-such-file.js', '/../package.json', '/%2e%2e/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/%2e%2e/package.json']) {
      const answer = await rawGet(stack.url, rawPath);
      expect(answer.status, rawPath).toBeGreaterThanOrEqual(400);
      expect(answer.text, rawPath).not.toContain('"workspaces"');
      expect(answer.headers['content-security-policy'], rawPath).toContain("default-src 'self'");
    }
  });

  it('limits images to this origin and frames to the rich-text allow-list', async () => {
    const csp = (await callApi('campus-config')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src 'self'(;|$)/);
    expect(csp).not.toMatch(/img-src[^;]*https:(;| )/);
    // Exactly the YouTube and Vimeo players and the shared-drive folder view (reader spec 7).
    expect(csp.split('; ').find((directive) => directive.startsWith('frame-src'))).toBe(
      'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://drive.google.com',
    );
  });
});

describe('static serving', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    // A build folder of our own, holding a dotfile and a neighbour outside it.
    const root = mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));
    const dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app shell</title>');
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(path.join(dist, '.env'), 'SECRET=dotfile');
    mkdirSync(path.join(dist, '.git'));
    writeFileSync(path.join(dist, '.git', 'config'), 'SECRET=git');
    writeFileSync(path.join(root, 'outside.txt'), 'SECRET=outside');
    const app = new Koa();
    app.use(securityHeaders({ identityOrigins: [], mediaOrigin: null }));
    app.use(servePwa({ root: dist }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves the build and falls back to the app shell for app routes', async () => {
    expect((await rawGet(base, '/assets/app.js')).text).toBe('console.log(1)');
    expect((await rawGet(base, '/notices/notice_details/abc')).text).toContain('app shell');
  });

  it('refuses dotfiles and anything outside the build folder', async () => {
    for (const rawPath of ['/.env', '/.git/config', '/assets/../.env', '/%2e%2e/outside.txt', '/..%2foutside.txt', '/assets/%2e%2e%2f%2e%2e%2foutside.txt']) {
      const answer = await rawGet(base, rawPath);
      expect(answer.text, rawPath).not.toContain('SECRET');
      expect(answer.status, rawPath).toBeGreaterThanOrEqual(400);
      expect(answer.headers['x-content-type-options'], rawPath).toBe('nosniff');
    }
  });
});

describe('calendar files', () => {
  it('keeps a line break in an event title from starting a line of its own in the .ics file', async () => {
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const id = await cmsCreate('calendar-events', {
      title: 'Concert\r\nATTENDEE:mailto:evil@example.com\r\nEND:VEVENT',
      event_start: start,
      event_end: start,
      campus: 'sydney',
    });
    try {
      const token = await tokenFor('carer1');
      const file = await eventually(() => fetchFile(`calendar/${id}/ics`, { token }), (answer) => answer.status === 200);
      const lines = file.text.replace(/\r\n /g, '').split('\r\n');
      expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([]);
      expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(1);
      expect(lines.find((line) => line.startsWith('SUMMARY:'))).toBe('SUMMARY:Concert\\nATTENDEE:mailto:evil@example.com\\nEND:VEVENT');
    } finally {
      await cmsDelete('calendar-events', id);
    }
  });
});
