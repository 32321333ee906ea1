import {
  TooManyRequestsException,
  TextSizeLimitExceededException,
  TranslateClient,
  TranslateTextCommand,
  UnsupportedLanguagePairException,
} from '@aws-sdk/client-translate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTranslateFake, TRANSLATE_TEXT_TARGET, type TranslateFake } from './translate-fake.ts';

// The real Amazon Translate client, as the CMS makes it, pointed at the fake: it only works if
// the fake speaks the service's wire protocol (AWS JSON 1.1, SigV4-signed, the service's errors).
let fake: TranslateFake;
let client: TranslateClient;

beforeAll(async () => {
  fake = await startTranslateFake();
  client = new TranslateClient({
    region: 'ap-southeast-2',
    endpoint: fake.url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});
afterAll(async () => {
  client.destroy();
  await fake.stop();
});
beforeEach(() => fake.reset());

const translate = (Text: string, TargetLanguageCode: string, SourceLanguageCode = 'en') =>
  client.send(new TranslateTextCommand({ Text, SourceLanguageCode, TargetLanguageCode }));

describe('the local Amazon Translate fake, through @aws-sdk/client-translate', () => {
  it('translates each line, visibly, and records the call', async () => {
    const answer = await translate('Sports day\n\nBring a hat', 'vi');
    expect(answer).toMatchObject({
      TranslatedText: '[vi] Sports day\n\n[vi] Bring a hat',
      SourceLanguageCode: 'en',
      TargetLanguageCode: 'vi',
    });
    expect(answer.$metadata.httpStatusCode).toBe(200);
    expect(fake.calls()).toEqual([
      expect.objectContaining({
        sourceLanguageCode: 'en',
        targetLanguageCode: 'vi',
        text: 'Sports day\n\nBring a hat',
        status: 200,
      }),
    ]);
  });

  it("answers the service's own errors, which the client raises as its typed exceptions", async () => {
    fake.failNext({ type: 'TooManyRequestsException', count: 2 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const error = await translate('Hello', 'ar').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(TooManyRequestsException);
      expect((error as TooManyRequestsException).$metadata.httpStatusCode).toBe(429);
    }
    expect((await translate('Hello', 'ar')).TranslatedText).toBe('[ar] Hello');
    expect(fake.calls().map((call) => call.status)).toEqual([429, 429, 200]);
  });

  it('fails the calls into one language only, when told to', async () => {
    fake.failNext({ type: 'ServiceUnavailableException', targetLanguageCode: 'zh' });
    expect((await translate('Hello', 'ar')).TranslatedText).toBe('[ar] Hello');
    await expect(translate('Hello', 'zh')).rejects.toMatchObject({
      name: 'ServiceUnavailableException',
      $metadata: { httpStatusCode: 503 },
    });
    expect((await translate('Hello', 'zh')).TranslatedText).toBe('[zh] Hello');
  });

  it('refuses text over 10,000 bytes and languages the service does not know, as the service does', async () => {
    // 3,334 characters of three bytes each: 10,002 bytes.
    const tooLong = await translate('語'.repeat(3334), 'ar').catch((caught: unknown) => caught);
    expect(tooLong).toBeInstanceOf(TextSizeLimitExceededException);
    expect((await translate('語'.repeat(3333), 'ar')).TranslatedText).toBe(`[ar] ${'語'.repeat(3333)}`);

    const unknown = await translate('Hello', 'zh-Hans').catch((caught: unknown) => caught);
    expect(unknown).toBeInstanceOf(UnsupportedLanguagePairException);
    expect(unknown).toMatchObject({
      SourceLanguageCode: 'en',
      TargetLanguageCode: 'zh-Hans',
      $metadata: { httpStatusCode: 400 },
    });
    expect((await translate('Hello', 'zh')).TranslatedText).toBe('[zh] Hello');
  });

  it('answers only signed TranslateText calls in AWS JSON 1.1', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(fake.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ Text: 'Hello', SourceLanguageCode: 'en', TargetLanguageCode: 'vi' }),
      });
    const unsigned = await post({ 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': TRANSLATE_TEXT_TARGET });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toMatchObject({ __type: 'MissingAuthenticationTokenException' });
    const otherOperation = await post({
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSShineFrontendService_20170701.TranslateDocument',
    });
    expect(await otherOperation.json()).toMatchObject({ __type: 'UnknownOperationException' });
    expect(fake.calls()).toEqual([]);
  });

  it('is told to fail and counted over HTTP too, for tests in another process', async () => {
    expect(
      (await fetch(`${fake.url}/_fake/faults`, { method: 'POST', body: JSON.stringify({ type: 'ServiceUnavailableException' }) }))
        .status,
    ).toBe(204);
    const error = await translate('Hello', 'vi').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ServiceUnavailableException', $metadata: { httpStatusCode: 503 } });
    const { calls } = (await (await fetch(`${fake.url}/_fake/calls`)).json()) as { calls: unknown[] };
    expect(calls).toEqual([expect.objectContaining({ text: 'Hello', status: 503, error: 'ServiceUnavailableException' })]);
    await fetch(`${fake.url}/_fake/calls`, { method: 'DELETE' });
    expect(fake.calls()).toEqual([]);
  });
});
