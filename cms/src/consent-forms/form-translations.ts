import type { TranslateClient } from '@aws-sdk/client-translate';
import type { Core } from '@strapi/strapi';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@portal/contract';
import { sanitiseRichText } from '@portal/contract/rich-text';
import type { EnqueueOptions, JobKind, Jobs } from '@portal/strapi-plugin-jobs/types';
import {
  amazonTranslateClient,
  describeError,
  isTransient,
  translateTexts,
} from '../content-languages/machine-translation/amazon-translate';
import { richTextTexts } from '../content-languages/machine-translation/rich-text-texts';
import { machineTranslationSettings } from '../content-languages/machine-translation/settings';
import { isUniqueViolation, translationHashOf } from './evidence';
import {
  FORM_TRANSLATION,
  FORM_VERSION,
  type FormTranslationRecord,
  type FormVersionRecord,
  type TranslatedQuestion,
} from './records';

/**
 * Permission forms shown machine-translated (issue 30): "a form shown machine-translated shows
 * the original beside the translation at the signature step, and both texts' hashes are stored".
 *
 * With machine translation on (TRANSLATE_REGION), each published version of a form is translated
 * into every language content is translated into, by a job queued in the transaction that
 * publishes the form or makes its new version. A translation is a row of its own
 * (consent-form-translation), one per version and language, written once and never changed, with
 * its own SHA-256 (evidence.ts translationHashOf): the version row is evidence of what was
 * signed, so nothing is added to it after the fact, and a translation made later (a retry after
 * throttling) or never (the service refused it) leaves it as it was.
 *
 * What is translated is what a signer reads: the title, the body (its text nodes, every element
 * and attribute kept, as posts are translated), and each question's label and a choice's options.
 * The statement a signer agrees to is the contract's one template (consentStatement), not the
 * form's: it is signed in English and its translation is the interface's (a person's, in the
 * catalog), not a machine's.
 */

export interface FormTranslationPayload {
  /** The form's documentId. */
  form: string;
  /** The version's number. */
  version: number;
}

type TranslatedTexts = Pick<FormTranslationRecord, 'title' | 'body' | 'questions'>;

/**
 * A version's texts in one language, in as few calls as fit: the title, the body's text nodes,
 * then each question's label and options, in order; put back where each came from. The body is
 * sanitised as every rich text is, so that what is hashed is what is stored and shown.
 */
async function translatedVersion(
  client: TranslateClient,
  version: FormVersionRecord,
  language: TranslatedLanguage,
): Promise<TranslatedTexts> {
  const body = richTextTexts(version.body);
  const questionTexts = version.questions.map((question) => [question.label, ...(question.options ?? [])]);
  const translations = await translateTexts(client, [version.title, ...body.texts, ...questionTexts.flat()], language);
  let next = 0;
  const take = (count: number) => translations.slice(next, (next += count));
  const [title] = take(1);
  const translatedBody = body.withTexts(take(body.texts.length));
  const questions = version.questions.map((question): TranslatedQuestion => {
    const [label] = take(1);
    return question.options
      ? { id: question.id, label: label!, options: take(question.options.length) }
      : { id: question.id, label: label! };
  });
  return { title: title!, body: sanitiseRichText(translatedBody), questions };
}

/**
 * Stores one translation with its hash. A second run of the job (a retry after a crash, or two
 * processes) finds the row there: the unique index (form, version, language) lets one in.
 */
async function storeTranslation(
  strapi: Core.Strapi,
  version: FormVersionRecord,
  language: TranslatedLanguage,
  texts: TranslatedTexts,
): Promise<void> {
  const row = { source_hash: version.content_hash, language, ...texts };
  try {
    await strapi.db.query(FORM_TRANSLATION).create({
      data: { form: version.form, version: version.number, ...row, content_hash: translationHashOf(row) },
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * Translates one version of a form into each language it has no translation in yet. The same
 * English translated before (a new version whose text did not change, only its due date or
 * settings; a form cloned and published with the same text) is taken from that translation,
 * with no call to the service. Safe to run again: a language done is skipped.
 *
 * Throttling, the service's faults and network errors fail the run, and the engine runs it again
 * later, going on from the language it stopped at. Any other error (the service refusing the
 * request) is logged and that language left untranslated: its readers see the English alone.
 */
export const formTranslationJob: JobKind<FormTranslationPayload> = {
  name: 'form-translation',
  // With the engine's backoff (5 s, doubling to 10 min), about half an hour of throttling or outage.
  maxAttempts: 10,

  async run({ form, version: number }, { strapi, log }) {
    const settings = machineTranslationSettings(strapi);
    if (!settings) {
      log.info(`Machine translation is off (TRANSLATE_REGION unset): form ${form} version ${number} is shown in English only.`);
      return;
    }
    const version = (await strapi.db.query(FORM_VERSION).findOne({ where: { form, number } })) as FormVersionRecord | null;
    // The form was deleted (or purged) meanwhile.
    if (!version) return;
    const translations = strapi.db.query(FORM_TRANSLATION);
    const done = (await translations.findMany({ where: { form, version: number }, select: ['language'] })) as Pick<
      FormTranslationRecord,
      'language'
    >[];
    const languages = TRANSLATED_LANGUAGES.filter((language) => !done.some((row) => row.language === language));

    let client: TranslateClient | null = null;
    try {
      for (const language of languages) {
        const earlier = (await translations.findOne({
          where: { source_hash: version.content_hash, language },
          select: ['title', 'body', 'questions'],
          orderBy: { id: 'asc' },
        })) as TranslatedTexts | null;
        let texts: TranslatedTexts;
        if (earlier) {
          texts = { title: earlier.title, body: earlier.body, questions: earlier.questions };
        } else {
          client ??= amazonTranslateClient(settings);
          try {
            texts = await translatedVersion(client, version, language);
          } catch (error) {
            if (isTransient(error))
              throw new Error(`Amazon Translate, form ${form} version ${number} into ${language}: ${describeError(error)}`);
            log.error(
              `Machine translation of form ${form} version ${number} into ${language} was refused (${describeError(error)}); its signers read it in English.`,
            );
            continue;
          }
        }
        await storeTranslation(strapi, version, language, texts);
      }
    } finally {
      client?.destroy();
    }
  },
};

/**
 * Queues the translation of a form's version, in the caller's transaction (the one that publishes
 * the form or stores its new version), so the job exists only if the version does; the worker is
 * woken once it commits. Nothing when machine translation is off. One job per version, ever.
 */
export async function queueFormTranslation(
  strapi: Core.Strapi,
  payload: FormTranslationPayload,
  { trx, onCommit }: { trx: unknown; onCommit: (callback: () => void) => void },
): Promise<void> {
  if (!machineTranslationSettings(strapi)) return;
  const jobs = strapi.plugin('jobs').service<Jobs>('jobs');
  await jobs.enqueue(formTranslationJob, payload, {
    dedupeKey: `${formTranslationJob.name}:${payload.form}:${payload.version}`,
    trx: trx as EnqueueOptions['trx'],
  });
  onCommit(() => jobs.wake());
}

/** The translation of a form's version into a language, or null when there is none (yet). */
export async function translationOf(
  strapi: Core.Strapi,
  form: string,
  version: number,
  language: TranslatedLanguage,
): Promise<FormTranslationRecord | null> {
  return (await strapi.db
    .query(FORM_TRANSLATION)
    .findOne({ where: { form, version, language } })) as FormTranslationRecord | null;
}
