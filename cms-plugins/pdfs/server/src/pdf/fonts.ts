/** Font files handed to a render: embedded in the PDF, so it looks the same wherever it is opened. */
export interface PdfFonts {
  regular: string;
  bold: string;
}

/** Noto Sans from @fontsource, shipped with the plugin's dependencies: the PDF looks the same on every machine. */
export const notoSans: PdfFonts = {
  regular: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
};
