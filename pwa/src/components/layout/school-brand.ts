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
