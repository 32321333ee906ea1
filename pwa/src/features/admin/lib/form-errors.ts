import type { z } from 'zod';

/**
 * A form's first message per field from the contract's schema, so a form shows every message
 * at once, each by its field (the BFF answers the same messages for the same mistakes).
 */
export function formErrors<F extends object>(schema: z.ZodType, form: F): Partial<Record<keyof F, string>> {
  const result = schema.safeParse(form);
  if (result.success) return {};
  const errors: Partial<Record<keyof F, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof F | undefined;
    if (field !== undefined && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
