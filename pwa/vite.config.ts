import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { linguiMessages } from './scripts/lingui-messages.ts';
import { precompress } from './scripts/precompress.ts';
import { reactRouterTreeShaking } from './scripts/react-router-tree-shaking.ts';
import { adminChunks, adminPreloads, homeChunkName, readerBundle } from './scripts/reader-bundle.ts';

const contractDir = fileURLToPath(new URL('../packages/contract/src/', import.meta.url));

/** Files of the reader app (every reader route, not /admin), filled in by readerBundle. */
const readerFiles = new Set<string>();

export default defineConfig(({ command }) => ({
  plugins: [
    linguiMessages(),
    react(),
    // Compiles a language's catalog (src/locales/<language>/<part>.po) when it is imported.
    lingui({ failOnCompileError: true }),
    reactRouterTreeShaking(),
    adminChunks(),
    readerBundle(readerFiles),
    VitePWA({
      // Tests run in jsdom without a worker; the plugin has nothing to do there.
      disable: Boolean(process.env.VITEST),
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // app/start-app.tsx registers the worker with workbox-window (the CSP forbids inline scripts).
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'School Portal',
        short_name: 'Portal',
        description: 'News, notices, newsletters and the calendar for the carers, students and staff of the school.',
        lang: 'en-AU',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#7a0019',
        background_color: '#f4f5f7',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell only: the page, the reader's scripts and styles (the manifest and its
        // icons are added by the plugin).
        globPatterns: ['index.html', 'assets/*.{js,css}'],
        globIgnores: ['**/*.map', 'sw.js'],
        // Admin chunks are left out (see readerBundle): they load online when needed.
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || readerFiles.has(entry.url)),
            warnings: readerFiles.size === 0 ? ['No reader file list: precaching every asset'] : [],
          }),
        ],
        // A precached file above this is a mistake (an admin or vendor chunk slipping in).
        maximumFileSizeToCacheInBytes: 600_000,
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Dexie's ES2018 module build: its package entry wraps the ES5 one (1.5 kB more gzip).
      // The wrapper only guards against two copies of Dexie, and every import resolves here.
      // React Router's package maps only its development build, which keeps warnings for
      // developers; the production build beside it differs only in leaving them out (0.5 kB gzip).
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
          ]
        : []),
      { find: /^dexie$/, replacement: fileURLToPath(new URL('../node_modules/dexie/dist/modern/dexie.mjs', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the portal supports preloads modules natively.
    modulePreload: { polyfill: false, resolveDependencies: adminPreloads },
    rolldownOptions: {
      output: {
        // Only modules listed by homeChunkName: their own imports stay where they are.
        codeSplitting: { groups: [{ name: homeChunkName(), includeDependenciesRecursively: false }] },
      },
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
    // Screen tests render whole routes in jsdom; on a small CI machine some take seconds.
    testTimeout: 15_000,
    // Vitest leaves a core free by default: on CI's 2 cores that ran one file at a time (320 s for the suite, 190 s with both).
    maxWorkers: 2,
    unstubGlobals: true,
  },
}));
