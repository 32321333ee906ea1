import type { z } from 'zod';
import { ApiError } from '@/lib/api-client.ts';

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

/**
 * The messages a refused save names fields of the form with: the server names each by its
 * path in the body (`data.editors`, `pageData.title`), the form by its own name (`editors`).
 */
export function serverFieldMessages<Form extends object>(error: unknown, form: Form): Partial<Record<keyof Form, string>> {
  if (!(error instanceof ApiError)) return {};
  const named = Object.entries(error.fields ?? {}).map(
    ([path, message]) => [path.slice(path.indexOf('.') + 1), message] as const,
  );
  return Object.fromEntries(named.filter(([field]) => field in form)) as Partial<Record<keyof Form, string>>;
}
