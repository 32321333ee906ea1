import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { LV_GOALS_INDIVIDUAL, lvGoalsYearLabel } from '@portal/contract';
import { LEARNING_GOALS_PDFS_JOB, QUEUE_STATISTIC_UID, type LearningGoalsPdfsPayload, type QueueRequest } from '../jobs/learning-goals-pdfs';
import { uploadService } from '../pdf/store-pdf';
import { getService } from '../utils';

export interface RequestInput {
  campus: string;
  academic_year: number;
  term: number;
  /** 7 to 12, or 13 for the one student named by `username`. */
  year: number;
  username?: string;
  created_by_username: string;
  users_userid?: string;
}

/** Answered by `start` when the individual student is not one of the campus's. */
export class UnknownStudent extends Error {}
/** Answered by `remove` for a request whose PDFs are still being made. */
export class StillPending extends Error {}

/** Learning Virtues goals PDF requests (queue statistics records) and their jobs. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A Pending request and its job, committed together: there is never one without the other. */
  async start(input: RequestInput) {
    const individual = input.year === LV_GOALS_INDIVIDUAL;
    if (individual) {
      const [student] = await strapi.documents('api::student.student').findMany({ filters: { campus: input.campus, username: input.username ?? '' }, fields: ['username'], limit: 1 } as never);
      if (!student) throw new UnknownStudent(`No student ${input.username} at ${input.campus}`);
    }
    const jobs = getService(strapi, 'jobs');
    const request = await strapi.db.transaction(async ({ trx }) => {
      const created = await strapi.documents(QUEUE_STATISTIC_UID).create({
        data: {
          campus: input.campus,
          academic_year: String(input.academic_year),
          semester: String(input.term),
          year_group: input.year,
          form_run: lvGoalsYearLabel(input.year),
          student_username: individual ? input.username : null,
          created_by_username: input.created_by_username,
          users_userid: input.users_userid ?? null,
          queue_status: 'Pending',
          is_error: false,
          message: null,
          progress_done: 0,
          progress_total: 0,
        } as never,
      });
      const payload: LearningGoalsPdfsPayload = { documentId: created.documentId };
      await jobs.enqueue(LEARNING_GOALS_PDFS_JOB, payload, { dedupeKey: `learning-goals-pdfs:${created.documentId}`, trx: trx as unknown as Knex.Transaction });
      return created;
    });
    jobs.wake();
    return request;
  },

  /**
   * Removes a Complete request and the PDFs only it holds (a later request for the same students
   * and term shares their files and keeps them); null when there is none. A Pending request is
   * refused: its job may be writing files this very moment.
   */
  async remove(documentId: string) {
    const requests = strapi.documents(QUEUE_STATISTIC_UID);
    const request = (await requests.findOne({ documentId, populate: ['pdfs'] } as never)) as unknown as (QueueRequest & { pdfs?: Array<{ id: number; name: string; url: string }> }) | null;
    if (!request) return null;
    if (request.queue_status !== 'Complete') throw new StillPending('The request is still being worked on.');
    const fileIds = (request.pdfs ?? []).map((file) => file.id);
    await requests.delete({ documentId });
    if (fileIds.length > 0) {
      // Whatever still links a file after the request is gone is another request's.
      const links = (strapi.db.metadata.get('plugin::upload.file').attributes as unknown as { related: { joinTable: { name: string; joinColumn: { name: string } } } }).related.joinTable;
      const rows = (await strapi.db.connection(links.name).whereIn(links.joinColumn.name, fileIds).select(links.joinColumn.name)) as Array<Record<string, number>>;
      const stillLinked = new Set(rows.map((row) => Number(row[links.joinColumn.name])));
      const upload = uploadService(strapi);
      for (const file of request.pdfs ?? []) if (!stillLinked.has(file.id)) await upload.remove(file);
    }
    return request;
  },
});
