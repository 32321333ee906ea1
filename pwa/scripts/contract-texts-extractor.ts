import { parseSync, traverse, types as t } from '@babel/core';
import type { ExtractorType } from '@lingui/conf';

/**
 * The contract's texts (packages/contract/src/*messages.ts): the spec's exact English, which
 * the PWA shows and the BFF answers with (validation and errors). Each is its own message id,
 * so the PWA translates a text from either, `i18n._(EMPTY.noRecords)` or an error the BFF sent,
 * by looking it up; English is the id itself, shown when a language lacks it. Only fixed
 * texts are extracted: a text made by a function (`year(2026)`) cannot be looked up whole.
 */
export const contractTextsExtractor: ExtractorType = {
  match: (filename) => /\/packages\/contract\/src\/[\w-]*messages\.ts$/.test(filename),
  extract(filename, code, onMessageExtracted) {
    const ast = parseSync(code, { filename, babelrc: false, configFile: false, parserOpts: { plugins: ['typescript'] } });
    if (!ast) return;
    const emit = (text: string, node: t.Node) => {
      if (text.trim() !== '') onMessageExtracted({ id: text, message: text, origin: [filename, node.loc?.start.line ?? 0] });
    };
    traverse(ast, {
      // Texts inside functions are parts of made texts, not texts of their own.
      Function(path) {
        path.skip();
      },
      StringLiteral(path) {
        const parent = path.parent;
        const isValue =
          (t.isObjectProperty(parent) && parent.value === path.node) ||
          (t.isVariableDeclarator(parent) && parent.init === path.node);
        if (isValue) emit(path.node.value, path.node);
      },
      TemplateLiteral(path) {
        const parent = path.parent;
        const isValue =
          (t.isObjectProperty(parent) && parent.value === path.node) ||
          (t.isVariableDeclarator(parent) && parent.init === path.node);
        const [quasi] = path.node.quasis;
        if (isValue && path.node.expressions.length === 0 && quasi?.value.cooked !== undefined)
          emit(quasi.value.cooked, path.node);
      },
    });
  },
};
