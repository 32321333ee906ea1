import { resolve } from 'node:path';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';

/**
 * The interface's catalogs (src/locales/<language>/<part>.po, issue 28). English is what the
 * code says, extracted by `npm run messages --workspace pwa`; every other language translates
 * each of its texts, with the same placeholders and tags.
 */
const config = getConfig({ configPath: resolve(import.meta.dirname, '../../lingui.config.ts') });
const catalogs = await getCatalogs(config);

/** The names of a message's placeholders and tags (`{name}`, `{count, plural, ...}`, `<0>`). */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (compiled: CompiledMessage) => {
    for (const token of compiled) {
      if (typeof token === 'string') {
        for (const [tag] of token.matchAll(/<\/?\d+\/?>/g)) names.add(tag);
        continue;
      }
      const [name, , format] = token;
      names.add(`{${name}}`);
      if (format && typeof format === 'object') {
        Object.values(format).forEach((choice) => Array.isArray(choice) && visit(choice as CompiledMessage));
      }
    }
  };
  visit(compileMessageOrThrow(message));
  return [...names].sort();
}

describe.each(catalogs.map((catalog) => [catalog.path.replace(`${config.rootDir}/`, ''), catalog] as const))(
  '%s',
  (_path, catalog) => {
    it("English holds every text of the code, as the code says it (run 'npm run messages --workspace pwa' after changing a text)", async () => {
      const extracted = (await catalog.collect()) ?? {};
      const english = await catalog.read('en');
      const inCode = Object.fromEntries(Object.entries(extracted).map(([id, { message }]) => [id, message]));
      const inCatalog = Object.fromEntries(
        Object.entries(english ?? {})
          .filter(([, entry]) => !entry.obsolete)
          .map(([id, entry]) => [id, entry.message ?? entry.translation]),
      );
      expect(inCatalog).toEqual(inCode);
    }, 120_000);

    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      '%s translates every English text, each a valid message with the same placeholders',
      async (language) => {
        const english = (await catalog.read('en')) ?? {};
        const translated = (await catalog.read(language)) ?? {};
        const problems: string[] = [];
        for (const [id, entry] of Object.entries(english)) {
          const source = entry.message ?? entry.translation ?? '';
          const translation = translated[id];
          if (!translation) {
            problems.push(`missing: ${source}`);
            continue;
          }
          if (!translation.translation) {
        problems.push(`not translated: ${source}`);
        continue;
      }
          try {
            const expected = placeholdersOf(source);
            const actual = placeholdersOf(translation.translation);
            if (expected.join() !== actual.join())
              problems.push(`placeholders ${actual.join(' ')} instead of ${expected.join(' ')}: ${translation.translation}`);
          } catch (error) {
            problems.push(`not a valid message (${(error as Error).message}): ${translation.translation}`);
          }
        }
        expect(problems).toEqual([]);
      },
    );
  },
);
