import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/contract';

const schema = JSON.parse(fs.readFileSync(path.join(__dirname, 'content-types', 'portal-user', 'schema.json'), 'utf8')) as {
  attributes: Record<string, { type: string; enum?: string[]; private?: boolean; default?: unknown }>;
};

describe("a portal user's language", () => {
  it("is one of the contract's languages, stored by its BCP 47 code", () => {
    expect(schema.attributes.language).toEqual({ type: 'enumeration', enum: [...LANGUAGES] });
  });

  it('says privately whether the person chose it in the portal', () => {
    expect(schema.attributes.language_chosen).toEqual({ type: 'boolean', default: false, private: true });
  });
});
