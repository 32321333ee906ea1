import type Quill from 'quill';
import { videoPlayerUrl } from '@portal/contract';
import { useCallback, useState } from 'react';
import { BLOCK_FORMATS } from './quill-formats.ts';

/** What the toolbar shows for the text at the cursor: the block format's index in BLOCK_FORMATS, the custom style, bold, italic, underline, the list. */
export type FormatToolbarState = { block: number; style: string; bold: boolean; italic: boolean; underline: boolean; list: string | null };

const NOTHING_CHOSEN: FormatToolbarState = { block: 0, style: '', bold: false, italic: false, underline: false, list: null };

/** The block formats Quill knows apart from the headings, each cleared before another is chosen. */
const BLOCK_NAMES = ['header', 'preformatted', 'address', 'division'] as const;

/** The index in BLOCK_FORMATS of the block format at the cursor (0: a paragraph). */
function blockIndex(formats: Record<string, unknown>): number {
  if (typeof formats.header === 'number') return formats.header;
  if (formats.preformatted) return 7;
  if (formats.address) return 8;
  if (formats.division) return 9;
  return 0;
}

/**
 * The state and actions of the toolbar of named buttons and selects that both editors draw (the
 * portal's, and the CMS panel's rich-text field): read what is at the cursor, apply a format
 * there keeping the focus in the text, choose one block format at a time. Each editor draws the
 * controls in its own look; what they do is this one hook.
 */
export function useFormatToolbar(editor: () => Quill | undefined) {
  const [toolbar, setToolbar] = useState<FormatToolbarState>(NOTHING_CHOSEN);

  // `editor` reads a ref: a new function each render for the same editor, so it is no dependency.
  const readFormats = useCallback(() => {
    const quill = editor();
    const range = quill?.getSelection();
    if (!quill || !range) return;
    const formats = quill.getFormat(range);
    setToolbar({
      block: blockIndex(formats),
      style: typeof formats['custom-style'] === 'string' ? formats['custom-style'] : '',
      bold: Boolean(formats.bold),
      italic: Boolean(formats.italic),
      underline: Boolean(formats.underline),
      list: typeof formats.list === 'string' ? formats.list : null,
    });
  }, []);

  /** Applies a format where the cursor is, keeping the focus in the text. */
  function apply(name: string, formatValue: unknown) {
    const quill = editor();
    if (!quill) return;
    quill.focus();
    quill.format(name, formatValue, 'user');
    readFormats();
  }

  /** Chooses the block format BLOCK_FORMATS[index] for the lines at the cursor; the others are cleared first. */
  function applyBlock(index: number) {
    const quill = editor();
    const range = quill?.getSelection(true);
    if (!quill || !range) return;
    quill.removeFormat(range.index, 0, 'user');
    for (const name of BLOCK_NAMES) quill.formatLine(range.index, range.length, name, false, 'user');
    const chosen = BLOCK_FORMATS[index]?.format;
    if (chosen) for (const [name, formatValue] of Object.entries(chosen)) quill.formatLine(range.index, range.length, name, formatValue, 'user');
    readFormats();
  }

  /** Embeds a frame at the cursor; a YouTube or Vimeo page link as its player (reader spec 7). */
  function insertFrame(url: string) {
    const quill = editor();
    if (!quill || !url.trim()) return;
    const at = quill.getSelection(true)?.index ?? quill.getLength();
    const player = videoPlayerUrl(url);
    quill.insertEmbed(at, player ? 'video' : 'frame', player ?? url.trim(), 'user');
  }

  return { toolbar, readFormats, apply, applyBlock, insertFrame };
}
