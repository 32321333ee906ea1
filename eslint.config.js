import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tmp/**',
      'cms/.strapi/**',
      'cms/types/generated/**',
      'cms/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: "Use Link from '@/components/ui/link.tsx': React Router's brings its prefetching code into the reader's bundle.",
            },
          ],
        },
      ],
    },
  },
  {
    // The BFF's programs see Strapi's types through @portal/cms/types, and they declare a global
    // `strapi`, which exists only inside the CMS.
    files: ['bff/**/*.ts', 'tools/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'strapi', message: 'Only the CMS has it; the BFF reaches the CMS through its client (bff/src/cms).' }],
    },
  },
  {
    files: ['cms/**/*.{ts,js}'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // The CMS's admin panel customisation (custom fields, list hooks): React in the browser.
    files: ['cms/src/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
