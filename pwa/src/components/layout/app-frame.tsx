import type { ReactNode } from 'react';
import { BrandRow } from './brand-row.tsx';
import { schoolTheme } from './school-theme.ts';
import type { SchoolBrand } from './school-brand.ts';
import { SkipLink } from './skip-link.tsx';
import './app-frame.css';

/**
 * The chrome before sign-in has finished and on public pages: the header as the signed-in
 * chrome draws it, with an empty bar of the same height, and the main area. index.html paints
 * the same markup (with the text mark) before any script runs, so neither the first script nor
 * the signed-in chrome moves anything on the page. Given the school's brand remembered on this
 * device (the signed-out page), it shows the school's logo, image and colour.
 */
export function AppFrame({ brand, children }: { brand?: SchoolBrand | null; children: ReactNode }) {
  return (
    <div className="app" style={schoolTheme({ header_colour: brand?.colour ?? undefined })}>
      <SkipLink />
      <div className="top-chrome">
        <header className="site-header">
          <BrandRow logoUrl={brand?.logoUrl} backgroundUrl={brand?.backgroundUrl} />
          <div className="site-header__bar" />
        </header>
      </div>
      <main id="main" tabIndex={-1} className="main">
        {children}
      </main>
    </div>
  );
}
