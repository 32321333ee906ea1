import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const contractDir = fileURLToPath(new URL('../bff/contract/src/', import.meta.url));
const adminSourceDirs = ['/src/app/routes/admin/', '/src/features/admin/'].map((dir) =>
  fileURLToPath(new URL(`.${dir}`, import.meta.url)),
);

/** Issue 3: the JavaScript needed for `/` (entry chunk and its static imports), gzipped. */
const READER_INITIAL_JS_BUDGET = 150_000;

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
};

function isAdminModule(id: string | null): boolean {
  return id !== null && adminSourceDirs.some((dir) => id.startsWith(dir));
}

/** Chunks reachable from `start` over static imports, plus dynamic ones `follow` accepts. */
function closure(
  chunks: Map<string, OutputChunk>,
  start: OutputChunk,
  follow: (chunk: OutputChunk) => boolean,
): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    chunk.imports.forEach((name) => visit(chunks.get(name)));
    chunk.dynamicImports.forEach((name) => {
      const target = chunks.get(name);
      if (target && follow(target)) visit(target);
    });
  };
  visit(start);
  return seen;
}

/** Files of the reader app (every reader route, not /admin), filled in by the build below. */
const readerFiles = new Set<string>();

/**
 * Two build checks on the bundle graph:
 * - the reader's initial JavaScript (entry chunk plus what it imports statically; lazy
 *   route chunks excluded) must stay within the budget, or the build fails;
 * - it records which files the reader app can ever load, so the service worker precaches
 *   those and never the admin area's chunks (Blueprint and its icons), which still load
 *   from the network when an administrator opens /admin.
 */
function readerBundle(): Plugin {
  return {
    name: 'portal:reader-bundle',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, OutputChunk>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') chunks.set(fileName, output as unknown as OutputChunk);
      }
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;

      const initial = closure(chunks, entry, () => false);
      const gzipBytes = [...initial].reduce((total, chunk) => total + gzipSync(chunk.code).length, 0);
      const measured = `${(gzipBytes / 1000).toFixed(1)} kB gzip in ${initial.size} chunk(s): ${[...initial]
        .map((chunk) => chunk.fileName.replace(/^assets\//, ''))
        .join(', ')}`;
      if (gzipBytes > READER_INITIAL_JS_BUDGET) {
        this.error(`Reader initial JavaScript is ${measured}: over the budget of ${READER_INITIAL_JS_BUDGET / 1000} kB.`);
      }
      console.log(`\nreader initial JavaScript: ${measured} (budget ${READER_INITIAL_JS_BUDGET / 1000} kB)`);

      readerFiles.clear();
      for (const chunk of closure(chunks, entry, (target) => !isAdminModule(target.facadeModuleId))) {
        readerFiles.add(chunk.fileName);
        chunk.viteMetadata?.importedCss.forEach((file) => readerFiles.add(file));
        chunk.viteMetadata?.importedAssets.forEach((file) => readerFiles.add(file));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    readerBundle(),
    VitePWA({
      // Tests run in jsdom without a worker; the plugin has nothing to do there.
      disable: Boolean(process.env.VITEST),
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // main.tsx registers the worker with workbox-window (the CSP forbids inline scripts).
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
  ],
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
    // Screen tests render whole routes in jsdom; on a small CI machine some take seconds.
    testTimeout: 15_000,
    unstubGlobals: true,
  },
});
