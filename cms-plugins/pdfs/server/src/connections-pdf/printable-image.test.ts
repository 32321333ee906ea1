import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRINT_MAX_PIXELS, printableImage } from './printable-image';

const picture = (width: number, height: number, channels: 3 | 4 = 3) => sharp({ create: { width, height, channels, background: channels === 4 ? { r: 0, g: 0, b: 0, alpha: 0 } : '#336699' } });

const formatOf = async (data: Buffer) => {
  const { format, width, height, hasAlpha } = await sharp(data).metadata();
  return { format, width, height, hasAlpha };
};

describe('printableImage', () => {
  it('keeps a JPEG or an opaque PNG that pdfkit embeds as it is, byte for byte', async () => {
    const jpeg = await picture(1600, 1067).jpeg().toBuffer();
    const png = await picture(400, 300).png().toBuffer();
    expect(await printableImage(jpeg)).toBe(jpeg);
    expect(await printableImage(png)).toBe(png);
  });

  it('turns what pdfkit cannot read into JPEG (a WebP photo) or PNG (a GIF, an SVG drawing), the first frame of an animation', async () => {
    const webp = await picture(800, 600).webp().toBuffer();
    expect(await formatOf(await printableImage(webp))).toEqual({ format: 'jpeg', width: 800, height: 600, hasAlpha: false });
    const frames = await Promise.all(['#ff0000', '#00ff00'].map((background) => sharp({ create: { width: 40, height: 30, channels: 3, background } }).png().toBuffer()));
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    const firstFrame = await printableImage(gif);
    expect(await formatOf(firstFrame)).toEqual({ format: 'png', width: 40, height: 30, hasAlpha: false });
    expect([...(await sharp(firstFrame).raw().toBuffer()).subarray(0, 3)]).toEqual([255, 0, 0]);
    // A drawing gets two pixels per unit of its size, so its lines stay sharp on paper, and no more than a photo.
    const svg = (width: number, height: number) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="25" cy="25" r="20" fill="#c41425"/></svg>`);
    expect(await formatOf(await printableImage(svg(100, 50)))).toEqual({ format: 'png', width: 200, height: 100, hasAlpha: false });
    expect(await formatOf(await printableImage(svg(3200, 800)))).toEqual({ format: 'png', width: PRINT_MAX_PIXELS, height: PRINT_MAX_PIXELS / 4, hasAlpha: false });
  });

  it(`shrinks a large photo to ${PRINT_MAX_PIXELS} px on its longest side, keeping its aspect`, async () => {
    const photo = await picture(4000, 3000).jpeg().toBuffer();
    expect(await formatOf(await printableImage(photo))).toEqual({ format: 'jpeg', width: PRINT_MAX_PIXELS, height: 1200, hasAlpha: false });
  });

  it("turns a photo upright as the camera's orientation says", async () => {
    const sideways = await picture(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await formatOf(await printableImage(sideways))).toEqual({ format: 'jpeg', width: 400, height: 600, hasAlpha: false });
  });

  it("lays a transparent PNG on the page's white, so that pdfkit need not split off its transparency", async () => {
    const transparent = await picture(40, 40, 4).png().toBuffer();
    const printable = await printableImage(transparent);
    expect(await formatOf(printable)).toEqual({ format: 'png', width: 40, height: 40, hasAlpha: false });
    const { data } = await sharp(printable).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it('refuses what is not a picture, and a picture of more pixels than a photo has (a decompression bomb)', async () => {
    await expect(printableImage(Buffer.from('<html>Not found</html>'))).rejects.toThrow();
    const huge = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    await expect(printableImage(huge)).rejects.toThrow(/pixel limit/i);
  });
});
