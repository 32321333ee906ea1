import { defineConfig } from 'vitest/config';

// Unit tests of the CMS's pure modules, and of its scripts (the generated types' freshness);
// the running CMS is tested through the BFF's suite.
export default defineConfig({ test: { include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'] } });
