import { request, createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMAIL_LOGO } from '@portal/contract';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind, cmsUpdate } from '../../test/cms-records.ts';
import { eventually } from '../../test/eventually.ts';
import { messagesOf, waitForSend } from '../email-sending/email-sending-test-helpers.ts';

type Logo = { status: number; headers: IncomingHttpHeaders; bytes: Buffer };
type Settings = { documentId: string; ribbon_logo: string | null };

const HOSTS = { sydney: 'localhost', armidale: 'armidale.localhost' } as const;

/** A GET of a path of the stack's BFF as a mail reader sends it, at a campus's host name (which does not resolve here): the answer's bytes. */
function get(pathAndQuery: string, host: string, headers: Record<string, string> = {}): Promise<Logo> {
  const { hostname, port } = new URL(inject('stack').url);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path: pathAndQuery, headers: { host, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

const logoOf = (campus: keyof typeof HOSTS, headers?: Record<string, string>) => get(`/api${EMAIL_LOGO.apiPath}`, HOSTS[campus], headers);

/** The colour of one pixel of a PNG, as [r, g, b, alpha]. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

const near = (colour: number[], expected: number[]) => colour.every((value, index) => Math.abs(value - expected[index]!) <= 8);

async function settingsOf(campus: keyof typeof HOSTS): Promise<Settings> {
  const [settings] = await cmsFind<Settings>('school-settings', { campus: { $eq: campus } });
  return settings!;
}

describe(`GET ${EMAIL_LOGO.apiPath} (the school's logo in every email)`, () => {
  it("answers the Sydney campus's SVG logo as a 96×96 PNG to anyone, with no sign-in, for mail readers to keep a day and ask again by ETag", async () => {
    const logo = await logoOf('sydney');
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
    const image = await sharp(logo.bytes).metadata();
    expect([image.format, image.width, image.height, image.hasAlpha]).toEqual(['png', 96, 96, true]);
    // The navy rosette (ribbon-logo-sydney.svg: #0b2545) drawn whole on transparency, not a blank square.
    expect(near(await pixel(logo.bytes, 48, 14), [0x0b, 0x25, 0x45, 255])).toBe(true);
    expect((await pixel(logo.bytes, 1, 1))[3]).toBe(0);

    const again = await logoOf('sydney', { 'if-none-match': String(logo.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.bytes).toHaveLength(0);
    // The address an email carries (with the setting's version) answers the same PNG.
    expect((await get(`/api${EMAIL_LOGO.apiPath}?v=0123abcd`, HOSTS.sydney)).bytes.equals(logo.bytes)).toBe(true);
  });

  it("answers each campus's own logo on its host", async () => {
    const [sydney, armidale] = await Promise.all([logoOf('sydney'), logoOf('armidale')]);
    expect(armidale.status).toBe(200);
    expect((await sharp(armidale.bytes).metadata()).width).toBe(96);
    expect(armidale.bytes.equals(sydney.bytes)).toBe(false);
    expect(armidale.headers.etag).not.toBe(sydney.headers.etag);
  });

  it('refuses a version that is no version, in the envelope', async () => {
    const answer = await get(`/api${EMAIL_LOGO.apiPath}?v=%3Cscript%3E`, HOSTS.sydney);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.bytes.toString())).toMatchObject({ responceObject: { error: { id: 'bad_request' } } });
  });

  describe("when a school changes its logo (Armidale's, put back afterwards)", () => {
    let armidale: Settings;
    const asked: string[] = [];
    const elsewhere = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/png' }).end();
    });
    const setLogo = (ribbon_logo: string | null) => cmsUpdate('school-settings', armidale.documentId, { ribbon_logo });

    beforeAll(async () => {
      armidale = await settingsOf('armidale');
      await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      await setLogo(armidale.ribbon_logo);
      await new Promise((resolve) => elsewhere.close(resolve));
    });

    it('answers 404 in the envelope when the campus has no logo', async () => {
      await setLogo(null);
      const answer = await eventually(() => logoOf('armidale'), (logo) => logo.status !== 200);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.bytes.toString())).toMatchObject({ responceObject: { error: { id: 'not_found' } } });
    });

    let uploadedLogo: string;

    it('draws an uploaded PNG, wider than tall, whole inside the 96×96 square, at once after the change', async () => {
      const wide = await sharp({ create: { width: 300, height: 150, channels: 4, background: { r: 200, g: 30, b: 40, alpha: 1 } } }).png().toBuffer();
      const uploaded = await callApi('posts/image', { token: await tokenFor('admin1'), method: 'POST', body: { base64ImageUrl: wide.toString('base64') } });
      uploadedLogo = answerOf('POST posts/image', uploaded).url;
      await setLogo(uploadedLogo);
      const logo = await eventually(() => logoOf('armidale'), (answer) => answer.status === 200);
      const image = await sharp(logo.bytes).metadata();
      expect([image.format, image.width, image.height]).toEqual(['png', 96, 96]);
      // 300×150 drawn 96×48, in the middle: transparent above and below, red across.
      expect(near(await pixel(logo.bytes, 48, 48), [200, 30, 40, 255])).toBe(true);
      expect((await pixel(logo.bytes, 48, 10))[3]).toBe(0);
    });

    it("never fetches an address the settings give, and answers 404 for anything not the portal's own image file", async () => {
      const { port } = elsewhere.address() as AddressInfo;
      for (const source of [`http://127.0.0.1:${port}/logo.png`, '/../../cms/.env', '/uploads/../admin', '/index.html', '/school/no-such-logo.svg']) {
        // From a logo that draws, so that the 404 is this source's.
        await setLogo(uploadedLogo);
        await eventually(() => logoOf('armidale'), (logo) => logo.status === 200);
        await setLogo(source);
        const answer = await eventually(() => logoOf('armidale'), (logo) => logo.status !== 200);
        expect(answer.status, source).toBe(404);
      }
      expect(asked).toEqual([]);
    });
  });

  it('is the logo a sent digest shows: its address on the campus’s portal answers the PNG', async () => {
    const token = await tokenFor('admin1');
    const [text] = answerOf('GET weeklyemailtext', await callApi('weeklyemailtext/', { token }));
    const started = answerOf(
      'POST send-emails',
      await callApi('send-emails/', { token, method: 'POST', body: { type: 'Weekly', email_testing: true, recipient: text!.test_emails_list[0]!, except_for: [] } }),
    );
    expect(await waitForSend('sydney', started.emailsendUid)).toMatchObject({ status: 'Sent', sent: 1 });
    const [message] = await messagesOf(started.emailsendUid);
    const html = message!.body.html!;
    expect(html).not.toMatch(/\.svg/);
    const src = /<img\s+alt="" src="([^"]+)"[^>]*width="48" height="48"/.exec(html)?.[1];
    expect(src).toMatch(new RegExp(`^${inject('stack').portalUrls.sydney}/api${EMAIL_LOGO.apiPath.replace('.', '\\.')}\\?v=[0-9a-f]{12}$`));
    const link = new URL(src!);
    const logo = await get(link.pathname + link.search, link.host);
    expect(logo.status).toBe(200);
    const image = await sharp(logo.bytes).metadata();
    expect([image.format, image.width, image.height]).toEqual(['png', 96, 96]);
  });
});
