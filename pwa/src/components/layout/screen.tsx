import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header.tsx';
import './screen.css';

/** A screen's own heading and content: every screen has exactly one h1. */
export function Screen({ title, lead, actions, children }: { title: string; lead?: ReactNode; actions?: ReactNode; children?: ReactNode }) {
  return (
    <section className="screen" aria-labelledby="screen-title">
      <PageHeader title={title} lead={lead} actions={actions} />
      {children}
    </section>
  );
}
