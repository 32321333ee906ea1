import { DomUtils, parseDocument } from 'htmlparser2';

type DomNode = ReturnType<typeof parseDocument>['children'][number];

/** Code is kept as written: HTML's own code elements and the editor's code blocks (Quill 2's, and Quill 1's). */
const CODE_TAGS = new Set(['code', 'pre']);
const CODE_CLASSES = /(^|\s)(ql-code-block|ql-code-block-container|ql-syntax)(\s|$)/;

const isCode = (node: DomNode) =>
  DomUtils.isTag(node) && (CODE_TAGS.has(node.name) || CODE_CLASSES.test(node.attribs.class ?? ''));

/**
 * Rich text to translate, and how to put its translation back. Only its text nodes are
 * translated, in document order; every element and attribute stays as it was (links, images,
 * videos, tables, lists and their styles), as does any code. Parsed with htmlparser2, the parser
 * of the sanitiser every rich text passes through (sanitize-html), which also sanitises what
 * this gives back when it is stored.
 *
 * `texts` are the nodes' plain text (entities decoded: `Fish &amp; chips` is `Fish & chips`);
 * `withTexts` writes one translation per text, escaped again where the markup needs it.
 */
export function richTextTexts(html: string): { texts: string[]; withTexts(translations: readonly string[]): string } {
  const document = parseDocument(html);
  const nodes: { data: string }[] = [];
  const visit = (node: DomNode): void => {
    if (DomUtils.isText(node)) nodes.push(node);
    else if (!isCode(node) && DomUtils.hasChildren(node)) node.children.forEach(visit);
  };
  document.children.forEach(visit);
  return {
    texts: nodes.map((node) => node.data),
    withTexts(translations) {
      if (translations.length !== nodes.length)
        throw new Error(`richTextTexts: ${translations.length} translations for ${nodes.length} texts`);
      nodes.forEach((node, index) => {
        node.data = translations[index]!;
      });
      // UTF-8 out, as the editor stores it: only what markup needs (&, <, >, quotes in attributes) is escaped.
      return DomUtils.getOuterHTML(document, { encodeEntities: 'utf8' });
    },
  };
}
