import { defineConfig } from 'vitest/config';

// Unit tests of the CMS's pure modules, of its scripts (the generated types' freshness) and of its
// database migrations (database/); the running CMS is tested through the BFF's suite.
export default defineConfig({ test: { include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'database/**/*.test.ts'] } });
