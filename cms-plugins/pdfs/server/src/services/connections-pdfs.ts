import type { Core } from '@strapi/strapi';
import type { Campus } from '@portal/contract';
import { CONNECTIONS_PDF_UID, connectionsPdfJob, pdfFileName, type ConnectionsPdfRecord } from '../jobs/connections-pdf';
import { jobsOf, PLUGIN } from '../utils';
import { privateFilesOf } from './private-files';

export interface StartInput {
  title: string;
  campus: Campus;
  users_userid?: string;
  users_username?: string;
}

/** Answered by `remove` for a record whose PDF is still being made. */
export class StillGenerating extends Error {}

/** The Connections PDF records and their jobs (the email of one is the email-sends plugin's). */
const connectionsPdfs = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A record in Generating and its job, committed together: there is never one without the other. */
  async start(input: StartInput) {
    const jobs = jobsOf(strapi);
    const record = await strapi.db.transaction(async ({ trx }) => {
      const created = await strapi.documents(CONNECTIONS_PDF_UID).create({ data: { ...input, status: 'Generating', emailed: false, error: null } as never });
      await jobs.enqueue(connectionsPdfJob, { documentId: created.documentId }, { dedupeKey: `connections-pdf:${created.documentId}`, trx });
      return created;
    });
    jobs.wake();
    return record;
  },

  /** Removes a finished (Completed or errored) record and its stored PDF; null when there is none. */
  async remove(documentId: string) {
    const records = strapi.documents(CONNECTIONS_PDF_UID);
    const record = (await records.findOne({ documentId })) as ConnectionsPdfRecord | null;
    if (!record) return null;
    if (record.status !== 'Completed' && !record.error) throw new StillGenerating('The PDF is still being generated.');
    // The file first: a crash in between leaves a record whose removal can simply be asked again.
    // A failed record names no file, but its job may have stored one before it failed.
    await privateFilesOf(strapi).remove(record.pdf_file ?? pdfFileName(documentId));
    await records.delete({ documentId });
    return record;
  },
});

export type ConnectionsPdfs = ReturnType<typeof connectionsPdfs>;

export const connectionsPdfsOf = (strapi: Core.Strapi) => strapi.plugin(PLUGIN).service<ConnectionsPdfs>('connections-pdfs');

export default connectionsPdfs;
