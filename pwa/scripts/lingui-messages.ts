import { transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** Files that use Lingui's macros (`@lingui/core/macro`, `@lingui/react/macro`). */
const USES_MACROS = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Lingui's macros, run with Babel on the files that use them (Vite 8's React plugin no longer
 * runs Babel), and English compiled into the code where each text is used.
 *
 * The macros turn `t\`Sign out\`` into `i18n._({ id, message })`. Lingui's production builds
 * drop the message, so English would have to come from a catalog loaded before the first
 * screen: every screen's texts in one file, ahead of the sign-in visit's first paint. Here the
 * message stays and is compiled to Lingui's run-time form at build time, so English costs what
 * its text costs where it is used, each screen's in its own chunk, and no English catalog is
 * ever fetched. Another language's catalog (its translations by id) loads when chosen, and a
 * text it lacks falls back to this English.
 */
export function linguiMessages(): Plugin {
  const linguiConfig = getConfig({ cwd: new URL('..', import.meta.url).pathname });
  return {
    name: 'portal:lingui-messages',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0]!) || id.includes('/node_modules/') || !USES_MACROS.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: [[linguiMacro, { linguiConfig, stripMessageField: false }], compiledEnglish],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * Replaces each message descriptor's ICU `message` (`{ id, message }`, as the macros leave
 * it, <Trans> included) with its compiled form, what Lingui's catalogs hold, so the run time
 * needs no ICU parser. A message that does not compile fails the build, naming the file.
 */
function compiledEnglish(): PluginObj {
  return {
    name: 'portal:compiled-english',
    visitor: {
      ObjectProperty(path, state) {
        const { key, value } = path.node;
        if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const descriptor = path.parentPath.node;
        const isDescriptor =
          t.isObjectExpression(descriptor) &&
          descriptor.properties.some((property) => t.isObjectProperty(property) && t.isIdentifier(property.key, { name: 'id' }));
        if (!isDescriptor) return;
        try {
          path.node.value = t.valueToNode(compileMessageOrThrow(value.value));
        } catch (error) {
          throw path.buildCodeFrameError(
            `${state.filename}: the message "${value.value}" is not valid ICU: ${(error as Error).message}`,
          );
        }
      },
    },
  };
}
