// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { richTextAllowList } from './allow-list.ts';
import { sanitiseRichText } from './sanitise.ts';

const SANDBOX = richTextAllowList.frameSandbox;

/**
 * What a browser builds from the markup (jsdom's parser follows the HTML standard), and from
 * that tree serialised and parsed once more: mutation XSS is markup that turns harmful only
 * on the second parse, which is why it gets past sanitisers that parse differently.
 */
function asBrowserParsesIt(html: string) {
  const first = document.createElement('template');
  first.innerHTML = html;
  const second = document.createElement('template');
  second.innerHTML = first.innerHTML;
  const elements = [first, second].flatMap((template) => [...template.content.querySelectorAll('*')]);
  return {
    tags: [...new Set(elements.map((element) => element.localName))],
    eventHandlers: elements.flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on'))),
  };
}

describe('sanitiseRichText', () => {
  it("keeps the editor's formats as Quill 2 writes them", () => {
    const html =
      '<h2 class="ql-align-center">Swimming carnival</h2>' +
      '<p class="ql-indent-2 ql-direction-rtl"><span class="ql-size-large ql-font-serif" style="color:rgb(230, 0, 0)">Bring a hat</span></p>' +
      '<ul><li>Towel</li></ul>' +
      '<div class="ql-code-block-container"><div class="ql-code-block">9:00 start</div></div>';
    expect(sanitiseRichText(html)).toBe(html);
  });

  describe('lists', () => {
    const item = (kind: string, text: string, indent = 0) =>
      `<li data-list="${kind}"${indent ? ` class="ql-indent-${indent}"` : ''}><span class="ql-ui" contenteditable="false"></span>${text}</li>`;

    it('stores a bulleted list a client sends in Quill\'s form as <ul>, with no data-list or marker span left', () => {
      expect(sanitiseRichText(`<ol>${item('bullet', 'Hat')}${item('bullet', 'Towel')}</ol>`)).toBe('<ul><li>Hat</li><li>Towel</li></ul>');
    });

    it('stores a numbered list as <ol>', () => {
      expect(sanitiseRichText(`<ol>${item('ordered', 'Arrive')}${item('ordered', 'Sign in')}</ol>`)).toBe('<ol><li>Arrive</li><li>Sign in</li></ol>');
    });

    it('stores a nested mixed list as lists inside their items', () => {
      expect(sanitiseRichText(`<ol>${item('bullet', 'Bring')}${item('ordered', 'Hat', 1)}${item('ordered', 'Towel', 1)}${item('bullet', 'Wear')}</ol>`)).toBe(
        '<ul><li>Bring<ol><li>Hat</li><li>Towel</li></ol></li><li>Wear</li></ul>',
      );
    });

    it('keeps semantic lists as they are, and drops a data-list or marker span left outside a Quill list', () => {
      const semantic = '<ul><li>a<ol><li>b</li></ol></li></ul><ol start="3"><li>c</li></ol>';
      expect(sanitiseRichText(semantic)).toBe(semantic);
      expect(sanitiseRichText('<p data-list="bullet"><span class="ql-ui">x</span></p>')).toBe('<p><span>x</span></p>');
    });
  });

  it("keeps the portal's own editor formats (reader spec 9): pre, address, division, custom styles and frames", () => {
    const blocks =
      '<pre>9:00 start</pre><address>12 School Road</address><div class="ql-division">Term 1</div>' +
      '<p><span class="ql-style-content-title">Dates</span> <span class="ql-style-anchor-red">Red</span></p>';
    expect(sanitiseRichText(blocks)).toBe(blocks);
    const frame = '<iframe class="ql-frame" src="https://drive.google.com/embeddedfolderview?id=1AbCdEfGhIjKlMnOpQrStUv#list" width="100%" height="180" scrolling="yes" frameborder="1" title="Embedded content"></iframe>';
    expect(sanitiseRichText(frame)).toBe(frame.replace('></iframe>', ` sandbox="${SANDBOX}"></iframe>`));
  });

  it('changes nothing in text it already sanitised, so presenting stored text again keeps what the editor saw', () => {
    const once = sanitiseRichText(
      '<p class="ql-indent-1"><span style="color: rgb(230, 0, 0);">Hat</span> &amp; <a href="https://example.org" target="_blank">towel</a></p>' +
        '<iframe class="ql-video" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen="true"></iframe><img src="/uploads/a.png" alt="">',
    );
    expect(sanitiseRichText(once)).toBe(once);
  });

  it('drops scripts and event handlers, keeping the text around them', () => {
    expect(
      sanitiseRichText('<p onclick="steal()">Hi<script>alert(1)</script></p><img src="/uploads/a.png" onerror="steal()">'),
    ).toBe('<p>Hi</p><img src="/uploads/a.png" />');
  });

  it("keeps only the editor's classes", () => {
    expect(sanitiseRichText('<p class="ql-align-right app-header visually-hidden">x</p>')).toBe(
      '<p class="ql-align-right">x</p>',
    );
    expect(sanitiseRichText('<p class="sign-in-dialog">x</p>')).toBe('<p>x</p>');
  });

  it("drops name and id, which could overwrite the portal's own anchors and globals", () => {
    expect(sanitiseRichText('<a name="config" id="top" href="/notices">x</a><p id="root">y</p>')).toBe(
      '<a href="/notices">x</a><p>y</p>',
    );
  });

  it('drops styles that could lay content over the page', () => {
    expect(sanitiseRichText('<div style="position:fixed;top:0;color:#C41425">x</div>')).toBe(
      '<div style="color:#C41425">x</div>',
    );
  });

  describe('link targets', () => {
    it('gives every new-tab link noopener noreferrer, replacing whatever rel it had', () => {
      expect(sanitiseRichText('<a href="https://example.org" target="_blank" rel="opener">x</a>')).toBe(
        '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
      );
      expect(sanitiseRichText('<a href="https://example.org" target="_BLANK">x</a>')).toBe(
        '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
      );
    });

    it("drops any other target, so a link cannot navigate the portal's frames or a named window", () => {
      expect(sanitiseRichText('<a href="https://example.org" target="_top">x</a>')).toBe('<a href="https://example.org">x</a>');
      expect(sanitiseRichText('<a href="https://example.org" target="portal">x</a>')).toBe('<a href="https://example.org">x</a>');
    });
  });

  describe('link destinations', () => {
    it.each(['https://example.org/newsletter', 'mailto:office@school.example', 'tel:+61255500100', '/notices/swimming-carnival'])(
      'keeps %s',
      (href) => {
        expect(sanitiseRichText(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
      },
    );

    it.each([
      ['javascript:', 'javascript:alert(1)'],
      ['upper-case JAVASCRIPT:', 'JAVASCRIPT:alert(1)'],
      ['javascript: hidden by an encoded tab', 'jav&#x09;ascript:alert(1)'],
      ['javascript: hidden by an encoded newline', 'java&#10;script:alert(1)'],
      ['javascript: after leading spaces', '   javascript:alert(1)'],
      ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
      ['vbscript:', 'vbscript:msgbox(1)'],
      ['http:', 'http://example.org'],
      ['a protocol-relative address', '//evil.example/login'],
      ['a backslash address browsers read as protocol-relative', '/\\evil.example/login'],
      ['a relative path, which means something else on every page', 'login.html'],
    ])('removes %s, keeping the text', (_kind, href) => {
      expect(sanitiseRichText(`<a href="${href}">Read more</a>`)).toBe('<a>Read more</a>');
    });
  });

  describe('images', () => {
    it('keeps https and site images', () => {
      expect(sanitiseRichText('<img src="https://cdn.example.org/a.png" alt="Pool">')).toBe(
        '<img src="https://cdn.example.org/a.png" alt="Pool" />',
      );
      expect(sanitiseRichText('<img src="/uploads/pool.png">')).toBe('<img src="/uploads/pool.png" />');
    });

    it.each([
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://example.org/a.png',
      '//evil.example/a.png',
      'javascript:alert(1)',
    ])('removes an image from %s', (src) => {
      expect(sanitiseRichText(`<p>Before<img src="${src}">after</p>`)).toBe('<p>Beforeafter</p>');
    });
  });

  describe('frames', () => {
    it('sandboxes the players and the shared-drive folder view', () => {
      expect(
        sanitiseRichText(
          '<iframe class="ql-video" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" frameborder="0" allowfullscreen="true"></iframe>',
        ),
      ).toBe(
        `<iframe class="ql-video" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" frameborder="0" allowfullscreen="true" sandbox="${SANDBOX}"></iframe>`,
      );
      expect(sanitiseRichText('<iframe src="https://player.vimeo.com/video/123456"></iframe>')).toBe(
        `<iframe src="https://player.vimeo.com/video/123456" sandbox="${SANDBOX}"></iframe>`,
      );
      expect(
        sanitiseRichText(
          '<iframe src="https://drive.google.com/embeddedfolderview?id=1AbCdEfGhIjKlMnOpQrStUv#list" width="100%" height="600"></iframe>',
        ),
      ).toBe(
        `<iframe src="https://drive.google.com/embeddedfolderview?id=1AbCdEfGhIjKlMnOpQrStUv#list" width="100%" height="600" sandbox="${SANDBOX}"></iframe>`,
      );
    });

    it.each([
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['https://vimeo.com/123456', 'https://player.vimeo.com/video/123456'],
    ])('shows the frame of %s as its player', (src, player) => {
      expect(sanitiseRichText(`<iframe class="ql-video" src="${src}"></iframe>`)).toBe(`<iframe class="ql-video" src="${player}" sandbox="${SANDBOX}"></iframe>`);
    });

    it('replaces a sandbox the author loosened, and drops allow and srcdoc', () => {
      expect(
        sanitiseRichText(
          '<iframe src="https://player.vimeo.com/video/1" sandbox="allow-top-navigation allow-forms" allow="camera; microphone" srcdoc="<script>alert(1)</script>"></iframe>',
        ),
      ).toBe(`<iframe src="https://player.vimeo.com/video/1" sandbox="${SANDBOX}"></iframe>`);
    });

    it.each([
      'https://evil.example/embed',
      'https://www.youtube.com.evil.example/embed',
      'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
      'http://www.youtube.com/embed/abc',
      // Allowed hosts, but not a player or a folder view.
      'https://www.youtube-nocookie.com/embed/abc',
      'https://www.youtube-nocookie.com/',
      'https://player.vimeo.com/api/player.js',
      'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUv/preview',
      'https://docs.google.com/forms/d/e/1FAIpQLSf/viewform?embedded=true',
      '//www.youtube.com/embed/abc',
      '/embed/abc',
      'javascript:alert(1)',
    ])('removes a frame from %s', (src) => {
      expect(sanitiseRichText(`<p>a</p><iframe src="${src}"></iframe><p>b</p>`)).toBe('<p>a</p><p>b</p>');
    });

    it('removes a frame with only srcdoc', () => {
      expect(sanitiseRichText('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
    });
  });

  describe('mutation XSS', () => {
    it.each([
      ['math, mtext, table and mglyph', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
      ['svg holding a paragraph and a style', '<svg><p><style><img src=x onerror=alert(1)>'],
      ['noscript closed inside an attribute', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
      ['nested forms inside math', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
      ['svg style in a foreign element', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
      ['template content', '<template><img src=x onerror=alert(1)></template>'],
      ['a comment closing early', '<!--<img src="--><img src=x onerror=alert(1)//">'],
    ])('%s leaves nothing a browser would run', (_kind, payload) => {
      const parsed = asBrowserParsesIt(sanitiseRichText(payload));
      expect(parsed.eventHandlers).toEqual([]);
      expect(parsed.tags.every((tag) => (richTextAllowList.tags as readonly string[]).includes(tag))).toBe(true);
    });

    it('would be caught by this check if the sanitiser let them through', () => {
      expect(asBrowserParsesIt('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>').eventHandlers).toEqual([
        'onerror',
      ]);
      expect(
        asBrowserParsesIt('<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>').eventHandlers,
      ).toEqual(['onerror']);
    });

    it('keeps no foreign-content or raw-text element at all', () => {
      expect(sanitiseRichText('<svg><p>a</p></svg><math><mi>b</mi></math><style>p{}</style><noscript>c</noscript>')).toBe(
        '<p>a</p>bc',
      );
    });
  });
});
