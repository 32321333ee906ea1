import type { ReactNode } from 'react';
import { SkipLink } from './skip-link.tsx';
import './app-frame.css';

/**
 * The chrome before sign-in has finished (and on public pages): the header as the signed-in
 * chrome draws it, with the text mark and an empty bar of the same height, and the main
 * area. index.html paints the same markup before any script runs, so neither the first
 * script nor the signed-in chrome moves anything on the page.
 */
export function AppFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="app">
      <SkipLink />
      <header className="site-header">
        <div className="site-header__brand">
          <span className="site-header__home">
            <span className="site-header__mark" aria-hidden="true">
              SP
            </span>
            <span className="site-header__title">{title}</span>
          </span>
        </div>
        <div className="site-header__bar" />
      </header>
      <main id="main" tabIndex={-1} className="main">
        {children}
      </main>
    </div>
  );
}
