import type { ReactNode } from 'react';
import './screen.css';

/** A screen's own heading and content: every screen has exactly one h1. */
export function Screen({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 className="page-title" id="screen-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
