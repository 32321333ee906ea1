import type { ReactNode } from 'react';
import './list-row.css';

/** Rows of a short list inside a card or section (key dates, waiting items): one line each, divided. */
export function RowList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="row-list" aria-label={label}>
      {children}
    </ul>
  );
}

type ListRowProps = {
  /** What the row is known by at a glance, first in reading order (a date, an icon). */
  leading?: ReactNode;
  children: ReactNode;
  /** An action or a status at the row's end (a button, a badge). */
  trailing?: ReactNode;
};

/** One row: its leading part, what it says, and an action or status at its end; it wraps on a narrow phone rather than scroll. */
export function ListRow({ leading, children, trailing }: ListRowProps) {
  return (
    <li className="list-row">
      {leading ? <span className="list-row__leading">{leading}</span> : null}
      <span className="list-row__main">{children}</span>
      {trailing ? <span className="list-row__trailing">{trailing}</span> : null}
    </li>
  );
}
