import { successEnvelope, unwrapRecords } from '@portal/contract/envelope';
import type { z } from 'zod';
import { send, type RequestOptions } from '@/lib/api-client.ts';

/**
 * One call of the post translations API (issue 28: `posts/{id}/translations`,
 * `posts/translation-counts`) and its records. The contract's table of answers (responses.ts)
 * does not name these calls yet, so the api client's check in development and test builds
 * would refuse them (and take the counts for `GET posts/:id`): they go through `send`, with
 * the same error catalogue, and their answers are checked here against the contract's record
 * schemas in those builds. Once the table names them, `api.get/put/delete` replace this file.
 */
export async function translationCall<T extends z.ZodType>(
  path: string,
  answer: T,
  options: RequestOptions = {},
): Promise<z.output<T>> {
  const response = await send(path, options, 'application/json');
  const body: unknown = await response.json();
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') successEnvelope(answer).parse(body);
  return unwrapRecords<z.output<T>>(body);
}

/** A call whose answer the screens do not read (a delete). */
export async function translationWrite(path: string, options: RequestOptions): Promise<void> {
  await send(path, options, 'application/json');
}
