import { describe, expect, it } from 'vitest';
import { isSafeImageSource, isSafeLink, richTextFrameOrigins } from './allow-list.ts';

describe('isSafeLink', () => {
  it.each([
    'https://example.org/a?b=c#d',
    'HTTPS://EXAMPLE.ORG',
    'mailto:office@school.example',
    'tel:+61255500100',
    '/notices',
    '/',
    ' /calendar ',
  ])('allows %j', (href) => {
    expect(isSafeLink(href)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'jav\tascript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://example.org',
    'ftp://example.org',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'notices',
    '#top',
    '',
  ])('refuses %j', (href) => {
    expect(isSafeLink(href)).toBe(false);
  });
});

describe('isSafeImageSource', () => {
  it('allows https and site paths only', () => {
    expect(isSafeImageSource('https://cdn.example.org/a.png')).toBe(true);
    expect(isSafeImageSource('/uploads/a.png')).toBe(true);
    expect(isSafeImageSource('data:image/png;base64,iVBORw0KGgo=')).toBe(false);
    expect(isSafeImageSource('http://example.org/a.png')).toBe(false);
    expect(isSafeImageSource('mailto:a@example.org')).toBe(false);
  });
});

describe('richTextFrameOrigins', () => {
  it('lists exactly the players and the shared-drive view as https origins, for frame-src', () => {
    expect([...richTextFrameOrigins].sort()).toEqual(['https://drive.google.com', 'https://player.vimeo.com', 'https://www.youtube-nocookie.com']);
  });
});
