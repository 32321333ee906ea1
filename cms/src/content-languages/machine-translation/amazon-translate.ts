import { TranslateClient, TranslateTextCommand } from '@aws-sdk/client-translate';
import { DEFAULT_LANGUAGE, type TranslatedLanguage } from '@portal/contract';
import type { MachineTranslationSettings } from './settings';

/** Amazon Translate's code for each language content is translated into (Simplified Chinese is `zh`). */
export const AMAZON_TRANSLATE_LANGUAGES: Readonly<Record<TranslatedLanguage, string>> = { ar: 'ar', 'zh-Hans': 'zh', vi: 'vi' };

/** TranslateText's limit on the text of one call, in UTF-8 bytes. */
export const TRANSLATE_TEXT_MAX_BYTES = 10_000;

/**
 * The client, with the SDK's own retries (3 attempts, backing off) for a moment's throttling; an
 * outage longer than that fails the job, which the job engine runs again later.
 */
export const amazonTranslateClient = ({ region, endpoint, credentials }: MachineTranslationSettings) =>
  new TranslateClient({ region, maxAttempts: 3, ...(endpoint ? { endpoint } : {}), ...(credentials ? { credentials } : {}) });

const THROTTLING = new Set(['ThrottlingException', 'TooManyRequestsException', 'ThrottledException', 'RequestLimitExceeded']);

/**
 * Whether an error of a call is worth trying again later: throttling, the service's own fault
 * (5xx), or no answer at all (the network, a timeout, credentials not found yet). Anything else
 * (an unsupported language, a refused key) would fail the same way again.
 */
export function isTransient(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode;
  if (status === undefined) return true;
  return status === 429 || status >= 500 || THROTTLING.has(name ?? '');
}

/** An error as the log may show it: its type and the service's message, never the request or the settings. */
export const describeError = (error: unknown) => {
  const { name, message } = error as { name?: string; message?: string };
  return `${name ?? 'Error'}: ${message ?? String(error)}`;
};

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

/** Pieces of at most `max` bytes, cut after a space where there is one (each piece keeps its spaces). */
function cutToSize(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (byteLength(rest) > max) {
    let bytes = 0;
    let cut = 0;
    let afterSpace = 0;
    for (const char of rest) {
      const size = byteLength(char);
      if (bytes + size > max) break;
      bytes += size;
      cut += char.length;
      if (/\s/u.test(char)) afterSpace = cut;
    }
    const at = afterSpace > 0 ? afterSpace : cut;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  return [...pieces, rest];
}

/** Something to translate: a text without line breaks or surrounding spaces, with letters in it. */
type Unit = { text: string; translation?: string };
/** A text as translated pieces and what is kept as it was (spaces, line breaks, numbers, punctuation). */
type Piece = string | Unit;

/**
 * Translates texts from English (each a field's text, or a text node of rich text), in as few
 * TranslateText calls as fit within its 10,000 bytes. Each text is cut into lines, the lines of
 * many texts sent together one per line; the service keeps line breaks, so its answer is cut
 * back at them. Should an answer come back with another number of lines, that call's lines are
 * sent again one by one. Spaces around a line, blank lines and lines with no letters (a date, a
 * bullet's dash) are kept as they are, and a line longer than a call is cut at spaces.
 */
export async function translateTexts(
  client: TranslateClient,
  texts: readonly string[],
  language: TranslatedLanguage,
): Promise<string[]> {
  const units: Unit[] = [];
  /** A stretch of text as its spaces and, between them, a unit when it has letters. */
  const spaced = (stretch: string): Piece[] => {
    const [, before = '', core = '', after = ''] = /^(\s*)(.*?)(\s*)$/su.exec(stretch) ?? [];
    if (!/\p{L}/u.test(core)) return [stretch];
    const unit: Unit = { text: core };
    units.push(unit);
    return [before, unit, after];
  };
  const pieced = texts.map((text) =>
    text
      .split('\n')
      .flatMap((line, index) => [...(index > 0 ? ['\n'] : []), ...cutToSize(line, TRANSLATE_TEXT_MAX_BYTES).flatMap(spaced)]),
  );

  const send = async (text: string) =>
    (
      await client.send(
        new TranslateTextCommand({
          Text: text,
          SourceLanguageCode: DEFAULT_LANGUAGE,
          TargetLanguageCode: AMAZON_TRANSLATE_LANGUAGES[language],
        }),
      )
    ).TranslatedText ?? '';

  for (const batch of batchesOf(units)) {
    const lines = (await send(batch.map((unit) => unit.text).join('\n'))).split(/\r?\n/);
    if (lines.length === batch.length) {
      batch.forEach((unit, index) => (unit.translation = lines[index]!.trim()));
    } else {
      for (const unit of batch) unit.translation = (await send(unit.text)).trim();
    }
  }
  return pieced.map((pieces) => pieces.map((piece) => (typeof piece === 'string' ? piece : piece.translation!)).join(''));
}

/** Consecutive units, one per line, as many to a call as its byte limit takes. */
function batchesOf(units: readonly Unit[]): Unit[][] {
  const batches: Unit[][] = [];
  let batch: Unit[] = [];
  let bytes = 0;
  for (const unit of units) {
    const size = byteLength(unit.text) + (batch.length > 0 ? 1 : 0);
    if (batch.length > 0 && bytes + size > TRANSLATE_TEXT_MAX_BYTES) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    bytes += batch.length > 0 ? size : byteLength(unit.text);
    batch.push(unit);
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
