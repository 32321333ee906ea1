import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Issue 27's budget of what a signed-in carer's browser loads for `/` on their own device,
 * each file counted once, gzipped at level 9 (the .gz files the BFF sends). KB are 1,024
 * bytes, as in the figures the issues quote. This is the one measure of it: the benches leave
 * it to the build.
 * - In all, at most 140 KB: the visit that signs in (back from the identity provider: the
 *   OIDC client finishes it, the device is asked "Is this a shared computer?" and answered
 *   "own device", so the offline database loads), while an emergency is current.
 * - At most 100 KB before the dashboard's first content shows on a visit with a session:
 *   what loads after it (the offline database, the service worker's registration) is not
 *   counted there.
 * - At most 100 KB before the sign-in visit's first screen: the device question, asked as soon
 *   as the app runs, while the OIDC client (loading alongside) finishes the callback and the
 *   person's record is read (features/auth/components/auth-provider.tsx).
 */
const KB = 1024;
const READER_HOME_JS_BUDGET_KB = 140;
const READER_FIRST_CONTENT_JS_BUDGET_KB = 100;
const READER_SIGN_IN_FIRST_SCREEN_JS_BUDGET_KB = 100;

const srcDir = fileURLToPath(new URL('../src/', import.meta.url));
const inSrc = (path: string) => `${srcDir}${path}`;

/**
 * Modules loaded with import() that no visit of a signed-in carer to `/` loads: the other
 * screens (each loads when its route opens), the admin area, the signed-out redirect (before
 * sign-in), the header's category menu (on notices and connections, when opened), the list
 * of changes the server refused (shown only after a refusal), the calendar's first call
 * (made when /calendar opens), the Alerts settings (opened from the footer or the dashboard's
 * offer), what turns alerts on (loaded by the tap that does, once the browser has asked), and
 * the translations of a language other than English (loaded
 * only when it is shown, each within its own budget: ANOTHER_LANGUAGE_BUDGET_KB). Every other dynamic import reachable from the entry is
 * counted, so a new one is counted until it is deliberately listed here.
 */
function notLoadedForHome(moduleId: string | null): boolean {
  if (!moduleId) return false;
  if (moduleId === inSrc('app/routes/reader/dashboard.tsx')) return false;
  return [
    inSrc('app/routes/'),
    inSrc('features/admin/'),
    inSrc('features/auth/lib/start-sign-in.ts'),
    inSrc('features/post-categories/components/category-filter.tsx'),
    inSrc('components/pwa/refused-writes.tsx'),
    inSrc('features/calendar/api/prefetch-calendar-events.ts'),
    inSrc('features/alerts/components/alerts-dialog.tsx'),
    inSrc('features/alerts/lib/turn-on-alerts.ts'),
    inSrc('locales/'),
  ].some((excluded) => moduleId.startsWith(excluded));
}

/** Loaded only on the visit that signs in: the OIDC client, which finishes the callback... */
const OIDC_CLIENT = [inSrc('features/auth/lib/sign-in-client.ts')];
/** ...and the device question, asked meanwhile. */
const DEVICE_QUESTION = [inSrc('features/auth/components/shared-computer-question.tsx')];

/**
 * Loaded once the first screen is shown (afterFirstScreen: app/start-app.tsx, the dashboard's
 * offer of alerts, and the count of forms to do on its Forms tile, with that count's call).
 */
const AFTER_FIRST_CONTENT = [
  inSrc('offline/database.ts'),
  inSrc('lib/service-worker.ts'),
  inSrc('features/alerts/components/alerts-offer.tsx'),
  inSrc('features/forms/components/forms-to-do-count.tsx'),
];

const includesAny = (chunk: { moduleIds: readonly string[] }, modules: readonly string[]) =>
  chunk.moduleIds.some((id) => modules.includes(id));

const adminSourceDirs = [inSrc('app/routes/admin/'), inSrc('features/admin/')];

function isAdminModule(id: string | null): boolean {
  return id !== null && adminSourceDirs.some((dir) => id.startsWith(dir));
}

type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/**
 * The contract's answer schemas, which lib/api-client.ts checks answers against in
 * development and test only: the production build drops them (and zod), so what they import
 * is not the first script's.
 */
const DEVELOPMENT_ONLY = fileURLToPath(new URL('../../packages/contract/src/responses.ts', import.meta.url));

function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || id === DEVELOPMENT_ONLY) return;
    seen.add(id);
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * The contract's zod schemas and zod itself: the reader's code reads only their types (the api
 * client checks answers in development builds alone), while the admin editors validate with
 * them. Kept out of 'app', they go with the admin chunks and never into the reader's.
 */
const contractSchemasDir = fileURLToPath(new URL('../../packages/contract/src/schemas/', import.meta.url));
const isValidation = (id: string) => id.startsWith(contractSchemasDir) || /\/node_modules\/zod\//.test(id);

/**
 * Modules the static closure reaches only through a library's barrel (its index re-exports
 * everything) that `/` never runs: left to the screens that use them (the calendar's actions,
 * the admin area) rather than carried in 'app'.
 */
const BARREL_ONLY_ON_HOME = [
  /\/@tanstack\/react-query\/build\/modern\/useMutation\.js$/,
  /\/@tanstack\/query-core\/build\/modern\/mutationObserver\.js$/,
  /\/packages\/contract\/src\/rules\/calendar-range\.ts$/,
  /\/packages\/contract\/src\/rules\/school-time(-format)?\.ts$/,
  /\/packages\/contract\/src\/rules\/coming-up\.ts$/,
  /\/packages\/contract\/src\/(admin|api)-messages\.ts$/,
  /\/packages\/contract\/src\/rules\/admin-posts-list\.ts$/,
  /\/packages\/contract\/src\/rules\/post-types\.ts$/,
  /\/packages\/contract\/src\/rules\/excerpt\.ts$/,
  /\/packages\/contract\/src\/rich-text\/(content-rules|allow-list|video-players|semantic-lists)\.ts$/,
  /\/packages\/contract\/src\/rules\/web-logs-filter\.ts$/,
  /\/packages\/contract\/src\/rules\/email-address\.ts$/,
  /\/packages\/contract\/src\/rules\/email-logs\.ts$/,
  /\/packages\/contract\/src\/rules\/places\.ts$/,
  /\/packages\/contract\/src\/rules\/parent-dashboard\.ts$/,
  /\/packages\/contract\/src\/rules\/(absence-counts|school-days)\.ts$/,
  /\/packages\/contract\/src\/rules\/(audience|connection-header)\.ts$/,
  /\/packages\/contract\/src\/(place|student-note|chart)-messages\.ts$/,
  /\/packages\/contract\/src\/rules\/(term|slug)\.ts$/,
  // The parent dashboard's summary of learning behaviours, the admin editors' date format, and
  // the permission forms' rules (the form screens' and the emailed link's page).
  /\/packages\/contract\/src\/rules\/(learning-behaviour-summary|admin-date-format|consent-forms)\.ts$/,
];

/**
 * The contract's rules that several reader screens use and `/` does not run (dates at the
 * school, the calendar's range, what is coming up, post types, excerpts): one chunk,
 * 'screen-rules', instead of a file each. Each file is a request, and on a phone's six
 * connections to the portal a screen's dozen small files went out in waves, a round trip each.
 */
const SCREEN_RULES = [
  /\/packages\/contract\/src\/rules\/(school-time|calendar-range|coming-up|post-types|excerpt)\.ts$/,
];

const contractDir = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));
/** The portal's own modules (not a library's): the app's and the contract's. */
const isPortalCode = (id: string) => id.startsWith(srcDir) || id.startsWith(contractDir);

/**
 * Chunking for `/`: the app and the dashboard with everything they import go into one chunk,
 * 'app', instead of a dozen small shared chunks (each a request, and gzip compresses one file
 * better than many: about 5 kB on this set). What the first script or the signed-out redirect
 * also use stays out of it, so a signed-out visit never downloads the app. Other screens
 * import what they share with `/` from 'app' and keep their own code in their own chunks.
 * The first script imports the contract by module (`@portal/contract/paths`, `/routes`,
 * `/envelope`), not through its barrel, which would make every contract module look like
 * one of the first script's and leave each in a small chunk of its own.
 *
 * The offline database (Dexie) and the features' declarations of what it holds load together
 * after the first screen: one chunk, 'offline-database', rather than one each plus the
 * declarations the screens share.
 */
export function homeChunkName(): (id: string, context: ModuleGraph) => string | null {
  let chunks: { app: Set<string>; offline: Set<string>; screenParts: Set<string>; signInShared: Set<string> } | null = null;
  return (id, context) => {
    if (!chunks) {
      const app = staticClosure(context, [inSrc('app/start-app.tsx'), inSrc('app/routes/reader/dashboard.tsx')]);
      const entry = staticClosure(context, [inSrc('main.ts')]);
      const first = staticClosure(context, [inSrc('main.ts'), inSrc('features/auth/lib/start-sign-in.ts')]);
      const home = new Set([...app].filter((module) => !first.has(module)));
      // The features' declarations go with the app instead: a screen imports its own (the
      // calendar its table) and must not pull Dexie in with it before its first paint.
      const offline = staticClosure(context, [inSrc('offline/database.ts'), inSrc('app/offline-records.ts')]);
      const declarations = [...offline].filter((module) => (module.startsWith(inSrc('features/')) || module.startsWith(inSrc('data/'))) && !first.has(module));
      const appModules = new Set([...home, ...declarations]);
      const offlineModules = new Set([...offline].filter((module) => !home.has(module) && !first.has(module) && !declarations.includes(module)));
      chunks = {
        app: appModules,
        offline: offlineModules,
        screenParts: screenParts(context, (module) => appModules.has(module) || first.has(module) || offlineModules.has(module)),
        signInShared: new Set([...first].filter((module) => !entry.has(module) && app.has(module) && isPortalCode(module) && !isValidation(module))),
      };
    }
    if (chunks.signInShared.has(id)) return 'sign-in-shared';
    if (SCREEN_RULES.some((pattern) => pattern.test(id))) return 'screen-rules';
    if (chunks.app.has(id)) return BARREL_ONLY_ON_HOME.some((pattern) => pattern.test(id)) || isValidation(id) ? null : 'app';
    if (chunks.screenParts.has(id)) return 'screen-parts';
    return chunks.offline.has(id) ? 'offline-database' : null;
  };
}

/** The reader screens other than `/`, each its own chunk, and the calendar's first call. */
const readerScreenRoots = (context: ModuleGraph) =>
  (context.getModuleInfo(inSrc('app/reader-screens.ts'))?.dynamicallyImportedIds ?? []).filter(
    (id) => id !== inSrc('app/routes/reader/dashboard.tsx'),
  );

/**
 * The portal's own modules that two or more reader screens share and `/` does not load (the
 * date formats, 'Last updated', the favourite star, the calendar's dates...): one chunk,
 * 'screen-parts', rather than a file each. A screen downloads alongside the app, and each
 * file is a request: on a phone's six connections to the portal, the dozen files of a few
 * hundred bytes that /calendar needed went out in waves, a round trip each, sharing the line
 * with the app's chunk; one file of a few kilobytes does not. The first script's preload
 * lists, which name every file of every screen, get shorter too.
 */
function screenParts(context: ModuleGraph, elsewhere: (id: string) => boolean): Set<string> {
  const uses = new Map<string, number>();
  for (const root of readerScreenRoots(context)) {
    for (const module of staticClosure(context, [root])) {
      if (module === root || !module.startsWith(srcDir) || elsewhere(module) || isAdminModule(module)) continue;
      uses.set(module, (uses.get(module) ?? 0) + 1);
    }
  }
  return new Set([...uses].filter(([, count]) => count >= 2).map(([module]) => module));
}

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  moduleIds: readonly string[];
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
};

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

/**
 * Two checks on the bundle graph, run by every build:
 * - the reader's JavaScript for `/` (see the budgets at the top): the entry (index.html's
 *   script), its static imports, and every chunk loaded with import() on the way to the
 *   dashboard, with their static imports; over a budget the build fails;
 * - `readerFiles`: which files the reader app can ever load, so the service worker precaches
 *   those and never the admin area's chunks (Blueprint and its icons), which still load from
 *   the network when an administrator opens /admin.
 */
/**
 * The admin screens' chunks, known before Vite writes the preload lists (adminPreloads).
 */
const adminChunkFiles = new Set<string>();

/**
 * Vite lists, beside each import() in a chunk, every file the imported chunk needs, so they
 * download together. The reader's app chunk holds the router, so every admin screen added a
 * list of Blueprint's and the editors' file names to the reader's JavaScript. Admin screens
 * keep only their stylesheets there (a stylesheet is loaded only through that list); their
 * scripts come through their own imports, one round trip later, for administrators only.
 */
export function adminPreloads(filename: string, deps: string[]): string[] {
  return adminChunkFiles.has(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps;
}

/** Finds the admin screens' chunks before Vite's own generateBundle asks adminPreloads for each list. */
export function adminChunks(): Plugin {
  return {
    name: 'portal:admin-chunks',
    apply: 'build',
    generateBundle: { order: 'pre', handler(_options, bundle) {
      adminChunkFiles.clear();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk' && isAdminModule(output.facadeModuleId)) adminChunkFiles.add(fileName);
      }
    } },
  };
}

export function readerBundle(readerFiles: Set<string>): Plugin {
  return {
    name: 'portal:reader-bundle',
    apply: 'build',
    // After Vite has written each chunk's preload lists into its code: the bytes that ship.
    generateBundle: { order: 'post', handler(_options, bundle) {
      const chunks = new Map<string, OutputChunk>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') chunks.set(fileName, output as unknown as OutputChunk);
      }
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const shippedCatalogue = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => id.includes('/src/app/dev/')));
      if (shippedCatalogue) this.error(`The development component catalogue (src/app/dev) was built into ${shippedCatalogue.fileName}: it must not ship.`);

      const measure = (follow: (chunk: OutputChunk) => boolean) => {
        const files = [...closure(chunks, entry, (target) => !notLoadedForHome(target.facadeModuleId) && follow(target))];
        const sizes = files.map((chunk) => ({ name: chunk.fileName.replace(/^assets\//, ''), gzip: gzipSync(chunk.code, { level: 9 }).length }));
        const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
        const list = sizes
          .sort((a, b) => b.gzip - a.gzip)
          .map(({ name, gzip }) => `${name} ${(gzip / KB).toFixed(1)}`)
          .join(', ');
        return { total, text: `${(total / KB).toFixed(1)} KB (${total} bytes) gzip in ${files.length} files`, list };
      };
      const inAll = measure(() => true);
      const firstContent = measure(
        (chunk) => !includesAny(chunk, AFTER_FIRST_CONTENT) && !includesAny(chunk, OIDC_CLIENT) && !includesAny(chunk, DEVICE_QUESTION),
      );
      const signInFirstScreen = measure((chunk) => !includesAny(chunk, AFTER_FIRST_CONTENT) && !includesAny(chunk, OIDC_CLIENT));
      console.log(
        `\nreader JavaScript for /: ${inAll.text} in all (${inAll.list}); budget ${READER_HOME_JS_BUDGET_KB} KB` +
          `\n  before the dashboard's first content: ${firstContent.text}; budget ${READER_FIRST_CONTENT_JS_BUDGET_KB} KB` +
          `\n  before the sign-in visit's first screen (the device question, while the OIDC client finishes the callback): ${signInFirstScreen.text}; budget ${READER_SIGN_IN_FIRST_SCREEN_JS_BUDGET_KB} KB`,
      );
      if (inAll.total > READER_HOME_JS_BUDGET_KB * KB) {
        this.error(`The reader's JavaScript for / is ${inAll.text} in all: over the budget of ${READER_HOME_JS_BUDGET_KB} KB.`);
      }
      if (firstContent.total > READER_FIRST_CONTENT_JS_BUDGET_KB * KB) {
        this.error(`The reader's JavaScript before the dashboard's first content is ${firstContent.text}: over the budget of ${READER_FIRST_CONTENT_JS_BUDGET_KB} KB.`);
      }
      if (signInFirstScreen.total > READER_SIGN_IN_FIRST_SCREEN_JS_BUDGET_KB * KB) {
        this.error(`The reader's JavaScript before the sign-in visit's first screen is ${signInFirstScreen.text}: over the budget of ${READER_SIGN_IN_FIRST_SCREEN_JS_BUDGET_KB} KB.`);
      }

      readerFiles.clear();
      for (const chunk of closure(chunks, entry, (target) => !isAdminModule(target.facadeModuleId))) {
        readerFiles.add(chunk.fileName);
        chunk.viteMetadata?.importedCss.forEach((file) => readerFiles.add(file));
        chunk.viteMetadata?.importedAssets.forEach((file) => readerFiles.add(file));
      }
    } },
  };
}
