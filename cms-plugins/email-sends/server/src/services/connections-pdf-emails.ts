import type { Core } from '@strapi/strapi';
import type { CmsRecord } from '@portal/cms/types';
import { connectionsPdfEmailJob, type ConnectionsPdfEmailPayload } from '../jobs/connections-pdf-email';
import { CONNECTIONS_PDF, jobsOf, PLUGIN } from '../utils';

/** Answered by `email` when the record cannot be emailed (now): not Completed, or emailed already. */
export class NotEmailable extends Error {
  constructor(readonly reason: 'not-completed' | 'already-emailed') {
    super(reason === 'not-completed' ? 'The PDF is not Completed.' : 'The PDF has already been emailed.');
  }
}

export type EmailInput = Omit<ConnectionsPdfEmailPayload, 'documentId'>;

/** The email of a Connections PDF (made by the pdfs plugin) to the campus's subscribers. */
const connectionsPdfEmails = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Marks a Completed record of the campus emailed and queues its sending, in one transaction.
   * The mark is one conditional UPDATE (emailed = false in its WHERE), so of two requests at
   * the same moment exactly one changes the row and queues the job; the other is refused.
   * Null when the campus has no such record.
   */
  async email(documentId: string, input: EmailInput) {
    const jobs = jobsOf(strapi);
    const query = strapi.db.query(CONNECTIONS_PDF);
    const queued = await strapi.db.transaction(async ({ trx }) => {
      const { count } = await query.updateMany({ where: { documentId, campus: input.campus, status: 'Completed', emailed: false }, data: { emailed: true } });
      if (count === 0) {
        const record = (await query.findOne({ where: { documentId, campus: input.campus } })) as Pick<CmsRecord<typeof CONNECTIONS_PDF>, 'status'> | null;
        if (!record) return null;
        throw new NotEmailable(record.status === 'Completed' ? 'already-emailed' : 'not-completed');
      }
      await jobs.enqueue(connectionsPdfEmailJob, { documentId, ...input }, { dedupeKey: `${connectionsPdfEmailJob.name}:${documentId}`, trx });
      return (await query.findOne({ where: { documentId } })) as CmsRecord<typeof CONNECTIONS_PDF>;
    });
    if (queued) jobs.wake();
    return queued;
  },
});

export type ConnectionsPdfEmails = ReturnType<typeof connectionsPdfEmails>;

export const connectionsPdfEmailsOf = (strapi: Core.Strapi) => strapi.plugin(PLUGIN).service<ConnectionsPdfEmails>('connections-pdf-emails');

export default connectionsPdfEmails;
