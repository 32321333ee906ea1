import { inject } from 'vitest';
import type { EmailSendRecord, Campus } from '@portal/contract';
import { callApi, callArmidale, sendWithHost, tokenFor, type ApiAnswer } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';

export type StoredEmail = {
  messageId: string;
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  headers?: Array<{ name: string; value: string }>;
};

export const headerOf = (email: StoredEmail, name: string) =>
  email.headers?.find((header) => header.name.toLowerCase() === name.toLowerCase())?.value;

/** What the stack's SES emulator holds for one send (every bulk message names its send in X-Portal-Send). */
export async function messagesOf(sendId: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${inject('stack').sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => headerOf(email, 'X-Portal-Send') === sendId);
}

/** Polls the send as the Email tab does (as admin1 of the campus) until it is no longer Queued or Sending. */
export async function waitForSend(campus: Campus, id: string, timeoutMs = 60_000): Promise<EmailSendRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer: ApiAnswer =
      campus === 'sydney'
        ? await callApi(`send-emails/${id}`, { token: await tokenFor('admin1') })
        : await callArmidale(`send-emails/${id}`, { username: 'admin1' });
    if (answer.status === 200) {
      const [send] = answerOf('GET send-emails/:id', answer);
      if (send.status === 'Sent' || send.status === 'Failed') return send;
    }
    if (Date.now() > deadline)
      throw new Error(`send ${id} not finished after ${timeoutMs / 1000} s (last answer ${answer.status})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Makes records straight in the CMS, many at once (test set-up only). */
export async function inParallel<T, R>(items: readonly T[], width: number, make: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await make(items[index]!);
      }
    }),
  );
  return results;
}

/** A request to a link from an email, with the link's own host name in the Host header (campus host names do not resolve here). */
export async function openLink(
  link: string,
  {
    method = 'GET',
    form,
    languages,
  }: { method?: string; form?: string; /** The browser's Accept-Language. */ languages?: string } = {},
): Promise<{ status: number; text: string }> {
  const url = new URL(link);
  const headers: Record<string, string> = {
    ...(form === undefined
      ? {}
      : { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(form)) }),
    ...(languages ? { 'accept-language': languages } : {}),
  };
  const { status, text } = await sendWithHost(url.pathname + url.search, url.host, { method, headers, payload: form });
  return { status, text };
}
