/**
 * Strapi's type generator (the one behind `strapi ts:generate-types`) run on this app: writes
 * types/generated/ under the folder given as the only argument. Started by generate-types.ts,
 * which gives it the locale and environment the output depends on; not meant to be run by hand.
 *
 * Like `strapi ts:generate-types`, it registers the app with Strapi (its content types, those
 * of the plugins it loads, Strapi's own) without a database and hands it to
 * @strapi/typescript-utils. The command compiles the app into dist/ first, type-checking it
 * (about 20 s here); this transpiles it into a temporary folder instead (about 2 s), so that
 * generating leaves dist/ alone and the freshness test stays quick. The content types
 * themselves are the schema.json files, copied unchanged.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import ts from 'typescript';
import { createStrapi } from '@strapi/strapi';
import { generators } from '@strapi/typescript-utils';

const appDir = path.resolve(__dirname, '..');
const pluginsDir = path.resolve(appDir, '..', 'cms-plugins');
// A plugin's build is CommonJS, loaded as Strapi loads it.
const loadBuild = createRequire(__filename);

/** Strapi orders each content type's attributes with String#localeCompare: see generate-types.ts. */
const PINNED_LOCALE = 'en-US';

/**
 * Writes the JavaScript of every file the CMS's tsconfig compiles, at the same place under
 * `distDir` as `tsc` would, and copies the JSON files it includes (the content types' schemas).
 */
const transpileApp = (distDir: string): void => {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(appDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('cms/tsconfig.json could not be read.');
  // CommonJS as the build emits it (the package has no "type"): Strapi require()s the result.
  const compilerOptions = { ...config.options, module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10 };
  for (const file of config.fileNames) {
    if (/\.d\.[cm]?ts$/.test(file)) continue;
    const target = path.join(distDir, path.relative(appDir, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (file.endsWith('.json')) {
      fs.copyFileSync(file, target);
      continue;
    }
    const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), { compilerOptions, fileName: file });
    fs.writeFileSync(target.replace(/\.ts$/, '.js'), outputText);
  }
};

/**
 * Strapi loads each plugin of ours from its build (dist/), not from its source: a content type
 * changed since the last build would be generated as it was. Stop and say so instead.
 */
const assertPluginBuildsAreCurrent = (): void => {
  for (const plugin of fs.readdirSync(pluginsDir)) {
    const sourceDir = path.join(pluginsDir, plugin, 'server', 'src', 'content-types');
    if (!fs.existsSync(sourceDir)) continue;
    const buildFile = path.join(pluginsDir, plugin, 'dist', 'server', 'index.js');
    const build = fs.existsSync(buildFile) ? (loadBuild(buildFile) as BuiltPlugin) : null;
    const builtContentTypes = (build?.default ?? build)?.contentTypes ?? {};
    const stale = fs
      .readdirSync(sourceDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => {
        const source: unknown = JSON.parse(fs.readFileSync(path.join(sourceDir, name, 'schema.json'), 'utf8'));
        return !isDeepStrictEqual(source, builtContentTypes[name]?.schema);
      });
    if (stale.length > 0) {
      throw new Error(
        `cms-plugins/${plugin} is not built from its current content types (${stale.join(', ')}): run \`npm run build --workspace cms-plugins\` first.`,
      );
    }
  }
};

type BuiltPlugin = { contentTypes?: Record<string, { schema?: unknown }>; default?: BuiltPlugin };

const main = async (): Promise<void> => {
  const outRoot = process.argv[2];
  if (!outRoot) throw new Error('usage: run-strapi-type-generator.ts <folder that receives types/generated>');
  const locale = new Intl.Collator().resolvedOptions().locale;
  if (locale !== PINNED_LOCALE) {
    throw new Error(`The default locale is ${locale}, not ${PINNED_LOCALE}: run this through scripts/generate-types.ts.`);
  }
  assertPluginBuildsAreCurrent();

  // Inside cms/ (its git-ignored .tmp/), so that the transpiled app finds its packages in the
  // node_modules folders above it.
  fs.mkdirSync(path.join(appDir, '.tmp'), { recursive: true });
  // The local upload provider refuses to register without cms/public/uploads, which the app's
  // config makes relative to dist/config (here: inside workDir, where Strapi does not look).
  fs.mkdirSync(path.join(appDir, 'public', 'uploads'), { recursive: true });
  const workDir = fs.mkdtempSync(path.join(appDir, '.tmp', 'type-generation-'));
  try {
    const distDir = path.join(workDir, 'dist');
    transpileApp(distDir);
    const strapi = await createStrapi({ appDir, distDir }).register();
    try {
      const reports = await generators.generate({
        strapi,
        pwd: outRoot,
        logger: { silent: false },
        artifacts: { contentTypes: true, components: true },
      });
      // The generator logs a failure and returns without that artifact's report.
      if (!reports.contentTypes || !reports.components) throw new Error('Strapi could not generate the types (see above).');
    } finally {
      await strapi.destroy();
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
