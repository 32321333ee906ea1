import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { CONNECTIONS_PDF_JOB, CONNECTIONS_PDF_UID, pdfFileName, type ConnectionsPdfPayload } from '../jobs/connections-pdf';
import { CONNECTIONS_PDF_EMAIL_JOB, type ConnectionsPdfEmailPayload } from '../jobs/connections-pdf-email';
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
  pdf_file: string | null;
}

/** Answered by `remove` for a record whose PDF is still being made. */
export class StillGenerating extends Error {}

/** Answered by `email` when the record cannot be emailed (now): not Completed, or emailed already. */
export class NotEmailable extends Error {
  constructor(readonly reason: 'not-completed' | 'already-emailed') {
    super(reason === 'not-completed' ? 'The PDF is not Completed.' : 'The PDF has already been emailed.');
  }
}

export type EmailInput = Omit<ConnectionsPdfEmailPayload, 'documentId'>;

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

  /**
   * Marks a Completed record of the campus emailed and queues its sending, in one transaction.
   * The mark is one conditional UPDATE (emailed = false in its WHERE), so of two requests at
   * the same moment exactly one changes the row and queues the job; the other is refused.
   * Null when the campus has no such record.
   */
  async email(documentId: string, input: EmailInput) {
    const jobs = getService(strapi, 'jobs');
    const query = strapi.db.query(CONNECTIONS_PDF_UID);
    const queued = await strapi.db.transaction(async ({ trx }) => {
      const { count } = await query.updateMany({ where: { documentId, campus: input.campus, status: 'Completed', emailed: false }, data: { emailed: true } });
      if (count === 0) {
        const record = (await query.findOne({ where: { documentId, campus: input.campus } })) as { status: string; emailed: boolean | null } | null;
        if (!record) return null;
        throw new NotEmailable(record.status === 'Completed' ? 'already-emailed' : 'not-completed');
      }
      const payload: ConnectionsPdfEmailPayload = { documentId, ...input };
      await jobs.enqueue(CONNECTIONS_PDF_EMAIL_JOB, payload, { dedupeKey: `connections-pdf-email:${documentId}`, trx: trx as unknown as Knex.Transaction });
      return (await query.findOne({ where: { documentId } })) as unknown;
    });
    if (queued) jobs.wake();
    return queued;
  },

  /** Removes a finished (Completed or errored) record and its stored PDF; null when there is none. */
  async remove(documentId: string) {
    const records = strapi.documents(CONNECTIONS_PDF_UID);
    const record = (await records.findOne({ documentId })) as unknown as StoredPdf | null;
    if (!record) return null;
    if (record.status !== 'Completed' && !record.error) throw new StillGenerating('The PDF is still being generated.');
    // The file first: a crash in between leaves a record whose removal can simply be asked again.
    // A failed record names no file, but its job may have stored one before it failed.
    await getService(strapi, 'private-files').remove(record.pdf_file ?? pdfFileName(documentId));
    await records.delete({ documentId });
    return record;
  },
});
