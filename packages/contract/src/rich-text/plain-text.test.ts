import { describe, expect, it } from 'vitest';
import { htmlToParagraphs, htmlToParagraphsAndImages } from './plain-text.ts';

describe('htmlToParagraphs', () => {
  it('reads blocks, breaks and entities as paragraphs, and frames and scripts as nothing', () => {
    expect(htmlToParagraphs('<h2>Dates</h2><p>Bring a hat &amp; water<br>Gates open 8&nbsp;am</p><iframe src="x">map</iframe><script>x()</script><p>&#8220;Go&#x201d;</p>')).toEqual([
      'Dates',
      'Bring a hat & water',
      'Gates open 8 am',
      '“Go”',
    ]);
  });

  it('marks the items of a bulleted list with bullets', () => {
    expect(htmlToParagraphs('<ul><li>Hat</li><li>Towel</li></ul>')).toEqual(['• Hat', '• Towel']);
  });

  it('numbers the items of a numbered list', () => {
    expect(htmlToParagraphs('<ol><li>Arrive</li><li>Sign <b>in</b></li></ol><ol><li>Again</li></ol>')).toEqual(['1. Arrive', '2. Sign in', '1. Again']);
  });

  it('indents nested lists under their item, each with its own markers', () => {
    expect(htmlToParagraphs('<ul><li>Bring<ol><li>Hat</li><li>Towel<br>blue</li></ol></li><li>Wear</li></ul>')).toEqual([
      '• Bring',
      '   1. Hat',
      '   2. Towel',
      '      blue',
      '• Wear',
    ]);
  });

  it("reads Quill's own list form the same way", () => {
    expect(htmlToParagraphs('<ol><li data-list="bullet">Bring</li><li data-list="ordered" class="ql-indent-1">Hat</li></ol>')).toEqual(['• Bring', '   1. Hat']);
  });

  it('ends a caption with its figure, so it is not run into the next paragraph', () => {
    expect(htmlToParagraphs('<figure><img src="/uploads/a.jpg"><figcaption>The choir</figcaption></figure><p>Next</p>')).toEqual(['The choir', 'Next']);
  });
});

describe('htmlToParagraphsAndImages', () => {
  it('puts each picture where it stands among the paragraphs, with its alternative text decoded', () => {
    expect(
      htmlToParagraphsAndImages('<h2>Choir</h2><p>Before <img src="/uploads/choir.jpg" alt="The choir &amp; band"> after</p><p><img alt="" src=\'https://cdn.example/a.png\'></p><p>End</p>'),
    ).toEqual(['Choir', 'Before', { src: '/uploads/choir.jpg', alt: 'The choir & band' }, 'after', { src: 'https://cdn.example/a.png', alt: '' }, 'End']);
  });

  it('leaves out a picture with no address, and keeps a list item going after its picture at its indent', () => {
    expect(htmlToParagraphsAndImages('<ul><li>Hat<img src="/uploads/hat.png">blue</li></ul><p><img alt="nothing"></p>')).toEqual(['• Hat', { src: '/uploads/hat.png', alt: '' }, '  blue']);
  });
});
