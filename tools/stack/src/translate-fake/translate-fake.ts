import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Amazon Translate's TranslateText, speaking its wire protocol (AWS JSON 1.1)
 * so that the real `@aws-sdk/client-translate` talks to it unchanged, as the SES clients talk to
 * aws-ses-v2-local: `POST /` with `X-Amz-Target: AWSShineFrontendService_20170701.TranslateText`,
 * `Content-Type: application/x-amz-json-1.1` and a SigV4 signature for the `translate` service
 * (any keys), body `{ Text, SourceLanguageCode, TargetLanguageCode }`, answered with
 * `{ TranslatedText, SourceLanguageCode, TargetLanguageCode }`; errors as `{ __type, message }`
 * with the status the service's model gives them. It refuses what the service refuses: text over
 * 10,000 bytes, a language code it does not know (`zh-Hans` is not one: Simplified Chinese is `zh`).
 *
 * Its translation is visibly fake and deterministic: each line that is not blank gets the target
 * code in brackets before it (`[vi] Sports day`), keeping the lines as the service keeps them.
 * It remembers every call, and can be told to fail the next ones (`failNext`), for tests:
 * in process, or over HTTP from another one (`GET|DELETE /_fake/calls`, `POST /_fake/faults`).
 */

export const TRANSLATE_TEXT_TARGET = 'AWSShineFrontendService_20170701.TranslateText';
const JSON_1_1 = 'application/x-amz-json-1.1';
/** TranslateText's limit on `Text`, in UTF-8 bytes. */
export const TRANSLATE_TEXT_MAX_BYTES = 10_000;

/** Amazon Translate's language codes (its "Supported languages" page), plus `auto` as a source. */
// prettier-ignore
const LANGUAGE_CODES = new Set([
  'af', 'sq', 'am', 'ar', 'hy', 'az', 'bn', 'bs', 'bg', 'ca', 'zh', 'zh-TW', 'hr', 'cs', 'da', 'fa-AF', 'nl', 'en',
  'et', 'fa', 'tl', 'fi', 'fr', 'fr-CA', 'ka', 'de', 'el', 'gu', 'ht', 'ha', 'he', 'hi', 'hu', 'is', 'id', 'ga',
  'it', 'ja', 'kn', 'kk', 'ko', 'lv', 'lt', 'mk', 'ms', 'ml', 'mt', 'mr', 'mn', 'no', 'ps', 'pl', 'pt', 'pt-PT',
  'pa', 'ro', 'ru', 'sr', 'si', 'sk', 'sl', 'so', 'es', 'es-MX', 'sw', 'sv', 'ta', 'te', 'th', 'tr', 'uk', 'ur',
  'uz', 'vi', 'cy',
]);

/** The HTTP status of each of the service's errors (its model's `httpError`); a type not listed answers 400. */
const ERROR_STATUS: Record<string, number> = {
  TooManyRequestsException: 429,
  ThrottlingException: 400,
  ServiceUnavailableException: 503,
  InternalServerException: 500,
  ConcurrentModificationException: 409,
  ResourceNotFoundException: 404,
  MissingAuthenticationTokenException: 403,
  InvalidSignatureException: 403,
  UnrecognizedClientException: 400,
  AccessDeniedException: 400,
};

export type TranslateCall = {
  at: string;
  sourceLanguageCode: string;
  targetLanguageCode: string;
  text: string;
  /** The status it was answered with (200, or an error's). */
  status: number;
  /** The error's type when it failed. */
  error?: string;
};

/**
 * An error to answer the next calls with, e.g. `{ type: 'TooManyRequestsException', count: 3 }`;
 * with `targetLanguageCode`, the next calls into that language only.
 */
export type TranslateFault = { type: string; count?: number; status?: number; message?: string; targetLanguageCode?: string };

export type TranslateFake = {
  /** Where the client's `endpoint` points, e.g. `http://127.0.0.1:8006`. */
  url: string;
  /** Every TranslateText call so far, oldest first. */
  calls(): TranslateCall[];
  /** Forgets the calls and any faults still to come. */
  reset(): void;
  /** Answers the next `count` (1) TranslateText calls (into its language, if it names one) with this error instead. */
  failNext(fault: TranslateFault): void;
  stop(): Promise<void>;
};

class AwsError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = ERROR_STATUS[type] ?? 400,
    readonly members: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** What the fake answers a text with: each line that is not blank marked with the target language. */
export const fakeTranslation = (text: string, target: string) =>
  text
    .split('\n')
    .map((line) => (line.trim() === '' ? line : `[${target}] ${line}`))
    .join('\n');

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(
  response: ServerResponse,
  status: number,
  body: unknown,
  contentType = JSON_1_1,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': contentType, 'x-amzn-RequestId': randomUUID(), ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

function answerError(response: ServerResponse, error: AwsError): void {
  answer(response, error.status, { __type: error.type, message: error.message, ...error.members }, JSON_1_1, {
    'x-amzn-ErrorType': error.type,
  });
}

/** The request is signed with SigV4 for the `translate` service (the keys themselves are not checked). */
function checkSignature(request: IncomingMessage): void {
  const authorization = request.headers.authorization;
  if (!authorization) throw new AwsError('MissingAuthenticationTokenException', 'Missing Authentication Token');
  const scope = /^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/[^/]+\/([^/]+)\/aws4_request,/.exec(authorization);
  if (!scope)
    throw new AwsError(
      'IncompleteSignatureException',
      'Authorization header requires a SigV4 Credential, SignedHeaders and Signature.',
      403,
    );
  if (scope[1] !== 'translate')
    throw new AwsError('InvalidSignatureException', "Credential should be scoped to correct service: 'translate'.");
}

type TranslateTextRequest = { Text: string; SourceLanguageCode: string; TargetLanguageCode: string };

function translateTextRequest(body: string): TranslateTextRequest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new AwsError('SerializationException', 'The request body is not JSON.');
  }
  const request = (parsed ?? {}) as Partial<Record<keyof TranslateTextRequest, unknown>>;
  for (const [member, name] of [
    ['Text', 'text'],
    ['SourceLanguageCode', 'sourceLanguageCode'],
    ['TargetLanguageCode', 'targetLanguageCode'],
  ] as const) {
    if (typeof request[member] !== 'string') {
      throw new AwsError(
        'ValidationException',
        `1 validation error detected: Value null at '${name}' failed to satisfy constraint: Member must not be null`,
      );
    }
  }
  return request as TranslateTextRequest;
}

function translateText({ Text, SourceLanguageCode, TargetLanguageCode }: TranslateTextRequest) {
  const size = Buffer.byteLength(Text, 'utf8');
  if (size === 0)
    throw new AwsError(
      'ValidationException',
      "1 validation error detected: Value at 'text' failed to satisfy constraint: Member must have length greater than or equal to 1",
    );
  if (size > TRANSLATE_TEXT_MAX_BYTES) {
    throw new AwsError(
      'TextSizeLimitExceededException',
      `Input text size exceeds limit. Max length of request text allowed is ${TRANSLATE_TEXT_MAX_BYTES} bytes while in this request the text size is ${size} bytes`,
    );
  }
  const sourceKnown = SourceLanguageCode === 'auto' || LANGUAGE_CODES.has(SourceLanguageCode);
  if (!sourceKnown || !LANGUAGE_CODES.has(TargetLanguageCode)) {
    throw new AwsError(
      'UnsupportedLanguagePairException',
      `Unsupported language pair: ${SourceLanguageCode} to ${TargetLanguageCode}`,
      400,
      {
        SourceLanguageCode,
        TargetLanguageCode,
      },
    );
  }
  return {
    TranslatedText: fakeTranslation(Text, TargetLanguageCode),
    SourceLanguageCode: SourceLanguageCode === 'auto' ? 'en' : SourceLanguageCode,
    TargetLanguageCode,
  };
}

/** Starts the fake on `port` (0: any free one) of the loopback interface. */
export async function startTranslateFake({
  port = 0,
  host = '127.0.0.1',
}: { port?: number; host?: string } = {}): Promise<TranslateFake> {
  const calls: TranslateCall[] = [];
  const faults: Omit<TranslateFault, 'count'>[] = [];

  const failNext = ({ count = 1, ...fault }: TranslateFault) => {
    for (let index = 0; index < count; index += 1) faults.push(fault);
  };
  /** The first fault still to come that applies to a call into this language, taken off the list. */
  const faultFor = (target: string) => {
    const index = faults.findIndex((fault) => fault.targetLanguageCode === undefined || fault.targetLanguageCode === target);
    return index < 0 ? undefined : faults.splice(index, 1)[0];
  };
  const reset = () => {
    calls.length = 0;
    faults.length = 0;
  };

  async function control(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.url === '/_fake/calls' && request.method === 'GET') return answer(response, 200, { calls }, 'application/json');
    if (request.url === '/_fake/calls' && request.method === 'DELETE') {
      reset();
      return answer(response, 204, undefined, 'application/json');
    }
    if (request.url === '/_fake/faults' && request.method === 'POST') {
      const fault = JSON.parse((await bodyOf(request)) || '{}') as TranslateFault;
      if (typeof fault.type !== 'string')
        return answer(response, 400, { message: 'A fault needs its error type.' }, 'application/json');
      failNext(fault);
      return answer(response, 204, undefined, 'application/json');
    }
    answer(response, 404, { message: 'Not a control path of the fake.' }, 'application/json');
  }

  async function service(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await bodyOf(request);
    if (request.method !== 'POST' || request.url !== '/')
      throw new AwsError('UnknownOperationException', 'Only POST / is served.', 404);
    if (request.headers['x-amz-target'] !== TRANSLATE_TEXT_TARGET)
      throw new AwsError('UnknownOperationException', `Unknown operation ${String(request.headers['x-amz-target'])}`);
    if (!request.headers['content-type']?.startsWith(JSON_1_1))
      throw new AwsError('SerializationException', `Expected Content-Type ${JSON_1_1}`);
    checkSignature(request);
    const input = translateTextRequest(body);
    const call: TranslateCall = {
      at: new Date().toISOString(),
      sourceLanguageCode: input.SourceLanguageCode,
      targetLanguageCode: input.TargetLanguageCode,
      text: input.Text,
      status: 200,
    };
    calls.push(call);
    const fault = faultFor(input.TargetLanguageCode);
    try {
      if (fault)
        throw new AwsError(fault.type, fault.message ?? `${fault.type} (from the local Amazon Translate fake)`, fault.status);
      answer(response, 200, translateText(input));
    } catch (error) {
      if (error instanceof AwsError) Object.assign(call, { status: error.status, error: error.type });
      throw error;
    }
  }

  const server = createServer((request, response) => {
    const handle = request.url?.startsWith('/_fake/') ? control : service;
    handle(request, response).catch((error: unknown) => {
      if (error instanceof AwsError) return answerError(response, error);
      answerError(response, new AwsError('InternalServerException', (error as Error).message));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${bound}`,
    calls: () => calls.map((call) => ({ ...call })),
    reset,
    failNext,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
