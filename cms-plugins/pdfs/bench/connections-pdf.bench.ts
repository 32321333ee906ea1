/**
 * Time to render the Connections PDF of an issue of 30 newsletters (issue 14's bench), with what
 * the job renders: a 1600×690 header image with its caption, and per newsletter a 450×320 hero
 * image, a date and about 400 words of rich text in paragraphs, headings and lists, in the
 * embedded Noto Sans. The median of BENCH_RUNS (7) runs after one warm-up run; the rendering
 * alone, as `connections-pdf` jobs call it (reading stored images and storing the PDF are not in it).
 *
 *   node --import tsx cms-plugins/pdfs/bench/connections-pdf.bench.ts
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { htmlToParagraphs } from '@portal/contract';
import { renderConnectionsPdf, type ConnectionsIssue } from '../server/src/connections-pdf/render';

const NEWSLETTERS = Number(process.env.BENCH_NEWSLETTERS ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

/** A photograph-like image (noise compresses as badly as a photo does), as the upload stores it. */
async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919 + (index >> 9) * 104729) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

const SENTENCE = 'Students in Year 9 spent the week building bridges from pasta and glue, testing each design until it held the weight of a full water bottle & more. ';
const articleHtml = (n: number) =>
  `<h2>Highlights ${n}</h2>${Array.from({ length: 5 }, () => `<p>${SENTENCE.repeat(3)}</p>`).join('')}<ul><li>Bring a hat</li><li>Gates open 8&nbsp;am</li><li>Canteen open</li></ul><p><strong>Dates:</strong> ${SENTENCE}</p>`;

async function issue(): Promise<ConnectionsIssue> {
  const [header, hero] = await Promise.all([photo(1600, 690), photo(450, 320)]);
  return {
    title: 'Connections 25 November 2026',
    school: { name: 'Wattle Grove School', logo: null },
    date: '25 November 2026',
    header: { image: { data: header, alt: 'The oval' }, caption: 'Term 4 at Wattle Grove' },
    newsletters: Array.from({ length: NEWSLETTERS }, (_, index) => ({
      title: `Newsletter article ${index + 1}: science week wrap-up`,
      date: '25 November 2026',
      image: { data: hero, alt: '' },
      paragraphs: htmlToParagraphs(articleHtml(index + 1)),
    })),
  };
}

async function main() {
  const input = await issue();
  await renderConnectionsPdf(input);
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const pdf = await renderConnectionsPdf(input);
    times.push(performance.now() - started);
    bytes = pdf.length;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `Connections PDF of ${NEWSLETTERS} newsletters: median ${median.toFixed(0)} ms over ${RUNS} runs (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)}), ${(bytes / 1024).toFixed(0)} KB; peak memory (RSS) ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
