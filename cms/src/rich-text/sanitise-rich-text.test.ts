import { describe, expect, it } from 'vitest';
import { sanitiseRichText, sanitiseRichTextFields } from './sanitise-rich-text';

describe('sanitiseRichText', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const dirty = '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x.png" onerror="steal()">';
    expect(sanitiseRichText(dirty)).toBe('<p>Hi</p><a>x</a><img src="x.png" />');
  });

  it("keeps the editor's formats, styles it knows and shared-drive frames", () => {
    const html =
      '<h2 class="content-title">Title</h2><p style="color:#C41425;text-decoration:none">Red link text</p>' +
      '<iframe src="https://drive.google.com/embeddedfolderview?id=abc#list" width="100%" height="600"></iframe>';
    expect(sanitiseRichText(html)).toBe(html);
  });

  it('drops frames from other sites and styles that could hide content over the page', () => {
    expect(sanitiseRichText('<iframe src="https://evil.example/x"></iframe>')).toBe('');
    expect(sanitiseRichText('<div style="position:fixed;top:0">x</div>')).toBe('<div>x</div>');
  });

  it('makes new-tab links unable to reach back into the portal', () => {
    expect(sanitiseRichText('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('sanitiseRichTextFields', () => {
  it('cleans only the rich-text fields of the content type being written', () => {
    const data = { title: '<b>kept as typed</b>', content_html: '<p>ok</p><script>x</script>' };
    sanitiseRichTextFields('api::post.post', data);
    expect(data).toEqual({ title: '<b>kept as typed</b>', content_html: '<p>ok</p>' });
  });
});
