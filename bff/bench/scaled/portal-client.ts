import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { unwrapRecords } from '@portal/contract';
import { signInThroughProvider } from '@portal/stack/sign-in-flow';
import type { ScaledStack } from '@portal/stack/scaled';

/** Requests to the scaled stack as its clients make them: readers through nginx over TLS, operators to one BFF. */

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };
export type Campus = 'sydney' | 'armidale';
export type RequestOptions = { token?: string; body?: unknown; timeoutMs?: number };

const HOST_NAMES: Record<Campus, string> = { sydney: 'localhost', armidale: 'armidale.localhost' };

function collect(request: http.ClientRequest, payload: string | undefined, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)));
    request.once('error', reject);
    request.end(payload);
  });
}

function headersOf({ token }: RequestOptions, payload: string | undefined, host: string): http.OutgoingHttpHeaders {
  return {
    host,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
  };
}

export type Front = {
  /** One request through nginx (TLS trusting the development certificate only, keep-alive connections). */
  request(method: 'GET' | 'POST', path: string, options?: RequestOptions & { campus?: Campus }): Promise<Answer>;
  close(): void;
};

/** Where nginx answers and the development certificate it serves (what a load generator in a worker thread is given). */
export type FrontAddress = Pick<ScaledStack, 'url' | 'certificate'>;

/**
 * nginx's address, for each campus by its host name: the names do not resolve on this machine,
 * so every connection goes to 127.0.0.1 and the name travels in the TLS server name and Host.
 */
export function frontOf({ url, certificate }: FrontAddress, { maxSockets }: { maxSockets: number }): Front {
  const port = Number(new URL(url).port);
  const agent = new https.Agent({ keepAlive: true, maxSockets, ca: certificate });
  return {
    request(method, path, options = {}) {
      const campus = options.campus ?? 'sydney';
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const request = https.request({
        host: '127.0.0.1',
        port,
        servername: HOST_NAMES[campus],
        path,
        method,
        agent,
        headers: headersOf(options, payload, `${HOST_NAMES[campus]}:${port}`),
      });
      return collect(request, payload, options.timeoutMs ?? 30_000);
    },
    close: () => agent.destroy(),
  };
}

/** Signs a demo account in through its campus's dev identity provider, for the portal at nginx's address, and returns its access token. */
export async function signIn(stack: ScaledStack, username: string, campus: Campus = 'sydney'): Promise<string> {
  const idpUrl = campus === 'sydney' ? stack.idpUrl : stack.armidaleIdpUrl;
  if (!idpUrl) throw new Error('The scaled stack runs without the dev identity providers: the bench signs in through them.');
  const { tokens } = await signInThroughProvider({
    idpUrl,
    appUrl: campus === 'sydney' ? stack.url : stack.armidaleUrl,
    username,
  });
  return tokens.access_token;
}

/** One request straight to a process (a BFF's own address, its /readyz), over plain HTTP, a new connection each time. */
export function direct(baseUrl: string, method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<Answer> {
  const url = new URL(path, baseUrl);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const request = http.request(url, { method, agent: false, headers: headersOf(options, payload, 'localhost') });
  return collect(request, payload, options.timeoutMs ?? 10_000);
}

/** An answer's words in one short line: nginx's own error pages are HTML. */
export const wordsOf = (body: string) =>
  body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);

/** The records of a successful answer; any other answer stops the bench with its words. */
export function recordsOf<T>(answer: Answer, what: string): T {
  if (answer.status < 200 || answer.status > 299) throw new Error(`${what} answered ${answer.status}: ${wordsOf(answer.body)}`);
  return unwrapRecords<T>(JSON.parse(answer.body));
}
