import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandedAppShell } from './app-shell.ts';

/** The PWA's index.html as its build copies it (Vite adds its scripts and styles, not markup). */
const shell = readFileSync(new URL('../../../pwa/index.html', import.meta.url), 'utf8');

/** The brand row of a page, as a browser would parse it. */
function bandOf(html: string): string {
  return /<div class="site-header__band">[\s\S]*?<\/div>\s*<\/div>/.exec(html)?.[0].replace(/\s+/g, ' ') ?? '';
}

describe("the app shell with the school's header", () => {
  it('draws the background image across the brand row, first to load, with the title kept for screen readers, and the ribbon logo in place of the mark', () => {
    const band = bandOf(
      brandedAppShell(shell, {
        background_image: '/school/header-background-sydney.svg',
        ribbon_logo: '/school/ribbon-logo-sydney.svg',
      }),
    );
    expect(band).toContain(
      '<div class="site-header__band"><img class="site-header__background" src="/school/header-background-sydney.svg" alt="" fetchpriority="high" />',
    );
    expect(band).toContain('<img class="site-header__logo" src="/school/ribbon-logo-sydney.svg" alt="" />');
    expect(band).toContain('<span class="visually-hidden">School Portal</span>');
    expect(band).not.toContain('site-header__mark');
  });

  it('keeps the title beside the logo when the school has no background image, and the page as built without images', () => {
    const logoOnly = bandOf(brandedAppShell(shell, { background_image: null, ribbon_logo: '/uploads/logo.png' }));
    expect(logoOnly).toContain('<span class="site-header__title">School Portal</span>');
    expect(logoOnly).not.toContain('site-header__background');
    expect(brandedAppShell(shell, { background_image: null, ribbon_logo: null })).toBe(shell);
  });

  it('writes an address as an attribute value only, whatever it holds', () => {
    const band = bandOf(brandedAppShell(shell, { background_image: '/x.svg"><script>alert(1)</script>', ribbon_logo: null }));
    expect(band).toContain('src="/x.svg&quot;>&lt;script>alert(1)&lt;/script>"');
    expect(band).not.toContain('<script>');
  });

  it('answers a page without the pieces it replaces (a changed index.html) as it is, rather than half drawn', () => {
    const changed = shell.replace('<span class="site-header__mark" aria-hidden="true">SP</span>', '');
    expect(brandedAppShell(changed, { background_image: '/b.svg', ribbon_logo: '/l.svg' })).toBe(changed);
  });
});
