import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const contractDir = fileURLToPath(new URL('../bff/contract/src/', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The contract's barrel also defines the zod schemas the BFF validates with. They are
        // plain declarations, so marking the contract side-effect free lets the bundler drop
        // whatever the PWA does not use (and zod with it) from the reader bundle.
        moduleSideEffects: (id: string) => !id.startsWith(contractDir),
      },
    },
  },
  server: {
    proxy: {
      // Same origin in production (the BFF serves dist/); in development Vite forwards to it.
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
