import { defineConfig } from 'vitest/config';

// Pure functions only: no stack to start (unlike the BFF's suite one folder up).
export default defineConfig({ test: { include: ['src/**/*.test.ts'] } });
