// mjml 4 ships no types; the one call used here.
declare module 'mjml' {
  interface MjmlResult {
    html: string;
    errors: Array<{ formattedMessage: string }>;
  }
  export default function mjml2html(source: string, options?: { validationLevel?: 'strict' | 'soft' | 'skip'; keepComments?: boolean; minify?: boolean; fonts?: Record<string, string> }): MjmlResult;
}
