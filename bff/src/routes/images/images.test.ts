import { get } from 'node:http';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@portal/contract';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';

type Answer = { responceObject: { records: { url: string } | null; error?: { id: string; message: string } } };

/** A photo as a phone takes it: 2400×1800, with the camera's EXIF (its location included). */
function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' } })
    .toBuffer();
}

const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

async function upload(body: unknown, username = 'admin1') {
  return callApi<Answer>('posts/image', { token: await tokenFor(username), method: 'POST', body });
}

/** The stored image as a browser gets it from the portal's origin. */
async function served(url: string) {
  const response = await fetch(new URL(url, inject('stack').url));
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, image: response.ok ? await sharp(bytes).metadata() : null };
}

describe('POST posts/image (editor image upload)', () => {
  it("crops a newsletter's hero to 450×320 JPEG, drops the photo's EXIF, and serves it from the portal's origin", async () => {
    const photo = await photoWithLocation();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await upload({ base64ImageUrl: dataUrl(photo), use: 'hero' });
    expect(answer.status).toBe(201);
    const { url } = answerOf('POST posts/image', answer);
    expect(url).toMatch(/^\/uploads\/[^/]+\.jpg$/);

    const { response, image } = await served(url);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect([image?.width, image?.height, image?.format]).toEqual([450, 320, 'jpeg']);
    expect(image?.exif).toBeUndefined();
  });

  it('makes thumbnails 150×110 and newsletter headers 1600×690, both JPEG', async () => {
    const png = await sharp({ create: { width: 900, height: 900, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } }).png().toBuffer();
    for (const [use, size] of [
      ['thumbnail', [150, 110]],
      ['header', [1600, 690]],
    ] as const) {
      const answer = await upload({ base64ImageUrl: dataUrl(png, 'image/png'), use });
      const { image } = await served(answerOf('POST posts/image', answer).url);
      expect([image?.width, image?.height, image?.format]).toEqual([...size, 'jpeg']);
    }
  });

  it('scales an image inside rich text to 1600 px wide at most, keeping a PNG a PNG', async () => {
    const wide = await sharp({ create: { width: 3200, height: 800, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 1 } } }).png().toBuffer();
    const { image } = await served(answerOf('POST posts/image', await upload({ base64ImageUrl: wide.toString('base64') })).url);
    expect([image?.width, image?.height, image?.format]).toEqual([1600, 400, 'png']);
  });

  it('judges the type by the content, not the name, and puts the reason after a "|"', async () => {
    const answer = await upload({ base64ImageUrl: dataUrl(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png'), use: 'hero' });
    expect(answer.status).toBe(415);
    expect(answer.body.responceObject.error?.message.split('|')[1]).toMatch(/JPEG, PNG, WebP or GIF/);
  });

  it('refuses an image over the size limit with a 413 and the limit in the message', async () => {
    const answer = await upload({ base64ImageUrl: Buffer.alloc(IMAGE_MAX_BYTES + 1).toString('base64') });
    expect(answer.status).toBe(413);
    expect(answer.body.responceObject.error?.message).toMatch(/at most 10 MB/);
  });

  it("is for administrators and places' editors only", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();
    for (const username of ['carer1', 'student1', 'teacher1']) {
      expect((await upload({ base64ImageUrl: png.toString('base64') }, username)).status).toBe(403);
    }
    // editor1 edits Year 9 English: its pages' rich text takes images too.
    expect((await upload({ base64ImageUrl: png.toString('base64') }, 'editor1')).status).toBe(201);
  });

  it('serves stored files only: no other path of the CMS is reachable through /uploads', async () => {
    // Sent as written: fetch would resolve the dots before sending.
    const statusOf = (path: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        const { hostname, port } = new URL(inject('stack').url);
        get({ hostname, port, path }, (response) => {
          response.resume();
          resolve(response.statusCode);
        }).on('error', reject);
      });
    for (const path of ['/uploads/../admin', '/uploads/%2e%2e/api/posts', '/uploads/.env', '/uploads/no-such-file.jpg', '/uploads/a/b.jpg']) {
      expect(await statusOf(path)).toBe(404);
    }
  });
});
