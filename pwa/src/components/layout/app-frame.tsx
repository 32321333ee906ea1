import type { ReactNode } from 'react';
import { BrandRow } from './brand-row.tsx';
import { SkipLink } from './skip-link.tsx';
import './app-frame.css';

/**
 * The chrome before sign-in has finished and on public pages: the header as the signed-in
 * chrome draws it, with an empty bar of the same height, and the main area. index.html paints
 * the same markup (with the text mark) before any script runs, so neither the first script nor
 * the signed-in chrome moves anything on the page.
 */
export function AppFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="app">
      <SkipLink />
      <div className="top-chrome">
        <header className="site-header">
          <BrandRow title={title} logoUrl={null} />
          <div className="site-header__bar" />
        </header>
      </div>
      <main id="main" tabIndex={-1} className="main">
        {children}
      </main>
    </div>
  );
}
