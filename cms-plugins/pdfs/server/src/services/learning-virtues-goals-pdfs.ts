import type { Core } from '@strapi/strapi';
import { LEARNING_VIRTUES_GOALS_INDIVIDUAL, learningVirtuesGoalsYearLabel, type Campus } from '@portal/contract';
import { learningVirtuesGoalsPdfsJob, LEARNING_VIRTUES_GOALS_REQUEST_UID, type LearningVirtuesGoalsRequest } from '../jobs/learning-virtues-goals-pdfs';
import { jobsOf, PLUGIN } from '../utils';
import { privateFilesOf } from './private-files';

export interface RequestInput {
  campus: Campus;
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
const learningVirtuesGoalsPdfs = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A Pending request and its job, committed together: there is never one without the other. */
  async start(input: RequestInput) {
    const individual = input.year === LEARNING_VIRTUES_GOALS_INDIVIDUAL;
    if (individual) {
      const [student] = await strapi.documents('api::student.student').findMany({ filters: { campus: input.campus, username: input.username ?? '' }, fields: ['username'], limit: 1 });
      if (!student) throw new UnknownStudent(`No student ${input.username} at ${input.campus}`);
    }
    const jobs = jobsOf(strapi);
    const request = await strapi.db.transaction(async ({ trx }) => {
      const created = await strapi.documents(LEARNING_VIRTUES_GOALS_REQUEST_UID).create({
        data: {
          campus: input.campus,
          academic_year: String(input.academic_year),
          semester: String(input.term),
          year_group: input.year,
          form_run: learningVirtuesGoalsYearLabel(input.year),
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
      await jobs.enqueue(learningVirtuesGoalsPdfsJob, { documentId: created.documentId }, {
        dedupeKey: `${learningVirtuesGoalsPdfsJob.name}:${created.documentId}`,
        trx,
      });
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
    const requests = strapi.documents(LEARNING_VIRTUES_GOALS_REQUEST_UID);
    const request = (await requests.findOne({ documentId })) as LearningVirtuesGoalsRequest | null;
    if (!request) return null;
    if (request.queue_status !== 'Complete') throw new StillPending('The request is still being worked on.');
    await requests.delete({ documentId });
    const keys = request.pdf_files ?? [];
    if (keys.length > 0) {
      // A key names the campus, year and term, so only requests of those can hold it too.
      const others = (await strapi.db.query(LEARNING_VIRTUES_GOALS_REQUEST_UID).findMany({
        where: { campus: request.campus, academic_year: request.academic_year, semester: request.semester },
        select: ['pdf_files'],
      })) as Array<Pick<LearningVirtuesGoalsRequest, 'pdf_files'>>;
      const stillHeld = new Set(others.flatMap((other) => other.pdf_files ?? []));
      const store = privateFilesOf(strapi);
      for (const key of keys) if (!stillHeld.has(key)) await store.remove(key);
    }
    return request;
  },
});

export type LearningVirtuesGoalsPdfs = ReturnType<typeof learningVirtuesGoalsPdfs>;

export const learningVirtuesGoalsPdfsOf = (strapi: Core.Strapi) => strapi.plugin(PLUGIN).service<LearningVirtuesGoalsPdfs>('learning-virtues-goals-pdfs');

export default learningVirtuesGoalsPdfs;
