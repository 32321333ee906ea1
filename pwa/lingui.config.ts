import { defineConfig } from '@lingui/cli';
import babelExtractor from '@lingui/cli/api/extractors/babel';
import { formatter } from '@lingui/format-po';
// The source module itself: jiti loads this file with require(), which would take the contract's
// CommonJS build, made later in the build.
import { LANGUAGES } from '../packages/contract/src/rules/languages.ts';
import { contractTextsExtractor } from './scripts/contract-texts-extractor.ts';

/**
 * The portal's interface in every language (issue 28). Texts are written in English in the
 * code with Lingui's macros; `npm run messages --workspace pwa` extracts them into
 * `src/locales/<language>/<part>.po`. The English ones hold the spec's exact texts; the others
 * are each language's translations. Two parts per language: the reader's (everything a carer,
 * student or staff member opens) and the admin area's, which only administrators download.
 */
/** The contract's texts only the admin area shows. */
const ADMIN_CONTRACT_TEXTS = [
  'admin-messages.ts',
  'rules/email-logs.ts',
  'schemas/pdf-email-template.ts',
  'schemas/content-translation.ts',
].map((file) => `<rootDir>/../packages/contract/src/${file}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LANGUAGES],
  // A text the translators have not reached shows in English; the completeness test fails first.
  fallbackLocales: { default: 'en' },
  extractors: [contractTextsExtractor, babelExtractor],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/reader',
      // The contract's texts (scripts/contract-texts-extractor.ts), but the admin area's.
      include: ['<rootDir>/src', '<rootDir>/../packages/contract/src'],
      exclude: [
        ...ADMIN_CONTRACT_TEXTS,
        '**/features/admin/**',
        '**/app/routes/admin/**',
        '**/*.test.{ts,tsx}',
        '**/testing/**',
        '**/app/dev/**',
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/admin',
      include: ['<rootDir>/src/features/admin', '<rootDir>/src/app/routes/admin', ...ADMIN_CONTRACT_TEXTS],
      exclude: ['**/*.test.{ts,tsx}'],
    },
  ],
  // Source line numbers would change every catalog at each edit; the file names are enough.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
