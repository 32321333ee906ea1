import { describe, expect, it } from 'vitest';
import './zod-without-eval.ts';
import { config } from 'zod/v4/core';

describe('zod without eval (the CSP has no unsafe-eval)', () => {
  it("is zod's own setting, read by zod", () => {
    expect(config().jitless).toBe(true);
  });
});
