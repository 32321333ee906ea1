import { LEARNING_VIRTUES_GOALS_MESSAGES as M, type Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { CmsResponseError } from '../cms/cms-client.ts';
import { ApiError, badRequest, conflict, notFound } from '../errors.ts';
import { authorize } from '../policies/authorize.ts';
import type { ModelDeps } from './model-deps.ts';
import type { LearningVirtuesGoalsRequest } from './records/learning-virtues-goals-request.ts';

export type { LearningVirtuesGoalsRequest };

const COLLECTION = 'queue-statistics';
/** The pdfs plugin's route for these requests. */
const JOBS = 'pdfs/learning-virtues-goals-pdfs';

/** What an administrator asks for: a year and term, and a year group or (year 13) one student. */
export type LearningVirtuesGoalsAsked = { selected_year: number; semester: number; year: number; username?: string };

/** The CMS answers a missing id with 404: here that is "no such request". */
const noneWhenMissing = (error: unknown): null => {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
};

/**
 * Learning Virtues goals PDF requests (admin spec 7 "Learning virtues PDF" and "Queue
 * statistics"): a job in the CMS makes the PDFs of a request; administrators of its campus read,
 * download and remove it (policies/learning-virtues-goals-request.ts).
 */
export function createLearningVirtuesGoalsRequests({ cms }: Pick<ModelDeps, 'cms'>) {
  const findOne = (id: string): Promise<LearningVirtuesGoalsRequest | null> => cms.findOne<LearningVirtuesGoalsRequest>(COLLECTION, id).catch(noneWhenMissing);

  return {
    /** Starts the job of a request on the admin's campus; an individual student who is not one of the campus's is a bad request. */
    async request(admin: PortalUser, asked: LearningVirtuesGoalsAsked): Promise<LearningVirtuesGoalsRequest> {
      try {
        return await cms.as(admin).post<LearningVirtuesGoalsRequest>(JOBS, {
          campus: admin.campus,
          academic_year: asked.selected_year,
          term: asked.semester,
          year: asked.year,
          ...(asked.username === undefined ? {} : { username: asked.username }),
          created_by_username: admin.username,
          users_userid: admin.documentId,
        });
      } catch (error) {
        // The job engine answers 404 when the individual student is not one of the campus's.
        if (error instanceof ApiError && error.status === 404 && asked.username !== undefined) {
          throw badRequest(M.unknownStudent(asked.username), { username: M.unknownStudent(asked.username) });
        }
        throw error;
      }
    },

    /** A page of the campus's requests, newest first, counted. */
    pageOf: (campus: Campus, { page, pageSize }: { page: number; pageSize: number }) =>
      cms.find<LearningVirtuesGoalsRequest>(COLLECTION, { filters: { campus: { $eq: campus } }, sort: ['createdAt:desc', 'id:desc'], pagination: { page, pageSize } }),

    /** The request as the admin may read, download or remove it, or 404 (missing, or not of their campus). */
    async findAdministered(admin: PortalUser, id: string): Promise<LearningVirtuesGoalsRequest> {
      const request = await findOne(id);
      if (!request) throw notFound();
      authorize(admin, 'learning-virtues-goals-request.administer', request);
      return request;
    },

    /** Removes a Complete request with the PDFs only it holds; one still at work is a conflict. */
    async remove(admin: PortalUser, request: LearningVirtuesGoalsRequest): Promise<void> {
      try {
        await cms.as(admin).remove(JOBS, request.documentId);
      } catch (error) {
        if (error instanceof CmsResponseError && error.status === 409) throw conflict(M.stillPending);
        throw error;
      }
    },

    /**
     * The request a signed ZIP link names, when it is of the link's campus, Complete and holds
     * PDFs; otherwise 404. The link is the permission: an administrator was given it.
     */
    async findDownloadable(id: string, campus: Campus): Promise<LearningVirtuesGoalsRequest & { pdf_files: string[] }> {
      const request = await findOne(id);
      if (!request || request.campus !== campus || request.queue_status !== 'Complete' || !request.pdf_files?.length) throw notFound();
      return { ...request, pdf_files: request.pdf_files };
    },

    /** One of a request's PDFs, by its key in the CMS's private file store, as the still unread answer. */
    pdf: (key: string): Promise<Response> => cms.privateFile(key),
  };
}

export type LearningVirtuesGoalsRequests = ReturnType<typeof createLearningVirtuesGoalsRequests>;
