import type { Core } from '@strapi/strapi';
import type { EnqueueOptions } from '@portal/strapi-plugin-jobs/types';
import { formSignedCopyJob, type FormSignedCopyPayload } from '../jobs/form-signed-copy';
import { jobsOf } from '../utils';
import { privateFilesOf } from './private-files';

/**
 * The signed copies of answers to permission forms (issue 30), as the CMS's forms code asks for
 * them (cms/src/consent-forms/signed-copies.ts types this service): queued with the answers they
 * are of, and removed with them when the form's evidence is purged.
 */
const formSignedCopies = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * One job per answer, once per answer however often it is asked for (a replayed signature),
   * in the caller's transaction (`trx`): the copy is due exactly when the answer commits.
   */
  async queueSignedCopies(requests: readonly FormSignedCopyPayload[], trx?: EnqueueOptions['trx']): Promise<void> {
    const jobs = jobsOf(strapi);
    for (const { responseId, chainHead } of requests) {
      await jobs.enqueue(
        formSignedCopyJob,
        { responseId, chainHead },
        { dedupeKey: `${formSignedCopyJob.name}:${responseId}`, trx },
      );
    }
  },

  /** Removes stored copies by their keys (one already gone is no error). */
  async removeSignedCopies(keys: readonly string[]): Promise<void> {
    const store = privateFilesOf(strapi);
    for (const key of keys) await store.remove(key);
  },
});

export type FormSignedCopies = ReturnType<typeof formSignedCopies>;

export default formSignedCopies;
