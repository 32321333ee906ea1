import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateTypes } from './generate-types';

const appDir = path.resolve(__dirname, '..');
const checkedIn = path.join(appDir, 'types', 'generated');

/** `file`: what differs between the checked-in copy and a fresh one (null when they are the same). */
const difference = (file: string, fresh: string): string | null => {
  const ours = path.join(checkedIn, file);
  const theirs = path.join(fresh, file);
  if (!fs.existsSync(theirs)) return `cms/types/generated/${file} is checked in but no longer generated`;
  if (!fs.existsSync(ours)) return `cms/types/generated/${file} is generated but not checked in`;
  const oursLines = fs.readFileSync(ours, 'utf8').split('\n');
  const theirsLines = fs.readFileSync(theirs, 'utf8').split('\n');
  const line = oursLines.findIndex((text, index) => text !== theirsLines[index]);
  if (line === -1 && oursLines.length === theirsLines.length) return null;
  const at = line === -1 ? oursLines.length : line;
  return `cms/types/generated/${file} differs from line ${at + 1}: checked in ${JSON.stringify(oursLines[at] ?? '(end)')}, generated ${JSON.stringify(theirsLines[at] ?? '(end)')}`;
};

describe('the checked-in content-type definitions', () => {
  const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-types-test-'));
  afterAll(() => fs.rmSync(outRoot, { recursive: true, force: true }));

  it('are what Strapi generates from the schemas today', async () => {
    await generateTypes(outRoot);
    const fresh = path.join(outRoot, 'types', 'generated');
    const files = [...new Set([...fs.readdirSync(checkedIn), ...fs.readdirSync(fresh)])].sort();
    const differences = files.map((file) => difference(file, fresh)).filter((found) => found !== null);

    expect(differences, 'run `npm run types:generate --workspace @portal/cms` and commit cms/types/generated/').toEqual([]);
    expect(files).toContain('contentTypes.d.ts');
  }, 120_000);
});
