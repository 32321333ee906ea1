import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when the build output is missing or older than any of its sources. */
export function isStale(output: string, sources: string[]): boolean {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > built);
}

export function runNpm(args: string[], cwd: string, log: (line: string) => void): Promise<void> {
  log(`$ npm ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd, stdio: 'inherit', env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true' } });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} exited with ${code}`))));
  });
}

/** The workspaces in a folder (each sub-folder with a package.json), such as cms-plugins/. */
export function workspacesIn(parent: string): string[] {
  if (!existsSync(parent)) return [];
  return readdirSync(parent)
    .map((name) => path.join(parent, name))
    .filter((dir) => existsSync(path.join(dir, 'package.json')));
}
