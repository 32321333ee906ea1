import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { prepaintSchoolBrand, rememberSchoolBrand } from './school-brand.ts';

/** The chrome index.html paints before any script runs, as the browser would have it. */
function paintIndexHtml(): HTMLElement {
  const html = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../index.html'), 'utf8');
  const page = new DOMParser().parseFromString(html, 'text/html');
  document.body.replaceChildren(...[...page.body.children].map((node) => document.importNode(node, true)));
  return document.querySelector('.site-header__band')!;
}

afterEach(() => {
  window.localStorage.clear();
  document.body.replaceChildren();
});

describe("the school's look before the app runs", () => {
  it("draws the remembered background and ribbon logo into index.html's chrome, the title kept for screen readers", () => {
    rememberSchoolBrand({
      logoUrl: '/school/ribbon-logo-sydney.svg',
      backgroundUrl: '/school/header-background-sydney.svg',
      colour: '#0b2545',
    });
    const band = paintIndexHtml();
    prepaintSchoolBrand();

    const background = band.querySelector('img.site-header__background');
    expect(background).toHaveAttribute('src', '/school/header-background-sydney.svg');
    expect(background).toHaveAttribute('alt', '');
    expect(band.querySelector('img.site-header__logo')).toHaveAttribute('src', '/school/ribbon-logo-sydney.svg');
    expect(band.querySelector('.site-header__mark')).toBeNull();
    expect(band.querySelector('.visually-hidden')).toHaveTextContent('School Portal');
  });

  it("keeps the portal's mark and title on a device that has not seen the school signed in", () => {
    const band = paintIndexHtml();
    const before = band.innerHTML;
    prepaintSchoolBrand();
    expect(band.innerHTML).toBe(before);
    expect(band.querySelector('.site-header__title')).toHaveTextContent('School Portal');
  });

  it('shows the title beside a remembered logo when the school has no background image', () => {
    rememberSchoolBrand({ logoUrl: '/school/ribbon-logo-sydney.svg', backgroundUrl: null, colour: null });
    const band = paintIndexHtml();
    prepaintSchoolBrand();
    expect(band.querySelector('img.site-header__background')).toBeNull();
    expect(band.querySelector('.site-header__title')).toHaveTextContent('School Portal');
    expect(band.querySelector('img.site-header__logo')).not.toBeNull();
  });
});
