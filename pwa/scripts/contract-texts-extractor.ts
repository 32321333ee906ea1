import { parseSync, traverse, types as t, type NodePath } from '@babel/core';
import type { ExtractorType } from '@lingui/conf';

/**
 * The contract's texts: the spec's exact English, which the PWA shows and the BFF answers with
 * (validation and errors). Each is its own message id, so the PWA translates a text from
 * either, `i18n._(EMPTY.noRecords)` or an error the BFF sent, by looking it up; English is the
 * id itself, shown when a language lacks it. Extracted from the contract's sources:
 * - every fixed text of a `*messages.ts` file;
 * - elsewhere, the texts of the constants people read (`ABSENCE_MESSAGES`, `ABSENCE_TYPE_LABELS`,
 *   `ALL_SUBSCRIBERS_OPTION`, the choices in SHOWN_CHOICES), the `error`/`message` of a
 *   schema's check, and the Email Logs' column headings (`column('Sent Date', ...)`).
 * A text made by a function (`year(2026)`) is not extracted: it cannot be looked up whole.
 */
const SHOWN_CHOICES = new Set(['GOAL_AREAS', 'SEMESTERS', 'REQUEST_RELATIONSHIPS', 'STUDENT_NOTE_TYPES']);
const SHOWN_CONSTANT = /(_MESSAGES?|_LABELS|_OPTION)$/;

const isMessagesFile = (filename: string) => /\/packages\/contract\/src\/[\w-]*messages\.ts$/.test(filename);

/** The exported constant a text is declared in, if it is one people read. */
function inShownConstant(path: NodePath): boolean {
  const declarator = path.findParent((parent) => parent.isVariableDeclarator());
  if (!declarator?.isVariableDeclarator() || !t.isIdentifier(declarator.node.id)) return false;
  const name = declarator.node.id.name;
  return SHOWN_CONSTANT.test(name) || SHOWN_CHOICES.has(name);
}

/** `{ error: '...' }` or `{ message: '...' }`: a schema check's text. */
function isCheckText(path: NodePath): boolean {
  const parent = path.parent;
  return (
    t.isObjectProperty(parent) &&
    parent.value === path.node &&
    t.isIdentifier(parent.key) &&
    ['error', 'message'].includes(parent.key.name)
  );
}

/** The heading of an Email Logs column: `column('Sent Date', ...)`. */
function isColumnHeading(path: NodePath): boolean {
  const parent = path.parent;
  return t.isCallExpression(parent) && t.isIdentifier(parent.callee, { name: 'column' }) && parent.arguments[0] === path.node;
}

/** A text as a value (of a property, a constant or a list), not a key, an import or an argument of a function call. */
function isValue(path: NodePath): boolean {
  const parent = path.parent;
  return (
    (t.isObjectProperty(parent) && parent.value === path.node) ||
    (t.isVariableDeclarator(parent) && parent.init === path.node) ||
    t.isArrayExpression(parent) ||
    (t.isTSAsExpression(parent) && t.isVariableDeclarator(path.parentPath?.parent))
  );
}

export const contractTextsExtractor: ExtractorType = {
  match: (filename) => /\/packages\/contract\/src\/.*\.ts$/.test(filename) && !filename.endsWith('.test.ts'),
  extract(filename, code, onMessageExtracted) {
    const ast = parseSync(code, { filename, babelrc: false, configFile: false, parserOpts: { plugins: ['typescript'] } });
    if (!ast) return;
    const everyText = isMessagesFile(filename);
    const consider = (path: NodePath, text: string | undefined) => {
      if (text === undefined || text.trim() === '') return;
      if (isColumnHeading(path) || (isValue(path) && (everyText || inShownConstant(path) || isCheckText(path)))) {
        onMessageExtracted({ id: text, message: text, origin: [filename, path.node.loc?.start.line ?? 0] });
      }
    };
    traverse(ast, {
      // Texts inside functions are parts of made texts, not texts of their own.
      Function(path) {
        path.skip();
      },
      StringLiteral(path) {
        consider(path, path.node.value);
      },
      TemplateLiteral(path) {
        const [quasi] = path.node.quasis;
        if (path.node.expressions.length === 0) consider(path, quasi?.value.cooked ?? undefined);
      },
    });
  },
};
