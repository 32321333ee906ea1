import { Typography } from '@strapi/design-system';
import { FIELDS_WITH_CHOICE_LABELS, choiceLabel } from '../../admin-panel/content-manager-views';

type Row = Record<string, unknown>;
/** The third argument is the list's own (Strapi 5's ListViewPage passes it; its Table type leaves it out). */
type CellFormatter = (row: Row, header: Header, context?: { model?: string }) => unknown;
type Header = { name: string; attribute?: { type: string }; cellFormatter?: CellFormatter };

/** A stored choice in the words of the type's view (content-manager/<type>.json, `choiceLabels`); anything else as stored, nothing as a dash. */
export function choiceCellText(model: string | undefined, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  const words = model ? choiceLabel(model, field, value) : undefined;
  return words ?? String(value);
}

/**
 * The content manager's list hook: a stored choice in words, so that the post list's Kind reads
 * "Principal's message" rather than principal, and a campus "Sydney". The hook is not told the
 * list's type, so every enumeration column (and every column some view puts in words) gets the
 * formatter, which the list calls with its type.
 */
export function readableListChoices<T extends { displayedHeaders: Header[] }>(args: T): T {
  return {
    ...args,
    displayedHeaders: args.displayedHeaders.map((header) =>
      header.attribute?.type === 'enumeration' || FIELDS_WITH_CHOICE_LABELS.has(header.name)
        ? {
            ...header,
            cellFormatter: (row: Row, _header: Header, context?: { model?: string }) => (
              <Typography textColor="neutral800">{choiceCellText(context?.model, header.name, row[header.name])}</Typography>
            ),
          }
        : header,
    ),
  };
}
