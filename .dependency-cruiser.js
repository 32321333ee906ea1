// The import rules of the architecture (issue 26), checked by dependency-cruiser in `npm test`
// (`npm run lint:imports`). Each rule states the intended architecture; what today's code still
// breaks is listed in .dependency-cruiser-known-violations.json, which may only shrink
// (`npm run lint:imports:baseline` rewrites it). See "Architecture rules" in README.md.

/** Folders of the PWA that every feature may use and that therefore use no feature. */
const PWA_SHARED = '^pwa/src/(components|lib|offline|sw)/';
/**
 * The admin area's own shared part, not a feature: its tab frame, pager, tables, form fields,
 * toasts and form errors, which the admin features (places, post-editor, web-logs, ...) all build
 * on, as reader features build on pwa/src/components and lib. The admin posts list (the first
 * tab) lives there too today: it is the one feature in these folders, and the rule that they
 * import no admin feature shows it (posts-list.tsx uses post-editor).
 */
const ADMIN_SHARED = 'api|components|lib';

/** A path pattern of dependency-cruiser's, or its whole condition (`path`, `pathNot`, `dependencyTypes`, ...). */
const condition = (pattern) => (typeof pattern === 'string' ? { path: pattern } : pattern);

/**
 * A rule: the modules `from` matches import nothing `to` matches, for the reason given (shown with
 * each violation). Every rule is an error: what today's code still breaks is in the known
 * violations file, not under a lower severity.
 */
const forbid = (name, from, to, comment) => ({ name, severity: 'error', comment, from: condition(from), to: condition(to) });

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    forbid('no-circular', {}, { circular: true },
      'A cycle means neither module can be read, tested or moved without the other. Type-only ' +
      'imports count too: a type kept in the wrong module ties two modules as surely as a call ' +
      '(each cycle of the first baseline closed through an `import type`, e.g. CmsGroup, which sat in auth/portal-users.ts).'),
    forbid('imports-resolve', {}, { couldNotResolve: true },
      'An import the checker cannot resolve is an edge no rule sees: a changed alias or exports map ' +
      'would switch the rules off in silence. (TypeScript already refuses imports that do not exist.)'),

    // Workspaces: a lower layer never imports a higher one.
    forbid('contract-imports-no-workspace', '^packages/contract/', '^(bff|pwa|cms|cms-plugins|tools|e2e|packages/pdf-document)/',
      'The contract is what the PWA, the BFF, the CMS and its plugins agree on; it sits below all ' +
      'of them and does no I/O, so it imports none of them.'),
    forbid('pdf-document-imports-no-workspace', '^packages/pdf-document/', '^(bff|pwa|cms|cms-plugins|tools|e2e|packages/contract)/',
      'The PDF document helper sits below the BFF, the CMS and the plugins that draw PDFs with it; ' +
      'it knows nothing of what they draw, so it imports none of them (nor the contract).'),
    forbid('quill-formats-imports-no-workspace', '^packages/quill-formats/', '^(bff|pwa|cms|cms-plugins|tools|e2e|packages/pdf-document)/',
      'The rich-text formats are registered by both editors that write rich text (the PWA\'s and the ' +
      'CMS panel\'s field); they sit below both and know only Quill and the contract\'s rules (a video link\'s player).'),
    forbid('stack-uses-bff-entry-only', '^tools/stack/', { path: '^(bff|pwa|cms|cms-plugins|e2e)/', pathNot: '^bff/src/index\\.ts$' },
      'The launcher embeds the BFF through its public entry (bff/src/index.ts) and starts the CMS ' +
      'and the PWA build as processes: reaching into any other file of another workspace would tie ' +
      'it to their insides.'),
    forbid('cms-plugins-below-bff-and-pwa', '^cms-plugins/', '^(bff|pwa|tools|e2e)/',
      'The plugins run inside the CMS, below the BFF and the PWA that read from it (and are built ' +
      'before the CMS), so they import neither, nor the launcher or the browser tests.'),
    forbid('cms-plugins-only-the-cms-types', '^cms-plugins/', { path: '^cms/', pathNot: '^cms/types/' },
      'A plugin is built before the CMS and loaded by it: it reaches the CMS at run time through ' +
      "Strapi (strapi.documents, strapi.plugin(name).service), never by importing the CMS's code. " +
      'The one allowance: the record types Strapi generates (@portal/cms/types, cms/types/), so that ' +
      'a plugin reads a record in the shape its content type gives it rather than a copy written by hand.'),
    forbid('cms-plugins-cms-types-type-only', '^cms-plugins/', { path: '^cms/types/', dependencyTypesNot: ['type-only'] },
      "cms/types/ is types alone: a plugin imports it with `import type`, so that none of Strapi's code reaches its bundle."),
    forbid('cms-plugins-share-types-only', '^cms-plugins/([^/]+)/', { path: '^cms-plugins/', pathNot: ['^cms-plugins/$1/', '^cms-plugins/[^/]+/server/src/types\\.ts$'] },
      'Each plugin is built on its own and reaches another at run time through Strapi ' +
      "(strapi.plugin('jobs').service<Jobs>('jobs')); what it needs of another is that one's types, " +
      "from its package's ./types entry (server/src/types.ts, e.g. @portal/strapi-plugin-jobs/types), never its insides."),
    forbid('cms-below-bff-and-pwa', '^cms/', '^(bff|pwa|tools|e2e)/',
      'The CMS owns the records and knows nothing of the BFF and the PWA that read them.'),
    forbid('pwa-imports-only-the-contract', '^pwa/', '^(bff|cms|cms-plugins|tools|e2e|packages/pdf-document)/',
      'The PWA talks to the BFF over HTTP only; the workspaces it shares code with are ' +
      '@portal/contract and the editors\' @portal/quill-formats. Server code in the browser bundle would also leak what only servers may know.'),
    forbid('bff-not-the-pwa', '^bff/', '^pwa/',
      'The BFF serves the PWA as built files and shares code with it only through @portal/contract.'),
    forbid('bff-no-cms-runtime', '^bff/', { path: '^(cms|cms-plugins)/', dependencyTypesNot: ['type-only'] },
      "The BFF reaches the CMS over its REST API and runs none of its code or its plugins' code. " +
      'Type-only imports are allowed: the BFF is to use the record types Strapi generates.'),
    forbid('bff-runtime-not-the-launcher', { path: '^bff/', pathNot: ['\\.test\\.tsx?$', '^bff/src/test/'] }, '^(tools|e2e)/',
      'The launcher (tools/stack) embeds the BFF, so the BFF itself never imports it; only its tests ' +
      'and their harness do, to run against the real stack.'),

    // Layers of the BFF: routes -> models -> CMS client; policies and presenters beside models.
    forbid('bff-routes-not-the-cms-client', '^bff/src/routes/', '^bff/src/cms/cms-client\\.ts$',
      'Routes call models (bff/src/models/<record>.ts), which own the populate and are the only ' +
      'callers of the CMS client; a route that reaches the client skips the model and its authorize. ' +
      'RouteDeps (routes/deps.ts) hands routes the models only, so a route has no other way to it.'),
    forbid('bff-models-below-routes-and-presenters', '^bff/src/models/', '^bff/src/(routes|presenters)/',
      'Models sit below the routes that call them and the presenters that take their types: ' +
      'importing either would turn the layering upside down.'),
    forbid('bff-records-are-the-bottom', '^bff/src/models/records/', { path: '^bff/src/', pathNot: '^bff/src/models/records/' },
      "A record's type and populate (bff/src/models/records/<record>.ts) are what models, policies, " +
      'presenters and the read cache agree on; they import nothing of the BFF, so that each of those can import them.'),
    forbid('bff-policies-below-models', '^bff/src/policies/', { path: '^bff/src/models/', pathNot: '^bff/src/models/records/' },
      'Models call authorize right after loading, so a policy decides on the record type alone ' +
      '(models/records) and never imports a model.'),
    forbid('bff-cms-client-is-the-bottom', '^bff/src/cms/', '^bff/src/(routes|models|presenters|policies)/',
      'The CMS client is the lowest layer of the BFF: it knows nothing of the layers that use it.'),
    forbid('bff-presenters-and-policies-not-routes', '^bff/src/(presenters|policies)/', '^bff/src/routes/',
      'Presenters (model types in, wire shapes out) and policies (who may do what) are used by ' +
      'routes and models; they never import a route.'),
    forbid('bff-presenters-not-policies', '^bff/src/presenters/', '^bff/src/policies/',
      'A presenter shapes a record that has already been authorized; it needs nothing from a policy. ' +
      'The record types it takes come from the models, not from a policy (CmsStudent in ' +
      'policies/student.ts today).'),
    forbid('bff-policies-not-presenters', '^bff/src/policies/', '^bff/src/presenters/',
      'A policy decides on a record as its model loads it, before anything is presented: its types ' +
      'come from the models and its rules from the contract, never from a presenter.'),
    forbid(
      'bff-presenters-compose-not-share-types',
      '^bff/src/presenters/([^/]+)\\.tsx?$',
      { path: '^bff/src/presenters/', pathNot: '^bff/src/presenters/$1\\.tsx?$', dependencyTypes: ['type-only'] },
      "A presenter may call another presenter's present function (a post presents its rich text), " +
      'but never takes a record type from it: a type-only import between presenters is a record ' +
      'shape that belongs in its model. (Import rules see files, not names: this is the part of ' +
      '"never import another presenter\'s internals" a file-level rule can tell.)'),
    forbid(
      'bff-policies-compose-not-share-types',
      '^bff/src/policies/([^/]+)\\.tsx?$',
      { path: '^bff/src/policies/', pathNot: ['^bff/src/policies/$1\\.tsx?$', '^bff/src/policies/policy\\.ts$'], dependencyTypes: ['type-only'] },
      "Likewise for policies: one may reuse another's rule (readerOf), but record types come from the models. " +
      'policy.ts is the frame every policy is written in (its rule and refusal types), not a record kind.'),

    // The PWA: shared parts -> features -> app (bulletproof-react's unidirectional layout).
    forbid('pwa-features-independent', '^pwa/src/features/([^/]+)/', { path: '^pwa/src/features/', pathNot: '^pwa/src/features/$1/' },
      'Features do not import each other; the app (pwa/src/app) composes them, and what two ' +
      'features need goes to components/, lib/ or the contract. Otherwise one feature cannot be ' +
      'changed, lazy-loaded or removed alone.'),
    forbid(
      'pwa-admin-features-independent',
      { path: '^pwa/src/features/admin/([^/]+)/', pathNot: `^pwa/src/features/admin/(${ADMIN_SHARED})/` },
      { path: '^pwa/src/features/admin/', pathNot: `^pwa/src/features/admin/($1|${ADMIN_SHARED})/` },
      'Inside the admin area each tab or editor (places, post-editor, web-logs, ...) is a feature of ' +
      "its own: they do not import each other, and share only the admin area's api, components and " +
      'lib folders.'),
    forbid('pwa-admin-shared-no-features', `^pwa/src/features/admin/(${ADMIN_SHARED})/`, { path: '^pwa/src/features/admin/', pathNot: `^pwa/src/features/admin/(${ADMIN_SHARED})/` },
      "The admin area's shared folders are used by every admin feature, so they import none of them " +
      '(the admin posts list, which lives in them today, is a feature waiting for a folder of its own).'),
    forbid('pwa-data-no-features', '^pwa/src/data/', '^pwa/src/features/',
      'pwa/src/data/<record> holds what several features share of one record kind (its calls, cached ' +
      'queries, offline declarations and the small controls bound to them: the favourite star, the ' +
      "PDF button, the featured image field). Features build on it, so it imports none of them."),
    forbid('pwa-shared-below-data', { path: PWA_SHARED, pathNot: '\\.test\\.tsx?$' }, '^pwa/src/data/',
      'components/, lib/, offline/ and sw/ name no record kind (the offline engine registers none): they sit below data/.'),
    forbid('pwa-shared-no-features', PWA_SHARED, '^pwa/src/features/',
      'components/, lib/, offline/ (the generic engine that names no record kind) and sw/ (the ' +
      'service worker bundle) are used by every feature, so they import none.'),
  ],
  options: {
    // Type-only imports are dependencies too: TypeScript's own view, before compilation drops them.
    tsPreCompilationDeps: true,
    // Resolution only: the PWA's @/ alias (no other workspace has paths; `.ts` extension imports
    // resolve as plain files). pwa/tsconfig.json itself cannot serve: dependency-cruiser resolves
    // its paths from the root, and reads a relative name's "extends" from the wrong folder.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    // Workspace packages (@portal/*) resolve through their node_modules links to their source,
    // by their package.json "exports" ("default" is the source; "require" is the contract's
    // CommonJS build, which the rules must not see; "types", which TypeScript always reads, is
    // the only condition of @portal/cms/types, an entry of types alone).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      // .d.ts: Strapi's generated record types (cms/types/generated/).
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|coverage|\\.tmp|\\.strapi|dev-dist)/' },
    moduleSystems: ['es6', 'cjs', 'tsd'],
  },
};
