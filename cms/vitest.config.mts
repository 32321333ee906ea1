import { defineConfig } from 'vitest/config';
import { SQLITE_DRIVER } from './scripts/sqlite-driver.mjs';

// Unit tests of the CMS's pure modules, of its scripts (the generated types' freshness) and of its
// database migrations (database/); the running CMS is tested through the BFF's suite.
// The tests that open the database file themselves load the driver the CMS loads (scripts/sqlite-driver.mjs):
// Vite resolves their imports itself, past Node's module hooks.
export default defineConfig({
  resolve: { alias: SQLITE_DRIVER === 'better-sqlite3' ? {} : { 'better-sqlite3': SQLITE_DRIVER } },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'database/**/*.test.ts'],
    // Vitest leaves a core free by default, so on CI's 2 cores the files ran one at a time; each
    // database test starts its own compiled CMS and database, and two at once halve the suite's time.
    maxWorkers: 2,
  },
});
