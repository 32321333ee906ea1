import type { SettingsRecord } from '@portal/contract';

/** What the app shell shows of the school before any script runs: settings' banner images. */
export type ShellBrand = SettingsRecord['banner_images'];

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The pieces of the PWA's index.html (pwa/index.html) that the school's images take the place of. */
export const SHELL_ANCHORS = {
  band: '<div class="site-header__band">',
  mark: '<span class="site-header__mark" aria-hidden="true">SP</span>',
  title: '<span class="site-header__title">',
} as const;

/**
 * The PWA's index.html with the school's header drawn as the app draws it (BrandRow, pwa's
 * components/layout/brand-row.tsx): the background image across the brand row in place of the
 * title, which stays for screen readers, and the ribbon logo in place of the text mark. The page
 * then shows the school from its first paint, where the app would draw it only once its code had
 * downloaded and asked for the settings (a second or more on a phone's network); the app then
 * draws the same markup in its place. Without images, or if the page no longer has the pieces
 * (a changed index.html), the page is answered as built.
 */
export function brandedAppShell(html: string, { ribbon_logo: logo, background_image: background }: ShellBrand): string {
  if (!Object.values(SHELL_ANCHORS).every((anchor) => html.includes(anchor))) return html;
  let branded = html;
  if (background) {
    branded = branded
      .replace(
        SHELL_ANCHORS.band,
        `${SHELL_ANCHORS.band}<img class="site-header__background" src="${escapeAttribute(background)}" alt="" fetchpriority="high" />`,
      )
      .replace(SHELL_ANCHORS.title, '<span class="visually-hidden">');
  }
  if (logo)
    branded = branded.replace(SHELL_ANCHORS.mark, `<img class="site-header__logo" src="${escapeAttribute(logo)}" alt="" />`);
  return branded;
}
