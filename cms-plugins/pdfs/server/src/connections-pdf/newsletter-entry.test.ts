import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfDrawnImages, pdfTextLines } from '../pdf/pdf-text.test-helper';
import { newsletterEntry, pdfImages, type PdfPost } from './newsletter-entry';
import { renderConnectionsPdf, type PdfImage } from './render';
import type { UploadSources } from './uploads';

const PORTAL = 'https://portal.school.test';
const isJpeg = (data: Buffer) => data[0] === 0xff && data[1] === 0xd8;
const isPng = (data: Buffer) => data.subarray(1, 4).toString('latin1') === 'PNG';

let publicDir: string;
let hero: Buffer;
/** A cloud provider's bucket: what it serves, and every path it was asked for. */
let bucket: Server;
let bucketUrl: string;
const bucketRequests: string[] = [];

beforeAll(async () => {
  publicDir = await mkdtemp(path.join(os.tmpdir(), 'pdf-images-'));
  await mkdir(path.join(publicDir, 'uploads'));
  hero = await sharp({ create: { width: 450, height: 320, channels: 3, background: '#336699' } }).jpeg().toBuffer();
  const uploads: Record<string, Buffer> = {
    'hero_a1b2.jpg': hero,
    'choir_c3d4.webp': await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } }).webp().toBuffer(),
    'map_e5f6.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="200" height="100" fill="#0b2545"/></svg>'),
    // Cut short by a failed upload: a JPEG's first bytes, then nothing.
    'broken_0000.jpg': hero.subarray(0, 20),
  };
  for (const [name, data] of Object.entries(uploads)) await writeFile(path.join(publicDir, 'uploads', name), data);
  // Outside uploads/: what a path that climbs out of it would reach.
  await writeFile(path.join(publicDir, 'secret.jpg'), hero);

  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#228844' } }).jpeg().toBuffer();
  bucket = createServer((request, response) => {
    bucketRequests.push(request.url ?? '');
    if (request.url === '/media/relay_7788.jpg') return response.writeHead(302, { location: '/media/photo_9900.jpg' }).end();
    if (request.url === '/media/photo_9900.jpg' || request.url === '/media/elsewhere.jpg') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
  bucketUrl = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await rm(publicDir, { recursive: true, force: true });
  await new Promise((resolve) => bucket.close(resolve));
});

afterEach(() => {
  bucketRequests.length = 0;
});

/** The CMS's uploads as the job sees them: this public folder, the portal's origin, and a media library of two files in the bucket. */
const sources = (): UploadSources => ({
  publicDir,
  portalOrigins: [PORTAL],
  isMediaLibraryUrl: async (url) => url === `${bucketUrl}/media/photo_9900.jpg` || url === `${bucketUrl}/media/relay_7788.jpg`,
});

const post = (content_html: string): PdfPost => ({
  title: 'Choir tour',
  content_html,
  featured_img_url: '/uploads/hero_a1b2.jpg',
  featured_img_alt: 'The choir on the steps of the town hall',
  publish_start: '2026-11-20T00:00:00.000Z',
});

const entryOf = async (html: string) => {
  const warnings: string[] = [];
  const entry = await newsletterEntry(post(html), pdfImages(sources(), { warn: (message) => warnings.push(message) }), 'Australia/Sydney');
  return { entry, warnings };
};

/** Content as text, and each picture as its alt text and format. */
const described = (content: Array<string | PdfImage>) => content.map((block) => (typeof block === 'string' ? block : `[${block.alt} ${isJpeg(block.data) ? 'JPEG' : isPng(block.data) ? 'PNG' : '?'}]`));

describe('a newsletter with pictures, as the Connections PDF reads it', () => {
  it('has its hero picture with its description, and the pictures of its text where they stand, in formats pdfkit reads', async () => {
    const { entry, warnings } = await entryOf(
      `<p>We sang in three towns.</p><p><img src="/uploads/choir_c3d4.webp" alt="The choir in Armidale"></p><p>Then we drove home.</p><p><img src="${PORTAL}/uploads/map_e5f6.svg" alt="Map of the tour"></p>`,
    );
    expect(entry.image).toEqual({ data: hero, alt: 'The choir on the steps of the town hall' });
    expect(described(entry.content)).toEqual(['We sang in three towns.', '[The choir in Armidale JPEG]', 'Then we drove home.', '[Map of the tour PNG]']);
    expect(warnings).toEqual([]);
  });

  it("reads a cloud provider's file only when the media library holds it, never anything else, and follows no redirect", async () => {
    const fetched = vi.spyOn(globalThis, 'fetch');
    try {
      const { entry, warnings } = await entryOf(
        [
          `<img src="${bucketUrl}/media/photo_9900.jpg" alt="From the bucket">`,
          // Addresses that are not uploads of this CMS: never asked for.
          `<img src="${bucketUrl}/media/elsewhere.jpg" alt="Same host, not in the library">`,
          '<img src="https://old-site.school.test/images/choir.jpg" alt="The old website">',
          '<img src="http://169.254.169.254/latest/meta-data/iam/security-credentials/" alt="Cloud metadata">',
          '<img src="/uploads/../secret.jpg" alt="Climbing out">',
          '<img src="//evil.test/uploads/x.jpg" alt="Another host">',
          `<img src="${bucketUrl}/media/relay_7788.jpg" alt="Redirected">`,
        ].join(''),
      );
      expect(described(entry.content)).toEqual(['[From the bucket JPEG]']);
      expect(fetched.mock.calls.map(([url]) => String(url))).toEqual([`${bucketUrl}/media/photo_9900.jpg`, `${bucketUrl}/media/relay_7788.jpg`]);
      expect(bucketRequests).toEqual(['/media/photo_9900.jpg', '/media/relay_7788.jpg']);
      expect(warnings).toHaveLength(6);
      expect(warnings.filter((warning) => /is not one of the CMS's uploads/.test(warning))).toHaveLength(5);
    } finally {
      fetched.mockRestore();
    }
  });

  it('leaves out a missing or broken picture, and the hero when it is in the text again, and still makes the PDF with the rest', async () => {
    const { entry, warnings } = await entryOf(
      '<p>Before</p><img src="/uploads/broken_0000.jpg" alt="Broken"><img src="/uploads/gone_1111.jpg" alt="Missing"><img src="/uploads/hero_a1b2.jpg" alt="The hero again"><p><img src="/uploads/choir_c3d4.webp" alt="The choir in Armidale"></p><p>After</p>',
    );
    expect(described(entry.content)).toEqual(['Before', '[The choir in Armidale JPEG]', 'After']);
    expect(warnings).toEqual([expect.stringMatching(/broken_0000\.jpg left out: it could not be read/), expect.stringMatching(/gone_1111\.jpg left out: it could not be read/)]);

    const pdf = await renderConnectionsPdf({ title: 'Connections', school: { name: 'Portal Demo School', logo: null }, date: null, header: null, newsletters: [entry] });
    expect(pdfDrawnImages(pdf).map(({ alt, pixels }) => ({ alt, pixels }))).toEqual([
      { alt: 'The choir on the steps of the town hall', pixels: { width: 450, height: 320 } },
      { alt: 'The choir in Armidale', pixels: { width: 800, height: 600 } },
    ]);
    expect(pdfTextLines(pdf).map(({ text }) => text)).toEqual(expect.arrayContaining(['Choir tour', 'Before', 'After']));
  });

  it('reads a picture shown in two articles once, so the PDF holds it once', async () => {
    const images = pdfImages(sources(), { warn: () => undefined });
    const html = '<p><img src="/uploads/choir_c3d4.webp" alt="The choir"></p>';
    const [first, second] = [await newsletterEntry(post(html), images, 'Australia/Sydney'), await newsletterEntry({ ...post(html), title: 'Choir tour, part 2' }, images, 'Australia/Sydney')];
    expect((first.content[0] as PdfImage).data).toBe((second.content[0] as PdfImage).data);
    const pdf = await renderConnectionsPdf({ title: 'Connections', school: { name: 'Portal Demo School', logo: null }, date: null, header: null, newsletters: [first, second] });
    const drawn = pdfDrawnImages(pdf);
    expect(drawn).toHaveLength(4);
    expect(new Set(drawn.map(({ object }) => object)).size).toBe(2);
  });
});
