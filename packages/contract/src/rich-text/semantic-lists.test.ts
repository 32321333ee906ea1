import { describe, expect, it } from 'vitest';
import { semanticLists } from './semantic-lists.ts';

/** An item as Quill 2 writes it in its editing area: its kind, its depth, its marker span. */
const quillItem = (kind: string, text: string, indent = 0) =>
  `<li data-list="${kind}"${indent > 0 ? ` class="ql-indent-${indent}"` : ''}><span class="ql-ui" contenteditable="false"></span>${text}</li>`;

describe('semanticLists', () => {
  it('turns a bulleted list into <ul>', () => {
    expect(semanticLists(`<ol>${quillItem('bullet', 'Hat')}${quillItem('bullet', 'Towel')}</ol>`)).toBe('<ul><li>Hat</li><li>Towel</li></ul>');
  });

  it('keeps a numbered list as <ol>', () => {
    expect(semanticLists(`<ol>${quillItem('ordered', 'Arrive')}${quillItem('ordered', 'Sign in')}</ol>`)).toBe('<ol><li>Arrive</li><li>Sign in</li></ol>');
  });

  it('nests deeper items inside the item before them, each level its own kind', () => {
    const quill = `<ol>${quillItem('bullet', 'Bring')}${quillItem('ordered', 'Hat', 1)}${quillItem('ordered', 'Towel', 1)}${quillItem('bullet', 'Blue', 2)}${quillItem('bullet', 'Wear')}</ol>`;
    expect(semanticLists(quill)).toBe('<ul><li>Bring<ol><li>Hat</li><li>Towel<ul><li>Blue</li></ul></li></ol></li><li>Wear</li></ul>');
  });

  it('closes one list and opens the other when the kind changes at one level', () => {
    expect(semanticLists(`<ol>${quillItem('bullet', 'a')}${quillItem('ordered', 'b')}${quillItem('bullet', 'c', 1)}${quillItem('ordered', 'd', 1)}</ol>`)).toBe(
      '<ul><li>a</li></ul><ol><li>b<ul><li>c</li></ul><ol><li>d</li></ol></li></ol>',
    );
  });

  it('gives a level skipped on the way down an item of its own', () => {
    expect(semanticLists(`<ol>${quillItem('bullet', 'a')}${quillItem('bullet', 'b', 2)}</ol>`)).toBe('<ul><li>a<ul><li><ul><li>b</li></ul></li></ul></li></ul>');
  });

  it("keeps an item's alignment and its formatted text, and what is around the list as it was", () => {
    const around = '<h2 class="ql-align-center">Dates</h2><p>See <a href="https://x.example" target="_blank">x</a></p>';
    const quill = `${around}<ol><li data-list="ordered" class="ql-align-center ql-indent-1"><span class="ql-ui" contenteditable="false"></span><strong>Bold</strong> &amp; <a href="/notices">link</a></li></ol><img src="/uploads/a.png">`;
    expect(semanticLists(quill)).toBe(`${around}<ol><li><ol><li class="ql-align-center"><strong>Bold</strong> &amp; <a href="/notices">link</a></li></ol></li></ol><img src="/uploads/a.png">`);
  });

  it('leaves semantic lists, and text without lists, exactly as they are, so converting twice changes nothing', () => {
    const semantic = '<ul><li>a<ol><li>b</li></ol></li></ul><p>c</p><iframe class="ql-video" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>';
    expect(semanticLists(semantic)).toBe(semantic);
    const once = semanticLists(`<ol>${quillItem('bullet', 'a')}${quillItem('ordered', 'b', 1)}</ol>`);
    expect(semanticLists(once)).toBe(once);
  });

  it('reads attribute values holding ">" and text that only looks like markup', () => {
    expect(semanticLists(`<p title="a > b">data-list</p><ol><li data-list="bullet" title="x > y">1 &lt; 2</li></ol>`)).toBe(
      '<p title="a > b">data-list</p><ul><li title="x > y">1 &lt; 2</li></ul>',
    );
  });

  it('copes with what a client may send: items left open, a list never closed, stray end tags', () => {
    expect(semanticLists('<ol><li data-list="bullet">a<li data-list="ordered">b</ol></li>')).toBe('<ul><li>a</li></ul><ol><li>b</li></ol></li>');
    expect(semanticLists('<ol><li data-list="bullet">a')).toBe('<ul><li>a</li></ul>');
    expect(semanticLists('<ol><li data-list="bullet">a</li></ol><p title="never closes')).toBe('<ul><li>a</li></ul><p title="never closes');
    const deep = `<ol><li data-list="bullet">${'<b>'.repeat(5_000)}x</li></ol>`;
    expect(semanticLists(deep)).toBe(`<ul><li>${'<b>'.repeat(5_000)}x</li></ul>`);
  });

  it('answers at once for long or deeply nested input', () => {
    const many = `<ol>${Array.from({ length: 5_000 }, (_, index) => quillItem(index % 2 ? 'bullet' : 'ordered', `item ${index}`, index % 3)).join('')}</ol>`;
    const started = performance.now();
    semanticLists(many);
    semanticLists(`<ol><li data-list="bullet" title="${'<a x="'.repeat(20_000)}`);
    semanticLists(`<ol><li data-list="bullet">${'<b>'.repeat(20_000)}`);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
