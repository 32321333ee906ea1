import sharp from 'sharp';

/**
 * The longest side a picture keeps in a PDF: the column (495 pt) at about 230 dpi, sharp on
 * paper. It is also the width the BFF gives pictures of rich text, so theirs go in untouched.
 */
export const PRINT_MAX_PIXELS = 1600;
/** A 20 MB file can still decode into gigabytes (a "pixel bomb"): 40 megapixels is a large photo (the BFF's limit too). */
const MAX_INPUT_PIXELS = 40_000_000;

const OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, animated: false };
/** A drawing has no pixels of its own: two per unit of its size (144 dpi) keep its lines sharp, and a PDF shows it about twice its size on screen at most. */
const SVG_DENSITY = 144;

/** Graphics (sharp edges, few colours) stay lossless; everything else is a photograph. */
const DRAWN_FORMATS = new Set(['png', 'gif', 'svg']);

/**
 * A stored picture as pdfkit can embed it: JPEG or PNG (pdfkit reads no WebP, GIF or SVG), in
 * sRGB at 8 bits, upright, at most PRINT_MAX_PIXELS a side, and opaque (on the page's white: a
 * transparent PNG makes pdfkit decode every pixel to split off its alpha). A JPEG or PNG that is
 * all that already is kept as it is, byte for byte; the rest is drawn again by sharp (the first
 * frame of an animation). Throws when sharp cannot read it.
 */
export async function printableImage(data: Buffer): Promise<Buffer> {
  const image = sharp(data, OPTIONS);
  const { format, width, height, space, depth, orientation = 1, hasAlpha, isProgressive } = await image.metadata();
  const small = width <= PRINT_MAX_PIXELS && height <= PRINT_MAX_PIXELS;
  const plain = (space === 'srgb' || space === 'b-w') && depth === 'uchar' && orientation === 1;
  if (small && plain && (format === 'jpeg' || (format === 'png' && !hasAlpha && !isProgressive))) return data;
  // sharp reads a drawing at 72 dpi, one pixel per unit: drawn again at SVG_DENSITY, within PRINT_MAX_PIXELS.
  const source = format === 'svg' ? sharp(data, { ...OPTIONS, density: Math.min(SVG_DENSITY, (72 * PRINT_MAX_PIXELS) / Math.max(width, height)) }) : image;
  const drawn = source
    .autoOrient()
    .resize({ width: PRINT_MAX_PIXELS, height: PRINT_MAX_PIXELS, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
  return DRAWN_FORMATS.has(format) ? drawn.png({ compressionLevel: 9 }).toBuffer() : drawn.jpeg({ quality: 85 }).toBuffer();
}
