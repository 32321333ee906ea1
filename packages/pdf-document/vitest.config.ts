import { defineConfig } from 'vitest/config';

// Documents drawn and read back in memory: no stack to start.
export default defineConfig({ test: { include: ['src/**/*.test.ts'] } });
