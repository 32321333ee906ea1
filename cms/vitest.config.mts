import { defineConfig } from 'vitest/config';

// Unit tests of the CMS's pure modules; the running CMS is tested through the BFF's suite.
export default defineConfig({ test: { include: ['src/**/*.test.ts'] } });
