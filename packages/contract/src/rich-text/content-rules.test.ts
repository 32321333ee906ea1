import { describe, expect, it } from 'vitest';
import { applyContentRules, embeddableFolderUrl } from './content-rules.ts';
import { sanitiseRichText } from './sanitise.ts';

const options = { internalHosts: ['portal.school.example', 'places.school.example'], mediaHosts: ['media.school.example'] };
const RED = 'color: #C41425; text-decoration: none';

describe('applyContentRules: links', () => {
  it('opens links to other sites in a new tab, with no handle back to the portal', () => {
    expect(applyContentRules('<p><a href="https://news.example.org/story">story</a></p>', options)).toBe(
      `<p><a href="https://news.example.org/story" target="_blank" rel="noopener noreferrer" style="${RED}">story</a></p>`,
    );
  });

  it('keeps internal routes and the places site in the same tab', () => {
    expect(applyContentRules('<a href="/notices">n</a><a href="https://places.school.example/p/x">p</a><a href="#top">t</a>', options)).toBe(
      `<a href="/notices" style="${RED}">n</a><a href="https://places.school.example/p/x" style="${RED}">p</a><a href="#top" style="${RED}">t</a>`,
    );
  });

  it('replaces a target and rel the editor wrote, and keeps a style of its own', () => {
    expect(applyContentRules(`<a target="_self" rel="opener" href='https://x.example/?a=1&amp;b=2' style="color: blue">x</a>`, options)).toBe(
      '<a target="_blank" rel="noopener noreferrer" href="https://x.example/?a=1&amp;b=2" style="color: blue">x</a>',
    );
  });

  it('gives mail and phone links the colour but no new tab', () => {
    expect(applyContentRules('<a href="mailto:office@school.example">mail</a>', options)).toBe(`<a href="mailto:office@school.example" style="${RED}">mail</a>`);
  });

  it('reads attributes whose quoted values hold ">" and leaves other tags alone', () => {
    const html = '<p title="a > b"><a title="x > y" href="https://x.example">x</a><abbr>A</abbr></p>';
    expect(applyContentRules(html, options)).toBe(
      `<p title="a > b"><a title="x &gt; y" href="https://x.example" target="_blank" rel="noopener noreferrer" style="${RED}">x</a><abbr>A</abbr></p>`,
    );
  });
});

describe('applyContentRules: malformed tags', () => {
  it('answers at once for a long tag that never closes', () => {
    const html = `<a ${'x'.repeat(50_000)}'`;
    const started = performance.now();
    expect(applyContentRules(html, options)).toBe(html);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('applyContentRules: shared-drive folders', () => {
  const id = '1AbCdEfGhIjKlMnOpQrStUv';

  it('turns a folder link in a frame into the embeddable folder view, list by default', () => {
    expect(applyContentRules(`<iframe src="https://drive.google.com/drive/folders/${id}?usp=sharing"></iframe>`, options)).toBe(
      `<iframe src="https://drive.google.com/embeddedfolderview?id=${id}#list"></iframe>`,
    );
  });

  it('uses the view asked for, or the one an embed already has', () => {
    expect(applyContentRules(`<iframe src="https://drive.google.com/open?id=${id}"></iframe>`, { ...options, folderView: 'grid' })).toBe(
      `<iframe src="https://drive.google.com/embeddedfolderview?id=${id}#grid"></iframe>`,
    );
    expect(embeddableFolderUrl(`https://drive.google.com/embeddedfolderview?id=${id}#grid`)).toBe(`https://drive.google.com/embeddedfolderview?id=${id}#grid`);
  });

  it('takes the longest path segment as the id when there is no id parameter', () => {
    expect(embeddableFolderUrl(`https://drive.google.com/drive/u/0/folders/${id}`)).toBe(`https://drive.google.com/embeddedfolderview?id=${id}#list`);
  });

  it('turns a YouTube or Vimeo page link in a frame into its player (reader spec 7)', () => {
    expect(applyContentRules('<iframe class="ql-video" src="https://youtu.be/dQw4w9WgXcQ"></iframe>', options)).toBe(
      '<iframe class="ql-video" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
    );
    expect(applyContentRules('<iframe src="https://vimeo.com/123456"></iframe>', options)).toBe('<iframe src="https://player.vimeo.com/video/123456"></iframe>');
  });

  it('leaves other frames and drive files alone', () => {
    const video = '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>';
    expect(applyContentRules(video, options)).toBe(video);
    const other = '<iframe src="https://example.org/embed/1"></iframe>';
    expect(applyContentRules(other, options)).toBe(other);
    expect(embeddableFolderUrl('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view')).toBeNull();
  });
});

describe('applyContentRules: images', () => {
  it("reduces the portal's and the media store's images to their stored file name", () => {
    expect(applyContentRules('<img src="https://media.school.example/uploads/hero_ab12.jpg?X-Amz-Signature=abc" alt="Hero">', options)).toBe(
      '<img src="/uploads/hero_ab12.jpg" alt="Hero">',
    );
    expect(applyContentRules('<img src="/uploads/small_hero_ab12.jpg#x"/>', options)).toBe('<img src="/uploads/small_hero_ab12.jpg" />');
  });

  it('leaves images from other sites as they are', () => {
    const html = '<img src="https://images.example.org/a.png">';
    expect(applyContentRules(html, options)).toBe(html);
  });
});

describe('applyContentRules then the sanitiser', () => {
  it('keeps what the rules wrote, so the stored text is what the editor saw', () => {
    const ruled = applyContentRules(
      '<p><a href="https://x.example">x</a><img src="https://portal.school.example/uploads/a.jpg"></p><iframe src="https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOpQrStUv"></iframe>',
      options,
    );
    expect(sanitiseRichText(ruled)).toBe(
      '<p><a style="color:#C41425;text-decoration:none" href="https://x.example" target="_blank" rel="noopener noreferrer">x</a><img src="/uploads/a.jpg" /></p>' +
        '<iframe src="https://drive.google.com/embeddedfolderview?id=1AbCdEfGhIjKlMnOpQrStUv#list" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"></iframe>',
    );
  });
});
