/*
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying it.
 * The portal's CSP has no 'unsafe-eval', so the try is a refused eval on every screen that
 * parses an answer (a CSP report, a console error). Parsing without compiling is as correct.
 *
 * Zod reads its settings from `globalThis.__zod_globalConfig` (the object its `config()`
 * writes, shared by every copy of zod) as each schema is made, so this runs first in main.ts.
 * Set here rather than through `config()` from 'zod/v4/core', which would put 3.8 KB of zod
 * in the reader's first script; zod-without-eval.test.ts checks zod still reads it.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// The same object zod keeps, when it came first (tests); otherwise the one it will take.
(shared.__zod_globalConfig ??= {}).jitless = true;
