import { unwrapRecords } from '@portal/contract/envelope';
import { checkAnswerShape, send, type RequestOptions } from './api-client.ts';

/** One page of a list the BFF pages on the server, with how many records match (X-Total-Count). */
export type ApiPage<T> = { records: T; total: number };

/**
 * A page of a server-paged list (admin tables). Beside api-client.ts, not in it, so the reader's
 * first script does not carry it; errors follow the same catalogue (`send`). Not remembered
 * for If-None-Match: the total travels in a header, and a page is cheap to ask for again.
 */
export async function getPage<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<ApiPage<T>> {
  const response = await send(path, options, 'application/json');
  const body: unknown = await response.json();
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') checkAnswerShape('GET', path, body);
  const records = unwrapRecords<T>(body);
  const total = Number(response.headers.get('X-Total-Count'));
  return { records, total: Number.isFinite(total) ? total : Array.isArray(records) ? records.length : 0 };
}
