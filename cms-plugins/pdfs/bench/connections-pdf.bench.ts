/**
 * Time and memory to make the Connections PDF of an issue of 30 newsletters (issue 14's bench,
 * with issue 27's pictures), with what the job renders: a 1600×690 header image with its
 * caption, and per newsletter its own 450×320 hero image, a date, about 400 words of rich text
 * in paragraphs, headings and lists, and BENCH_BODY_IMAGES (1) pictures in the text, as the BFF
 * stores them: 1600×1067 JPEG and 1200×800 WebP in turn (the WebP ones are converted). In the
 * embedded Noto Sans, tagged. Two figures: making the pictures printable (printableImage, as
 * the job does after reading each upload), once, and rendering, the median of BENCH_RUNS (7)
 * runs after one warm-up run, as wall and CPU time (the CPU time holds better on a busy
 * machine). Reading uploads and storing the PDF are not in it. Then the peak memory (RSS) of
 * the whole process, and what it was before the first rendering (drawing the test pictures
 * takes its share).
 *
 *   node --import tsx cms-plugins/pdfs/bench/connections-pdf.bench.ts
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { htmlToParagraphsAndImages } from '@portal/contract';
import { printableImage } from '../server/src/connections-pdf/printable-image';
import { renderConnectionsPdf, type ConnectionsIssue, type PdfImage } from '../server/src/connections-pdf/render';

const NEWSLETTERS = Number(process.env.BENCH_NEWSLETTERS ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BODY_IMAGES = Number(process.env.BENCH_BODY_IMAGES ?? 1);

/** A photograph-like image (noise compresses as badly as a photo does), a different one for each seed. */
function photo(width: number, height: number, seed: number): sharp.Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919 + (index >> 9) * 104729 + seed * 7717) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}
const jpeg = (width: number, height: number, seed: number) => photo(width, height, seed).jpeg({ quality: 85 }).toBuffer();
const webp = (width: number, height: number, seed: number) => photo(width, height, seed).webp({ quality: 82 }).toBuffer();

const SENTENCE = 'Students in Year 9 spent the week building bridges from pasta and glue, testing each design until it held the weight of a full water bottle & more. ';
const articleHtml = (n: number) => {
  const paragraphs = Array.from({ length: 5 }, () => `<p>${SENTENCE.repeat(3)}</p>`);
  const pictures = Array.from({ length: BODY_IMAGES }, (_, picture) => `<p><img src="/uploads/article-${n}-${picture}" alt="Bridge ${picture + 1} of article ${n} under test"></p>`);
  // The pictures between the second and third paragraphs, as an editor puts them.
  return `<h2>Highlights ${n}</h2>${[...paragraphs.slice(0, 2), ...pictures, ...paragraphs.slice(2)].join('')}<ul><li>Bring a hat</li><li>Gates open 8&nbsp;am</li><li>Canteen open</li></ul><p><strong>Dates:</strong> ${SENTENCE}</p>`;
};

/** The stored pictures of the issue, by address, as the upload holds them. */
async function uploads(): Promise<Map<string, Buffer>> {
  const stored = new Map<string, Buffer>([['/uploads/header', await jpeg(1600, 690, 0)]]);
  for (let n = 1; n <= NEWSLETTERS; n += 1) {
    stored.set(`/uploads/hero-${n}`, await jpeg(450, 320, n));
    for (let picture = 0; picture < BODY_IMAGES; picture += 1) {
      const seed = 1000 * n + picture;
      stored.set(`/uploads/article-${n}-${picture}`, await ((n + picture) % 2 ? jpeg(1600, 1067, seed) : webp(1200, 800, seed)));
    }
  }
  return stored;
}

async function issue(stored: Map<string, Buffer>): Promise<ConnectionsIssue> {
  const printable = new Map<string, Buffer>();
  for (const [src, data] of stored) printable.set(src, await printableImage(data));
  const picture = (src: string, alt: string): PdfImage => ({ data: printable.get(src)!, alt });
  return {
    title: 'Connections 25 November 2026',
    school: { name: 'Wattle Grove School', logo: null },
    date: '25 November 2026',
    header: { image: picture('/uploads/header', 'The oval'), caption: 'Term 4 at Wattle Grove' },
    newsletters: Array.from({ length: NEWSLETTERS }, (_, index) => ({
      title: `Newsletter article ${index + 1}: science week wrap-up`,
      date: '25 November 2026',
      image: picture(`/uploads/hero-${index + 1}`, ''),
      content: htmlToParagraphsAndImages(articleHtml(index + 1)).map((block) => (typeof block === 'string' ? block : picture(block.src, block.alt))),
    })),
  };
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const stored = await uploads();
  const preparing = { wall: performance.now(), cpu: cpuMs() };
  const input = await issue(stored);
  const prepared = { wall: performance.now() - preparing.wall, cpu: cpuMs() - preparing.cpu };
  const peakBeforeRendering = process.resourceUsage().maxRSS;
  await renderConnectionsPdf(input);
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = { wall: performance.now(), cpu: cpuMs() };
    const pdf = await renderConnectionsPdf(input);
    wall.push(performance.now() - started.wall);
    cpu.push(cpuMs() - started.cpu);
    bytes = pdf.length;
  }
  console.log(
    `Connections PDF of ${NEWSLETTERS} newsletters, ${stored.size} pictures: printable in ${prepared.wall.toFixed(0)} ms (CPU ${prepared.cpu.toFixed(0)} ms); ` +
      `rendered in a median ${median(wall).toFixed(0)} ms (min ${Math.min(...wall).toFixed(0)}, max ${Math.max(...wall).toFixed(0)}; CPU ${median(cpu).toFixed(0)} ms) over ${RUNS} runs, ` +
      `${(bytes / 1024).toFixed(0)} KB; peak memory (RSS) ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (${(peakBeforeRendering / 1024).toFixed(0)} MB before rendering)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
