/**
 * What the chrome shows of the school (settings' ribbon logo, background image and header
 * colour), remembered on this device so that pages shown without sign-in, such as the page
 * sign-out ends on, look like the school's. It says nothing about any person, so it stays
 * after sign-out, also on a shared computer.
 */
export type SchoolBrand = { logoUrl: string | null; backgroundUrl: string | null; colour: string | null };

const STORAGE_KEY = 'portal.schoolBrand';

export function rememberSchoolBrand(brand: SchoolBrand): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(brand));
  } catch {
    // Storage blocked: the signed-out page shows the portal's own mark.
  }
}

export function rememberedSchoolBrand(): SchoolBrand | null {
  try {
    const brand = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<SchoolBrand> | null;
    if (!brand || typeof brand !== 'object') return null;
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    return { logoUrl: text(brand.logoUrl), backgroundUrl: text(brand.backgroundUrl), colour: text(brand.colour) };
  } catch {
    return null;
  }
}

/**
 * Draws the remembered school's background image and ribbon logo into the chrome that
 * index.html paints before any script runs, so a returning visit shows its school from the
 * first moments rather than the portal's mark until the app has downloaded and run (a second
 * or more on a phone's slow network). The markup is BrandRow's (brand-row.tsx), which the app
 * then draws from the school's current settings in its place; the images are loaded by then.
 */
export function prepaintSchoolBrand(root: ParentNode = document): void {
  const brand = rememberedSchoolBrand();
  const band = root.querySelector('.site-header__band');
  if (!brand || !band) return;
  const image = (className: string, src: string) => {
    const element = document.createElement('img');
    element.className = className;
    element.src = src;
    element.alt = '';
    return element;
  };
  if (brand.backgroundUrl) {
    band.prepend(image('site-header__background', brand.backgroundUrl));
    band.querySelector('.site-header__title')?.setAttribute('class', 'visually-hidden');
  }
  if (brand.logoUrl) band.querySelector('.site-header__mark')?.replaceWith(image('site-header__logo', brand.logoUrl));
}
