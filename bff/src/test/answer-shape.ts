import { isApiErrorBody, parseAnswer, type ApiCall, type ApiRecords } from '@portal/contract';
import type { ApiAnswer } from './api.ts';

/**
 * The records of a success answer, parsed with the contract's schema of its call. A shape that
 * drifted from the contract fails the test with zod's account of each field, for example
 * `GET posts: ... ✖ Invalid input: expected string, received null → at
 * responceObject.records[3].slug`; an error answer fails it with its status and message.
 */
export function answerOf<C extends ApiCall>(call: C, { status, body }: ApiAnswer): ApiRecords<C> {
  if (status >= 300) {
    const reason = isApiErrorBody(body) ? body.responceObject.error.message : JSON.stringify(body);
    throw new Error(`${call} answered ${status}, not a success: ${reason}`);
  }
  return parseAnswer(call, body);
}

/** A posts list answer (GET posts answers a signed link instead when the admin list is asked for without filters). */
export function postListOf(answer: ApiAnswer): Extract<ApiRecords<'GET posts'>, unknown[]> {
  const records = answerOf('GET posts', answer);
  if (typeof records === 'string') throw new Error(`GET posts answered a link, not a list: ${records}`);
  return records;
}
