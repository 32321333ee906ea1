/**
 * Answers to GET calls that the first script started (app/early-calls.ts) before the app's code
 * had arrived. On a phone's slow network a screen's code takes a second or more to come and
 * run; the calls it then makes would only start after that. Started early, they travel with
 * the code, and the api client takes each answer, once, when the app asks for the same
 * address. An answer nobody took within EARLY_ANSWER_TTL_MS is dropped, so a later ask
 * (a refetch, another screen) never reads an old one.
 */
const EARLY_ANSWER_TTL_MS = 10_000;

const earlyAnswers = new Map<string, { response: Promise<Response>; startedAt: number }>();

/** `url` as the api client builds it (`/api/posts/?types=notice`); `token` null for a public call. */
export function startEarlyCall(url: string, token: string | null, now = performance.now()): void {
  if (earlyAnswers.has(url)) return;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = fetch(url, { headers, credentials: 'same-origin' });
  // Whoever takes the answer handles a failure (as its own call's); untaken, it is no one's.
  response.catch(() => {});
  earlyAnswers.set(url, { response, startedAt: now });
}

/** The early answer for this address, if one was started and not yet taken or too old. */
export function takeEarlyAnswer(url: string, now = performance.now()): Promise<Response> | null {
  const early = earlyAnswers.get(url);
  if (!early) return null;
  earlyAnswers.delete(url);
  return now - early.startedAt <= EARLY_ANSWER_TTL_MS ? early.response : null;
}
