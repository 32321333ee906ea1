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

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle means neither module can be read, tested or moved without the other. Type-only ' +
        'imports count too: a type kept in the wrong module ties two modules as surely as a call ' +
        '(each cycle of the first baseline closed through an `import type`, e.g. CmsGroup, which sat in auth/portal-users.ts).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'imports-resolve',
      severity: 'error',
      comment:
        'An import the checker cannot resolve is an edge no rule sees: a changed alias or exports map ' +
        'would switch the rules off in silence. (TypeScript already refuses imports that do not exist.)',
      from: {},
      to: { couldNotResolve: true },
    },

    // Workspaces: a lower layer never imports a higher one.
    {
      name: 'contract-imports-no-workspace',
      severity: 'error',
      comment:
        'The contract is what the PWA, the BFF, the CMS and its plugins agree on; it sits below all ' +
        'of them and does no I/O, so it imports none of them.',
      from: { path: '^packages/contract/' },
      to: { path: '^(bff|pwa|cms|cms-plugins|tools|e2e|packages/pdf-document)/' },
    },
    {
      name: 'pdf-document-imports-no-workspace',
      severity: 'error',
      comment:
        'The PDF document helper sits below the BFF, the CMS and the plugins that draw PDFs with it; ' +
        'it knows nothing of what they draw, so it imports none of them (nor the contract).',
      from: { path: '^packages/pdf-document/' },
      to: { path: '^(bff|pwa|cms|cms-plugins|tools|e2e|packages/contract)/' },
    },
    {
      name: 'stack-uses-bff-entry-only',
      severity: 'error',
      comment:
        'The launcher embeds the BFF through its public entry (bff/src/index.ts) and starts the CMS ' +
        'and the PWA build as processes: reaching into any other file of another workspace would tie ' +
        'it to their insides.',
      from: { path: '^tools/stack/' },
      to: {
        path: '^(bff|pwa|cms|cms-plugins|e2e)/',
        pathNot: '^bff/src/index\\.ts$',
      },
    },
    {
      name: 'cms-plugins-below-bff-and-pwa',
      severity: 'error',
      comment:
        'The plugins run inside the CMS, below the BFF and the PWA that read from it (and are built ' +
        'before the CMS), so they import neither, nor the launcher or the browser tests.',
      from: { path: '^cms-plugins/' },
      to: { path: '^(bff|pwa|tools|e2e)/' },
    },
    {
      name: 'cms-plugins-only-the-cms-types',
      severity: 'error',
      comment:
        'A plugin is built before the CMS and loaded by it: it reaches the CMS at run time through ' +
        "Strapi (strapi.documents, strapi.plugin(name).service), never by importing the CMS's code. " +
        'The one allowance: the record types Strapi generates (@portal/cms/types, cms/types/), so that ' +
        'a plugin reads a record in the shape its content type gives it rather than a copy written by hand.',
      from: { path: '^cms-plugins/' },
      to: { path: '^cms/', pathNot: '^cms/types/' },
    },
    {
      name: 'cms-plugins-cms-types-type-only',
      severity: 'error',
      comment: "cms/types/ is types alone: a plugin imports it with `import type`, so that none of Strapi's code reaches its bundle.",
      from: { path: '^cms-plugins/' },
      to: { path: '^cms/types/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'cms-plugins-share-types-only',
      severity: 'error',
      comment:
        'Each plugin is built on its own and reaches another at run time through Strapi ' +
        "(strapi.plugin('jobs').service<Jobs>('jobs')); what it needs of another is that one's types, " +
        "from its package's ./types entry (server/src/types.ts, e.g. @portal/strapi-plugin-jobs/types), never its insides.",
      from: { path: '^cms-plugins/([^/]+)/' },
      to: { path: '^cms-plugins/', pathNot: ['^cms-plugins/$1/', '^cms-plugins/[^/]+/server/src/types\\.ts$'] },
    },
    {
      name: 'cms-below-bff-and-pwa',
      severity: 'error',
      comment: 'The CMS owns the records and knows nothing of the BFF and the PWA that read them.',
      from: { path: '^cms/' },
      to: { path: '^(bff|pwa|tools|e2e)/' },
    },
    {
      name: 'pwa-imports-only-the-contract',
      severity: 'error',
      comment:
        'The PWA talks to the BFF over HTTP only; the one workspace it shares code with is ' +
        '@portal/contract. Server code in the browser bundle would also leak what only servers may know.',
      from: { path: '^pwa/' },
      to: { path: '^(bff|cms|cms-plugins|tools|e2e|packages/pdf-document)/' },
    },
    {
      name: 'bff-not-the-pwa',
      severity: 'error',
      comment: 'The BFF serves the PWA as built files and shares code with it only through @portal/contract.',
      from: { path: '^bff/' },
      to: { path: '^pwa/' },
    },
    {
      name: 'bff-no-cms-runtime',
      severity: 'error',
      comment:
        "The BFF reaches the CMS over its REST API and runs none of its code or its plugins' code. " +
        'Type-only imports are allowed: the BFF is to use the record types Strapi generates.',
      from: { path: '^bff/' },
      to: { path: '^(cms|cms-plugins)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'bff-runtime-not-the-launcher',
      severity: 'error',
      comment:
        'The launcher (tools/stack) embeds the BFF, so the BFF itself never imports it; only its tests ' +
        'and their harness do, to run against the real stack.',
      from: { path: '^bff/', pathNot: ['\\.test\\.tsx?$', '^bff/src/test/'] },
      to: { path: '^(tools|e2e)/' },
    },

    // Layers of the BFF: routes -> models -> CMS client; policies and presenters beside models.
    {
      name: 'bff-routes-not-the-cms-client',
      severity: 'error',
      comment:
        'Routes call models (bff/src/models/<record>.ts), which own the populate and are the only ' +
        'callers of the CMS client; a route that reaches the client skips the model and its authorize. ' +
        'RouteDeps (routes/deps.ts) hands routes the models only, so a route has no other way to it.',
      from: { path: '^bff/src/routes/' },
      to: { path: '^bff/src/cms/cms-client\\.ts$' },
    },
    {
      name: 'bff-models-below-routes-and-presenters',
      severity: 'error',
      comment:
        'Models sit below the routes that call them and the presenters that take their types: ' +
        'importing either would turn the layering upside down.',
      from: { path: '^bff/src/models/' },
      to: { path: '^bff/src/(routes|presenters)/' },
    },
    {
      name: 'bff-records-are-the-bottom',
      comment:
        "A record's type and populate (bff/src/models/records/<record>.ts) are what models, policies, " +
        'presenters and the read cache agree on; they import nothing of the BFF, so that each of those can import them.',
      severity: 'error',
      from: { path: '^bff/src/models/records/' },
      to: { path: '^bff/src/', pathNot: '^bff/src/models/records/' },
    },
    {
      name: 'bff-policies-below-models',
      severity: 'error',
      comment:
        'Models call authorize right after loading, so a policy decides on the record type alone ' +
        '(models/records) and never imports a model.',
      from: { path: '^bff/src/policies/' },
      to: { path: '^bff/src/models/', pathNot: '^bff/src/models/records/' },
    },
    {
      name: 'bff-cms-client-is-the-bottom',
      severity: 'error',
      comment: 'The CMS client is the lowest layer of the BFF: it knows nothing of the layers that use it.',
      from: { path: '^bff/src/cms/' },
      to: { path: '^bff/src/(routes|models|presenters|policies)/' },
    },
    {
      name: 'bff-presenters-and-policies-not-routes',
      severity: 'error',
      comment:
        'Presenters (model types in, wire shapes out) and policies (who may do what) are used by ' +
        'routes and models; they never import a route.',
      from: { path: '^bff/src/(presenters|policies)/' },
      to: { path: '^bff/src/routes/' },
    },
    {
      name: 'bff-presenters-not-policies',
      severity: 'error',
      comment:
        'A presenter shapes a record that has already been authorized; it needs nothing from a policy. ' +
        'The record types it takes come from the models, not from a policy (CmsStudent in ' +
        'policies/student.ts today).',
      from: { path: '^bff/src/presenters/' },
      to: { path: '^bff/src/policies/' },
    },
    {
      name: 'bff-policies-not-presenters',
      severity: 'error',
      comment:
        'A policy decides on a record as its model loads it, before anything is presented: its types ' +
        'come from the models and its rules from the contract, never from a presenter.',
      from: { path: '^bff/src/policies/' },
      to: { path: '^bff/src/presenters/' },
    },
    {
      name: 'bff-presenters-compose-not-share-types',
      severity: 'error',
      comment:
        "A presenter may call another presenter's present function (a post presents its rich text), " +
        'but never takes a record type from it: a type-only import between presenters is a record ' +
        'shape that belongs in its model. (Import rules see files, not names: this is the part of ' +
        '"never import another presenter\'s internals" a file-level rule can tell.)',
      from: { path: '^bff/src/presenters/([^/]+)\\.tsx?$' },
      to: {
        path: '^bff/src/presenters/',
        pathNot: '^bff/src/presenters/$1\\.tsx?$',
        dependencyTypes: ['type-only'],
      },
    },
    {
      name: 'bff-policies-compose-not-share-types',
      severity: 'error',
      comment:
        "Likewise for policies: one may reuse another's rule (readerOf), but record types come from the models. " +
        'policy.ts is the frame every policy is written in (its rule and refusal types), not a record kind.',
      from: { path: '^bff/src/policies/([^/]+)\\.tsx?$' },
      to: {
        path: '^bff/src/policies/',
        pathNot: ['^bff/src/policies/$1\\.tsx?$', '^bff/src/policies/policy\\.ts$'],
        dependencyTypes: ['type-only'],
      },
    },

    // The PWA: shared parts -> features -> app (bulletproof-react's unidirectional layout).
    {
      name: 'pwa-features-independent',
      severity: 'error',
      comment:
        'Features do not import each other; the app (pwa/src/app) composes them, and what two ' +
        'features need goes to components/, lib/ or the contract. Otherwise one feature cannot be ' +
        'changed, lazy-loaded or removed alone.',
      from: { path: '^pwa/src/features/([^/]+)/' },
      to: { path: '^pwa/src/features/', pathNot: '^pwa/src/features/$1/' },
    },
    {
      name: 'pwa-admin-features-independent',
      severity: 'error',
      comment:
        'Inside the admin area each tab or editor (places, post-editor, web-logs, ...) is a feature of ' +
        "its own: they do not import each other, and share only the admin area's api, components and " +
        'lib folders.',
      from: {
        path: '^pwa/src/features/admin/([^/]+)/',
        pathNot: `^pwa/src/features/admin/(${ADMIN_SHARED})/`,
      },
      to: {
        path: '^pwa/src/features/admin/',
        pathNot: `^pwa/src/features/admin/($1|${ADMIN_SHARED})/`,
      },
    },
    {
      name: 'pwa-admin-shared-no-features',
      severity: 'error',
      comment:
        "The admin area's shared folders are used by every admin feature, so they import none of them " +
        '(the admin posts list, which lives in them today, is a feature waiting for a folder of its own).',
      from: { path: `^pwa/src/features/admin/(${ADMIN_SHARED})/` },
      to: {
        path: '^pwa/src/features/admin/',
        pathNot: `^pwa/src/features/admin/(${ADMIN_SHARED})/`,
      },
    },
    {
      name: 'pwa-data-no-features',
      severity: 'error',
      comment:
        'pwa/src/data/<record> holds what several features share of one record kind (its calls, cached ' +
        'queries, offline declarations and the small controls bound to them: the favourite star, the ' +
        "PDF button, the featured image field). Features build on it, so it imports none of them.",
      from: { path: '^pwa/src/data/' },
      to: { path: '^pwa/src/features/' },
    },
    {
      name: 'pwa-shared-below-data',
      severity: 'error',
      comment: 'components/, lib/, offline/ and sw/ name no record kind (the offline engine registers none): they sit below data/.',
      from: { path: PWA_SHARED, pathNot: '\\.test\\.tsx?$' },
      to: { path: '^pwa/src/data/' },
    },
    {
      name: 'pwa-shared-no-features',
      severity: 'error',
      comment:
        'components/, lib/, offline/ (the generic engine that names no record kind) and sw/ (the ' +
        'service worker bundle) are used by every feature, so they import none.',
      from: { path: PWA_SHARED },
      to: { path: '^pwa/src/features/' },
    },
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
