import type { ReactNode } from 'react';
import './stacked-table.css';

export type StackedTableRow = {
  key: string;
  /** The row's name: its header cell, the title of its card when stacked. */
  name: ReactNode;
  cells: ReactNode[];
};

type StackedTableProps = {
  caption: string;
  /** Shown above the table, or only to screen readers (most tables have a heading above them). */
  captionHidden?: boolean;
  /** The columns' names: the first is the row names' column. */
  columns: string[];
  rows: StackedTableRow[];
  className?: string;
};

/**
 * A table that fits a phone (WCAG 1.4.10, no sideways scrolling at 320 CSS px): where its box is
 * narrower than about 36rem each row becomes a card, its name as the title and each cell on a
 * line of its own after its column's name. The column names in the cells are only for eyes
 * (screen readers name the column from the header). The ARIA roles repeat what the elements
 * are because Safari drops a table's semantics once its display changes.
 */
export function StackedTable({ caption, captionHidden = false, columns, rows, className }: StackedTableProps) {
  const [rowsAre, ...cellColumns] = columns;
  return (
    <div className={className ? `stacked-table ${className}` : 'stacked-table'}>
      <table role="table">
        <caption className={captionHidden ? 'visually-hidden' : 'stacked-table__caption'}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              {rowsAre}
            </th>
            {cellColumns.map((column) => (
              <th role="columnheader" scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr role="row" key={row.key}>
              <th role="rowheader" scope="row">
                {row.name}
              </th>
              {row.cells.map((cell, index) => (
                <td role="cell" key={cellColumns[index] ?? index}>
                  <span className="stacked-table__label" aria-hidden="true">
                    {cellColumns[index]}
                  </span>
                  <span className="stacked-table__value">{cell}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
