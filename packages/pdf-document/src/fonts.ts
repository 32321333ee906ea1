/** The two faces a portal PDF draws with, registered as 'regular' and 'bold': font files, or names of PDF's standard fonts. */
export interface PdfFonts {
  regular: string;
  bold: string;
}

/**
 * Noto Sans (its Latin subset, from @fontsource), embedded in the PDF so that it looks the same
 * wherever it is opened; characters outside the subset show as missing glyphs. The files are
 * found among this package's own dependencies: the package is CommonJS, so `require` is there
 * under Node, tsx and vitest alike (import.meta is not, in the build the plugins require).
 */
export const notoSans: PdfFonts = {
  regular: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
};

/** PDF's built-in Helvetica: nothing is embedded, so the file stays small; for Latin text only. */
export const helvetica: PdfFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
