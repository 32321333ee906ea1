import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { CONNECTIONS_PDF_JOB, CONNECTIONS_PDF_UID, type ConnectionsPdfPayload } from '../jobs/connections-pdf';
import { getService } from '../utils';

export interface StartInput {
  title: string;
  campus: string;
  users_userid?: string;
  users_username?: string;
}

interface StoredPdf {
  documentId: string;
  status: 'Generating' | 'Completed';
  error: string | null;
  pdf?: { id: number; url: string; name: string } | null;
}

/** Answered by `remove` for a record whose PDF is still being made. */
export class StillGenerating extends Error {}

/** The Connections PDF records and their jobs. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A record in Generating and its job, committed together: there is never one without the other. */
  async start(input: StartInput) {
    const jobs = getService(strapi, 'jobs');
    const record = await strapi.db.transaction(async ({ trx }) => {
      const created = await strapi.documents(CONNECTIONS_PDF_UID).create({ data: { ...input, status: 'Generating', emailed: false, error: null } as never });
      const payload: ConnectionsPdfPayload = { documentId: created.documentId };
      await jobs.enqueue(CONNECTIONS_PDF_JOB, payload, { dedupeKey: `connections-pdf:${created.documentId}`, trx: trx as unknown as Knex.Transaction });
      return created;
    });
    jobs.wake();
    return record;
  },

  /** Removes a finished (Completed or errored) record and its stored PDF; null when there is none. */
  async remove(documentId: string) {
    const records = strapi.documents(CONNECTIONS_PDF_UID);
    const record = (await records.findOne({ documentId, populate: ['pdf'] } as never)) as unknown as StoredPdf | null;
    if (!record) return null;
    if (record.status !== 'Completed' && !record.error) throw new StillGenerating('The PDF is still being generated.');
    if (record.pdf) await (strapi.plugin('upload').service('upload') as unknown as { remove(file: unknown): Promise<unknown> }).remove(record.pdf);
    await records.delete({ documentId });
    return record;
  },
});
