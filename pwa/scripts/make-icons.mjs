/**
 * Draws the app icons (public/icons/*.png) with nothing but Node: a school-red square with a
 * white "SP" mark, as PNG files written by hand (zlib for the image data). Run it again after
 * changing the colours: `node scripts/make-icons.mjs` from pwa/. The PNGs are committed, so
 * builds do not depend on it.
 *
 * - icon-192.png, icon-512.png ("any"): the mark fills most of the square.
 * - icon-maskable-512.png ("maskable"): the platform crops to a circle or squircle, so the
 *   mark stays inside the central safe zone (a circle of 40% radius).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const BACKGROUND = [0x7a, 0x00, 0x19];
const FOREGROUND = [0xff, 0xff, 0xff];

/** 5×7 bitmaps of the two letters. */
const GLYPHS = {
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixel) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < size; x += 1) rows.set(pixel(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The "SP" mark, `markWidth` pixels wide, centred in a square of `size`. */
function icon(size, markWidth) {
  const letters = ['S', 'P'];
  const columns = letters.length * 5 + (letters.length - 1); // one blank column between letters
  const cell = Math.floor(markWidth / columns);
  const width = cell * columns;
  const height = cell * 7;
  const left = Math.floor((size - width) / 2);
  const top = Math.floor((size - height) / 2);
  return png(size, (x, y) => {
    const column = Math.floor((x - left) / cell);
    const line = Math.floor((y - top) / cell);
    if (x < left || y < top || column >= columns || line >= 7) return BACKGROUND;
    const letter = letters[Math.floor(column / 6)];
    const within = column % 6;
    if (!letter || within === 5) return BACKGROUND;
    return GLYPHS[letter][line][within] === '1' ? FOREGROUND : BACKGROUND;
  });
}

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'icon-192.png'), icon(192, 132));
writeFileSync(join(out, 'icon-512.png'), icon(512, 352));
// Safe zone: the mark's diagonal stays inside a circle of radius 0.4 × 512.
writeFileSync(join(out, 'icon-maskable-512.png'), icon(512, 264));
console.log(`Icons written to ${out}`);
