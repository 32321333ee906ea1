import { createHash } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES } from '@portal/contract';
import type { Jobs } from '@portal/strapi-plugin-jobs/types';
import { machineTranslationJob } from './machine-translation-job';
import { machineTranslationSettings } from './settings';
import {
  isTranslatableUid,
  needsMachineTranslation,
  textsDigest,
  translationRowsOf,
  TRANSLATABLE_TYPES,
  type StoredRow,
} from './translatable-types';

const jobsOf = (strapi: Core.Strapi) => strapi.plugin('jobs').service<Jobs>('jobs');

/**
 * In the CMS's register phase, before the job engine's worker starts: its settings are checked
 * (a contradictory one stops the start), and its kind of job registered whether it is on or not,
 * so that a job queued while it was on ends quietly rather than failing as unknown.
 */
export function registerMachineTranslation(strapi: Core.Strapi): void {
  machineTranslationSettings(strapi);
  jobsOf(strapi).registerJobKind(machineTranslationJob);
}

type WriteEvent = { model: { uid: string }; result?: unknown };

/**
 * With machine translation on (TRANSLATE_REGION), every write of a post's or calendar event's
 * English row that readers see (a published post; any event) queues a translation job when one
 * of its languages needs the machine: no translation yet, or the machine's of other English. A
 * save that leaves the English texts as they were queues nothing, so the service is called
 * once per change of the English, never per save or per reader.
 *
 * Database lifecycles, like the rich-text sanitiser and the cache events, so every writer is
 * heard (the BFF, the Strapi panel, the seed, a `strapi.db.query` update). The job is queued
 * in the write's transaction, so it exists only if the write commits, and the worker is woken
 * after the commit. Its key names the English and the translations it found, so saves made
 * while it waits queue no other, and a later change back to earlier English is translated again.
 */
export function queueMachineTranslations(strapi: Core.Strapi): void {
  if (!machineTranslationSettings(strapi)) return;
  const jobs = jobsOf(strapi);

  async function queue(event: WriteEvent): Promise<void> {
    const uid = event.model.uid;
    const id = (event.result as { id?: number } | null)?.id;
    if (!isTranslatableUid(uid) || !id) return;
    // Read whole: a write may have asked for fewer fields back.
    const english = (await strapi.db.query(uid as UID.Schema).findOne({ where: { id } })) as StoredRow | null;
    if (!english || english.locale !== DEFAULT_LANGUAGE || !TRANSLATABLE_TYPES[uid].isPublished(english)) return;
    const digest = textsDigest(uid, english);
    const rows = await translationRowsOf(strapi, uid, english.documentId, TRANSLATED_LANGUAGES);
    const found = TRANSLATED_LANGUAGES.map((language) => rows.find((row) => row.locale === language));
    if (!found.some((row) => needsMachineTranslation(row, digest))) return;
    // One job per state, the English and what the machine has of it: saves made while it waits share it.
    const state = createHash('sha256')
      .update(JSON.stringify([digest, found.map((row) => row ?? null)]))
      .digest('hex');
    const dedupeKey = `machine-translation:${uid}:${english.documentId}:${state}`;
    const payload = { uid, documentId: english.documentId };
    await strapi.db.transaction(async ({ trx, onCommit }) => {
      const { job, created } = await jobs.enqueue(machineTranslationJob, payload, { dedupeKey, trx });
      // That state's job ended and left it so (a refusal, or retries spent): this save tries again.
      if (!created && (job.status === 'completed' || job.status === 'failed')) {
        const savedAt = new Date(english.updatedAt as string | number).getTime();
        await jobs.enqueue(machineTranslationJob, payload, { dedupeKey: `${dedupeKey}:${savedAt}`, trx });
      }
      onCommit(() => jobs.wake());
    });
  }

  /** Never in the editor's way: a translation not queued is logged, and the save goes ahead. */
  const guarded = async (event: WriteEvent) => {
    try {
      await queue(event);
    } catch (error) {
      strapi.log.error(`Machine translation of a ${event.model.uid} was not queued: ${(error as Error).message}`);
    }
  };

  strapi.db.lifecycles.subscribe({ models: Object.keys(TRANSLATABLE_TYPES), afterCreate: guarded, afterUpdate: guarded });
}
