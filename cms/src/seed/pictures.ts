import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_SIZES } from '@portal/contract';
// Strapi's upload plugin processes images with sharp, so it is installed with Strapi (and the
// BFF sizes uploads with the same version): the seed draws with it rather than adding a package.
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { seededRandom } from './context';

/**
 * The demo school's pictures, drawn when it is seeded (nothing generated is committed): each
 * notice and newsletter gets a picture in its category's colour with the category's motif, laid
 * out a little differently for each post, and each key learning area its own. They are
 * SVG drawings turned into JPEG by sharp and stored through Strapi's upload plugin, the media
 * library the portal's editors upload to, with their alt text.
 */

/** A drawing ready to store: its SVG, size, file name and what it shows in words. */
export interface Picture {
  svg: string;
  width: number;
  height: number;
  name: string;
  alt: string;
}

/** A motif in a 100×100 box, drawn with white strokes, and its words for the alt text. */
interface Motif {
  shows: string;
  paths: string;
}

const circle = (cx: number, cy: number, r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
const shape = (d: string) => `<path d="${d}"/>`;

const MOTIFS = {
  book: {
    shows: 'an open book',
    paths: shape('M10 28 Q30 18 50 28 Q70 18 90 28 V80 Q70 70 50 80 Q30 70 10 80 Z') + shape('M50 28 V80'),
  },
  trophy: {
    shows: 'a trophy',
    paths:
      shape('M30 14 H70 V36 Q70 60 50 60 Q30 60 30 36 Z') +
      shape('M30 22 H18 Q16 42 32 46') +
      shape('M70 22 H82 Q84 42 68 46') +
      shape('M50 60 V74 M38 86 H62 M42 74 H58 V86 H42 Z'),
  },
  palette: {
    shows: "a painter's palette",
    paths:
      shape('M50 14 C22 14 10 38 14 58 C18 80 40 88 52 80 C60 74 52 66 60 62 C72 58 90 66 88 44 C86 24 70 14 50 14 Z') +
      circle(34, 40, 5) +
      circle(52, 30, 5) +
      circle(70, 40, 5),
  },
  people: {
    shows: 'three people side by side',
    paths:
      circle(28, 40, 10) +
      circle(50, 32, 11) +
      circle(72, 40, 10) +
      shape('M10 82 Q12 56 28 56 Q38 56 42 64') +
      shape('M32 82 Q34 50 50 50 Q66 50 68 82') +
      shape('M58 64 Q62 56 72 56 Q88 56 90 82'),
  },
  heart: {
    shows: 'a heart',
    paths: shape('M50 84 C20 62 10 42 24 27 C34 17 46 21 50 32 C54 21 66 17 76 27 C90 42 80 62 50 84 Z'),
  },
  speech: {
    shows: 'a speech bubble',
    paths: shape('M14 20 H86 V64 H46 L28 80 V64 H14 Z') + shape('M28 35 H72') + shape('M28 49 H60'),
  },
  mountains: { shows: 'mountains under the sun', paths: shape('M6 82 L38 36 L56 60 L68 46 L94 82 Z') + circle(74, 24, 8) },
  cross: { shows: 'a first-aid cross', paths: shape('M40 18 H60 V40 H82 V60 H60 V82 H40 V60 H18 V40 H40 Z') },
  shirt: {
    shows: 'a school shirt',
    paths: shape('M36 16 L20 24 L8 44 L22 52 L28 44 V86 H72 V44 L78 52 L92 44 L80 24 L64 16 Q50 30 36 16 Z'),
  },
  letter: { shows: 'a letter in its envelope', paths: shape('M12 24 H88 V76 H12 Z') + shape('M12 24 L50 54 L88 24') },
  clock: { shows: 'a clock', paths: circle(50, 50, 36) + shape('M50 28 V50 L66 60') },
  sums: {
    shows: 'plus, minus, times and equals signs',
    paths:
      shape('M16 28 H40 M28 16 V40') +
      shape('M60 28 H84') +
      shape('M18 62 L38 82 M38 62 L18 82') +
      shape('M60 66 H84 M60 78 H84'),
  },
  flask: {
    shows: 'a laboratory flask with bubbles',
    paths:
      shape('M40 14 H60 M44 14 V40 L20 80 Q18 88 26 88 H74 Q82 88 80 80 L56 40 V14') +
      shape('M30 66 H70') +
      circle(46, 76, 3) +
      circle(58, 72, 2),
  },
  globe: {
    shows: 'a globe',
    paths:
      circle(50, 50, 36) + `<ellipse cx="50" cy="50" rx="15" ry="36"/>` + shape('M14 50 H86') + shape('M20 32 H80 M20 68 H80'),
  },
  heartbeat: { shows: 'a heartbeat line', paths: shape('M8 56 H30 L38 34 L48 76 L58 24 L66 56 H92') },
} satisfies Record<string, Motif>;

type MotifName = keyof typeof MOTIFS;

/** Each seeded post category's motif; a category not listed here gets the speech bubble. */
const CATEGORY_MOTIFS: Record<string, MotifName> = {
  Academic: 'book',
  Sport: 'trophy',
  'Creative Arts': 'palette',
  Community: 'people',
  Wellbeing: 'heart',
  General: 'speech',
  Excursions: 'mountains',
  Health: 'cross',
  Uniform: 'shirt',
  "Principal's Message": 'letter',
  'Daily Reminders': 'clock',
};

/** Each key learning area's motif and colour (the demo school's six areas). */
const AREA_PICTURES: Record<string, { motif: MotifName; colour: string }> = {
  English: { motif: 'book', colour: '#2457a6' },
  Mathematics: { motif: 'sums', colour: '#6b3fa0' },
  Science: { motif: 'flask', colour: '#13795b' },
  HSIE: { motif: 'globe', colour: '#b35c00' },
  'Creative Arts': { motif: 'palette', colour: '#b8336a' },
  PDHPE: { motif: 'heartbeat', colour: '#c0392b' },
};

/** The same picture for the same text on every run, unlike its neighbours'. */
const hashOf = (text: string): number =>
  [...text].reduce((hash, char) => Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0, 2166136261);

/** '#rrggbb' mixed towards black (amount < 0) or white (amount > 0). */
function shade(colour: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16));
  const target = amount < 0 ? 0 : 255;
  return `#${channels
    .map((channel) =>
      Math.round(channel + (target - channel) * Math.abs(amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The drawing: the colour as a diagonal gradient, soft circles of light placed by `seed`, and
 * the motif in white, large beside them (or in the middle of a small or square picture).
 */
function draw(width: number, height: number, colour: string, motif: Motif, seed: number): string {
  const random = seededRandom(seed);
  const lights = Array.from({ length: 4 }, () => {
    const r = (0.15 + random() * 0.3) * height;
    return `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${r.toFixed(1)}" fill="#fff" fill-opacity="${(0.06 + random() * 0.1).toFixed(2)}"/>`;
  }).join('');
  const wide = width / height > 1.2 && width >= 300;
  const size = (wide ? 0.56 : 0.68) * height;
  // A wide picture keeps its motif in the right half, clear of the edge.
  const x = wide ? width * 0.5 + random() * (width * 0.44 - size) : (width - size) / 2;
  const y = (height - size) / 2;
  const tilt = (random() * 16 - 8).toFixed(1);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.18)}"/><stop offset="1" stop-color="${shade(colour, -0.35)}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    lights,
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(size / 100).toFixed(3)}) rotate(${tilt} 50 50)" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${motif.paths}</g>`,
    '</svg>',
  ].join('');
}

/** A post's picture: a newsletter's hero or another post's thumbnail, at the size the upload gives it (admin spec 9). */
export function postPicture(post: {
  title: string;
  slug: string;
  category: string;
  colour: string;
  use: 'hero' | 'thumbnail';
}): Picture {
  const { width, height } = IMAGE_SIZES[post.use];
  const motif = MOTIFS[CATEGORY_MOTIFS[post.category] ?? 'speech'];
  return {
    svg: draw(width, height, post.colour, motif, hashOf(post.title)),
    width,
    height,
    name: `seed-${post.use}-${post.slug}.jpg`,
    alt: `Drawing of ${motif.shows}, for "${post.title}"`,
  };
}

/** A key learning area's tile picture: square, its own motif and colour. */
export function areaPicture(area: string, slug: string): Picture | null {
  const picture = AREA_PICTURES[area];
  if (!picture) return null;
  const size = 480;
  const motif = MOTIFS[picture.motif];
  return {
    svg: draw(size, size, picture.colour, motif, hashOf(area)),
    width: size,
    height: size,
    name: `seed-area-${slug}.jpg`,
    alt: `Drawing of ${motif.shows} for ${area}`,
  };
}

/** The file names of the seed's pictures start so: a reseed removes them with the content. */
const SEED_PICTURE_PREFIX = 'seed-';

/** The picture as the JPEG the portal's own uploads are (the BFF's quality settings). */
export const pictureJpeg = (picture: Picture): Promise<Buffer> =>
  sharp(Buffer.from(picture.svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();

interface UploadService {
  upload(input: {
    data: { fileInfo: { name: string; alternativeText: string } };
    files: { filepath: string; originalFilename: string; mimetype: string; size: number };
  }): Promise<{ url: string }[]>;
  remove(file: unknown): Promise<unknown>;
}

const uploads = (strapi: Core.Strapi) => strapi.plugin('upload').service('upload') as UploadService;

/**
 * Stores the picture in Strapi's media library with its alt text, as an editor's upload is
 * stored (the BFF's posts/image goes through the same upload plugin); returns its URL.
 */
export async function storePicture(strapi: Core.Strapi, picture: Picture): Promise<string> {
  const data = await pictureJpeg(picture);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-seed-'));
  try {
    const filepath = path.join(folder, picture.name);
    await fs.writeFile(filepath, data);
    const [stored] = await uploads(strapi).upload({
      data: { fileInfo: { name: picture.name, alternativeText: picture.alt } },
      files: { filepath, originalFilename: picture.name, mimetype: 'image/jpeg', size: data.length },
    });
    if (!stored?.url) throw new Error(`Seed: the upload plugin stored no ${picture.name}`);
    return stored.url;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** Removes the pictures an earlier seed stored (their files and media library entries). */
export async function removeSeedPictures(strapi: Core.Strapi): Promise<void> {
  const files = await strapi.db.query('plugin::upload.file').findMany({ where: { name: { $startsWith: SEED_PICTURE_PREFIX } } });
  for (const file of files) await uploads(strapi).remove(file);
}
