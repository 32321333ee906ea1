/**
 * Which better-sqlite3 this process loads. Version 12 (installed as better-sqlite3) is built
 * against V8 and, built for Node 24, aborts the process when the garbage collector frees one of
 * its statements outside a Node context (node::ObjectWrap's cleanup hooks, new in Node 24's
 * headers: "Assertion failed: (env) != nullptr" in RemoveEnvironmentCleanupHook). Version 13
 * (installed as better-sqlite3-napi) is built on Node-API and fixes it, but needs Node 22 and
 * crashes on Node 20. So on Node 24 and later every `require('better-sqlite3')` of this process
 * (knex's for Strapi, the importer's, the tests') resolves to 13, through Node's module hooks;
 * on Node 20 nothing changes.
 *
 * Loaded first with `node --import <this file>`: by the CMS's start script, the launcher's CMS
 * processes, the CMS's scripts, `npm run backup`, and `npm run test:node24` (through NODE_OPTIONS).
 */
import nodeModule from 'node:module';

// Not a named import: Node 20's node:module has no registerHooks, and importing it would fail.
const { registerHooks } = nodeModule;

/** The package `better-sqlite3` means in this process: 13 (better-sqlite3-napi) on Node 24 and later. */
export const SQLITE_DRIVER = Number(process.versions.node.split('.')[0]) >= 24 ? 'better-sqlite3-napi' : 'better-sqlite3';

if (SQLITE_DRIVER !== 'better-sqlite3' && typeof registerHooks === 'function') {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      return nextResolve(specifier === 'better-sqlite3' ? SQLITE_DRIVER : specifier, context);
    },
  });
}
