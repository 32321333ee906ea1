import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { htmlToParagraphs } from '@portal/contract';
import { pdfContent, pdfDrawnImages, pdfTextLines } from '../pdf/pdf-text.test-helper';
import { renderConnectionsPdf, type NewsletterEntry } from './render';

const school = { name: 'Portal Demo School', logo: null };

describe('Connections PDF layout', () => {
  it('is A4 with the font embedded, and bookmarks each newsletter in order', async () => {
    const image = await sharp({ create: { width: 450, height: 320, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const pdf = await renderConnectionsPdf(
      {
        title: 'Connections 23 November 2026',
        school,
        date: '23 November 2026',
        header: { image: { data: image, alt: 'Oval' }, caption: 'Term 4 begins' },
        newsletters: [
          { title: 'Science week', date: '1 May 2026', image: { data: image, alt: '' }, content: ['Bridges from pasta.'] },
          { title: 'Athletics carnival', date: null, image: null, content: [] },
        ],
      },
    );
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    // The subset of Noto Sans travels inside the file: no font of the reader's machine is needed.
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(text).toMatch(/\/FontFile2 \d+ 0 R/);
    const titles = [...text.matchAll(/\/Title \(([^)]*)\)/g)].map(([, raw]) => {
      const bytes = Buffer.from(raw!, 'latin1');
      return bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2).swap16().toString('utf16le') : raw;
    });
    expect(titles).toEqual(['Science week', 'Athletics carnival']);
  });

  it('ends with the week\'s family events under a "Coming up" bookmark when there are any', async () => {
    const bookmarks = async (comingUp: { title: string; when: string; location: string | null }[]) => {
      const pdf = await renderConnectionsPdf({ title: 'Connections', school, date: null, header: null, newsletters: [{ title: 'Science week', date: null, image: null, content: [] }], comingUp });
      return [...pdf.toString('latin1').matchAll(/\/Title \(([^)]*)\)/g)].length;
    };
    const withEvents = await bookmarks([{ title: 'Year 9 camp information evening', when: 'Friday 27 November 2026, 6:00 pm – 7:30 pm', location: 'Great Hall' }]);
    expect(withEvents - (await bookmarks([]))).toBe(1);
  });

  it('reads a newsletter as paragraphs: blocks, breaks and list items on their own lines, entities decoded, frames dropped', () => {
    expect(htmlToParagraphs('<h2>Dates</h2><p>Bring a hat &amp; water<br>Gates open 8&nbsp;am</p><ul><li>Year 7</li><li>Year 8</li></ul><iframe src="x">map</iframe><p>&#8220;Go&#x201d;</p>')).toEqual([
      'Dates',
      'Bring a hat & water',
      'Gates open 8 am',
      '• Year 7',
      '• Year 8',
      '“Go”',
    ]);
  });

  it('prints bulleted lists with bullets, numbered lists with numbers, and nested lists indented under their item', async () => {
    const html = '<p>Bring</p><ul><li>Hat</li><li>Towel</li></ul><ol><li>Arrive</li><li>Sign in<ul><li>At the office</li></ul></li></ol><ul><li>Wear<ol><li>Blue</li></ol></li></ul>';
    const pdf = await renderConnectionsPdf({ title: 'Notices', school, date: null, header: null, newsletters: [{ title: 'Swimming carnival', date: null, image: null, content: htmlToParagraphs(html) }] });
    const lines = pdfTextLines(pdf).filter((line) => !/^Page \d+ of \d+$/.test(line.text));
    const body = lines.slice(lines.findIndex((line) => line.text === 'Bring'));
    expect(body.map((line) => line.text)).toEqual(['Bring', '• Hat', '• Towel', '1. Arrive', '2. Sign in', '• At the office', '• Wear', '1. Blue']);
    const left = body[0]!.x;
    expect(body.map((line) => line.x - left)).toEqual([0, 0, 0, 0, 0, 15, 0, 15]);
  });

  describe('pages', () => {
    const sentence = 'Students in Year 9 spent the week building bridges from pasta and glue, testing each design until it held the weight of a full water bottle. ';
    const issueOf = async (paragraphs: number) => {
      const logo = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#0b2545' } }).png().toBuffer();
      return renderConnectionsPdf({
        title: 'Connections 23 November 2026',
        school: { name: 'Portal Demo School', logo },
        date: '23 November 2026',
        header: null,
        newsletters: [
          { title: 'Science week', date: '20 November 2026', image: null, content: Array.from({ length: paragraphs }, (_, n) => `${n + 1}. ${sentence.repeat(1 + (n % 3))}`) },
          { title: 'Athletics carnival', date: null, image: null, content: ['Results are in the portal.'] },
        ],
      });
    };

    it('open with a masthead (the school, the issue and its date) and say "Page N of M" at the foot of every page', async () => {
      const lines = pdfTextLines(await issueOf(30));
      expect(lines.slice(0, 3).map((line) => [line.page, line.text])).toEqual([
        [1, 'Portal Demo School'],
        [1, 'Connections 23 November 2026'],
        [1, '23 November 2026'],
      ]);
      const pages = Math.max(...lines.map((line) => line.page));
      expect(pages).toBeGreaterThan(1);
      for (let page = 1; page <= pages; page += 1) expect(lines.filter((line) => line.page === page).at(-1)?.text).toBe(`Page ${page} of ${pages}`);
    });

    it('never end on a page of a line or two, and never leave a title at the foot of a page without its text', async () => {
      // Issues of every length across a page break or two: wherever the natural break falls, the last page holds more than a handful of lines.
      for (let paragraphs = 10; paragraphs <= 40; paragraphs += 1) {
        const lines = pdfTextLines(await issueOf(paragraphs)).filter((line) => !/^Page \d+ of \d+$/.test(line.text));
        const pages = Math.max(...lines.map((line) => line.page));
        const onLast = lines.filter((line) => line.page === pages);
        expect(pages === 1 || onLast.length > 5, `${paragraphs} paragraphs: the last of ${pages} pages holds ${onLast.length} lines`).toBe(true);
        for (const title of ['Science week', 'Athletics carnival']) {
          const at = lines.findIndex((line) => line.text === title);
          const next = lines.slice(at + 1).find((line) => line.text !== '20 November 2026');
          expect(next?.page, `${paragraphs} paragraphs: "${title}" keeps its text`).toBe(lines[at]!.page);
        }
      }
    }, 60_000);
  });

  describe('pictures', () => {
    const COLUMN = 595.28 - 2 * 50;
    const PAGE_BOTTOM = 841.89 - 50;
    const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const issueWith = (newsletters: NewsletterEntry[]) => renderConnectionsPdf({ title: 'Connections', school, date: null, header: null, newsletters });
    const round = (value: number) => Math.round(value * 100) / 100;

    it("draws the hero and then the text's pictures where they stand, to the column's width with their aspect kept, each with its alternative text", async () => {
      const [hero, wide, small] = await Promise.all([jpeg(450, 320), jpeg(1600, 800), jpeg(200, 100)]);
      const pdf = await issueWith([
        {
          title: 'Science week',
          date: null,
          image: { data: hero, alt: 'Bridges of pasta on a bench' },
          content: ['Bridges from pasta.', { data: wide, alt: 'The winning bridge holding a bottle' }, 'It held 1.5 kg.', { data: small, alt: '' }, 'See you next year.'],
        },
      ]);
      const reading = pdfContent(pdf).map((item) => (item.kind === 'text' ? item.text : `[${item.alt ?? 'decoration'} ${round(item.width)}×${round(item.height)}]`));
      expect(reading.slice(reading.indexOf('Science week'))).toEqual([
        'Science week',
        '[Bridges of pasta on a bench 225×160]',
        'Bridges from pasta.',
        `[The winning bridge holding a bottle ${round(COLUMN)}×${round(COLUMN / 2)}]`,
        'It held 1.5 kg.',
        // Not enlarged past its own pixels (it would only blur), and passed over by screen readers: it has no alternative text.
        '[decoration 200×100]',
        'See you next year.',
        'Page 1 of 1',
      ]);
      expect(pdfDrawnImages(pdf).every(({ x }) => x === 50)).toBe(true);
    });

    it('caps the height of a tall picture, keeping its aspect', async () => {
      const pdf = await issueWith([{ title: 'Portrait', date: null, image: null, content: [{ data: await jpeg(800, 1600), alt: 'The captain' }] }]);
      expect(pdfDrawnImages(pdf).map(({ width, height }) => [width, height])).toEqual([[170, 340]]);
    });

    it('never cuts a picture at a page break, and never leaves a title at the foot of a page without the picture that opens its text', async () => {
      const sentence = 'Students in Year 9 spent the week building bridges from pasta and glue. ';
      const photo = await jpeg(1600, 1000);
      for (let paragraphs = 1; paragraphs <= 24; paragraphs += 1) {
        const pdf = await issueWith([
          { title: 'Science week', date: null, image: null, content: [...Array.from({ length: paragraphs }, (_, n) => sentence.repeat(1 + (n % 4))), { data: photo, alt: 'The bridge' }, 'The end.'] },
          { title: 'Athletics carnival', date: null, image: null, content: [{ data: photo, alt: 'The relay' }, 'Results are in the portal.'] },
        ]);
        const content = pdfContent(pdf);
        for (const image of pdfDrawnImages(pdf)) expect(image.top + image.height, `${paragraphs} paragraphs: ${image.alt}`).toBeLessThanOrEqual(PAGE_BOTTOM + 0.01);
        const title = content.findIndex((item) => item.kind === 'text' && item.text === 'Athletics carnival');
        expect(content[title + 1], `${paragraphs} paragraphs`).toMatchObject({ kind: 'image', alt: 'The relay', page: content[title]!.page });
      }
    }, 30_000);

    it('leaves out a picture pdfkit cannot read, and draws the rest of the issue', async () => {
      const pdf = await issueWith([{ title: 'Science week', date: null, image: { data: Buffer.from('not a picture'), alt: 'Broken' }, content: ['Before', { data: Buffer.from('\x89PNG but not really'), alt: 'Broken too' }, 'After'] }]);
      expect(pdfDrawnImages(pdf)).toEqual([]);
      expect(pdfTextLines(pdf).map(({ text }) => text).slice(-4)).toEqual(['Science week', 'Before', 'After', 'Page 1 of 1']);
    });
  });
});
