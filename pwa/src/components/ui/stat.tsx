import type { ReactNode } from 'react';
import './stat.css';

type StatProps = {
  /** The figure, formatted for reading ('1,204', '93%'). */
  value: ReactNode;
  label: string;
  /** What the figure counts, in plain words. */
  hint?: ReactNode;
  /** A figure that is good or needs attention says so in colour as well as in its words. */
  tone?: 'good' | 'attention';
};

/** A figure at a glance: the number large, what it is under it, and a line saying what it counts. */
export function Stat({ value, label, hint, tone }: StatProps) {
  return (
    <div className={`stat${tone ? ` stat--${tone}` : ''}`}>
      <p className="stat__value">{value}</p>
      <p className="stat__label">{label}</p>
      {hint ? <p className="stat__hint">{hint}</p> : null}
    </div>
  );
}

/** Stats side by side, as many a row as fit. */
export function StatGroup({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="stat-group" aria-label={label}>
      {Array.isArray(children) ? children.map((child, index) => <li key={index}>{child}</li>) : <li>{children}</li>}
    </ul>
  );
}
