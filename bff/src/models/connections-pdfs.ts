import { ADMIN_API_MESSAGES, CONNECTIONS_PDF_MESSAGES, type Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { CmsResponseError } from '../cms/cms-client.ts';
import { badRequest, cmsUnavailable, conflict, notFound } from '../errors.ts';
import { authorize } from '../policies/authorize.ts';
import { ofOwnCampus } from '../policies/policy.ts';
import type { ModelDeps } from './model-deps.ts';
import type { ConnectionsPdf } from './records/connections-pdf.ts';

export type { ConnectionsPdf };

const COLLECTION = 'connections-pdfs';
/** The pdfs plugin's routes that start and delete a Connections PDF (the record and its job or file together). */
const JOB_ROUTES = 'pdfs/connections-pdfs';

/** A Connections PDF's email as the CMS sends it: to every subscriber of the campus, or to the addresses named. */
export type ConnectionsPdfEmail = {
  subject: string;
  html: string;
  text: string;
  /** The PDF's signed link: the CMS writes it under the text in each subscriber's language. */
  download: { title: string; url: string; expires: string };
  sendTo: 'all' | string[];
};

/** Whether the PDF's file is there to download. */
const isReady = (pdf: ConnectionsPdf): pdf is ConnectionsPdf & { pdf_file: string } =>
  pdf.status === 'Completed' && !!pdf.pdf_file;

/**
 * Connections PDFs (admin spec 7 "Connections PDF", "Send PDF email"): started, emailed and
 * deleted through the job engine's routes, which keep the record, its job and its file
 * together; each one an administrator names is checked by policies/connections-pdf.ts.
 */
export function createConnectionsPdfs({ cms }: Pick<ModelDeps, 'cms'>) {
  const find = (id: string) => cms.findOne<ConnectionsPdf>(COLLECTION, id);

  return {
    /** Starts the rendering of the campus's current issue under this title (201 with the record, Generating). */
    start: (admin: PortalUser, title: string): Promise<ConnectionsPdf> =>
      cms.post<ConnectionsPdf>(JOB_ROUTES, {
        title,
        campus: admin.campus,
        users_userid: admin.documentId,
        users_username: admin.username,
      }),

    /** One page of the campus's PDFs, newest first, with the CMS's count. */
    pageOf: (campus: Campus, { page, pageSize }: { page: number; pageSize: number }) =>
      cms.find<ConnectionsPdf>(COLLECTION, {
        filters: { campus: { $eq: campus } },
        sort: ['createdAt:desc', 'id:desc'],
        pagination: { page, pageSize },
      }),

    /** The PDF as the admin may read, email or delete it, or 404 (missing, or another campus's). */
    async findAdministered(admin: PortalUser, id: string): Promise<ConnectionsPdf> {
      const pdf = await find(id);
      authorize(admin, 'connections-pdf.administer', pdf);
      return pdf;
    },

    /**
     * The PDF a signed download link names, for the campus it was signed for: the link is the
     * right (no one is signed in), so anything but a Completed PDF of that campus answers 404.
     */
    async findLinked(id: string, campus: Campus): Promise<ConnectionsPdf & { pdf_file: string }> {
      const pdf = await find(id);
      if (!ofOwnCampus({ campus }, pdf) || !isReady(pdf)) throw notFound();
      return pdf;
    },

    /** The PDF's file from the CMS's private store, unread. */
    async file(pdf: ConnectionsPdf & { pdf_file: string }): Promise<Response> {
      const answer = await cms.privateFile(pdf.pdf_file);
      if (!answer.ok || !answer.body) {
        await answer.body?.cancel();
        throw cmsUnavailable();
      }
      return answer;
    },

    /**
     * Emails a Completed PDF once: the CMS marks it emailed and queues the messages in one
     * transaction, so of two sends at the same moment one goes and the other is refused with
     * the spec's message.
     */
    async email(pdf: ConnectionsPdf, campus: Campus, message: ConnectionsPdfEmail): Promise<void> {
      try {
        await cms.post(`email-sends/connections-pdfs/${encodeURIComponent(pdf.documentId)}/email`, { campus, ...message });
      } catch (error) {
        // Emailed (or no longer Completed) between the caller's check and the CMS's conditional mark: a send at the same moment won.
        if (error instanceof CmsResponseError && error.status === 409) {
          const reason = (error.details as { error?: { message?: string } } | null)?.error?.message;
          throw badRequest(
            reason === 'not-completed' ? CONNECTIONS_PDF_MESSAGES.notCompleted : CONNECTIONS_PDF_MESSAGES.alreadyEmailed,
          );
        }
        throw error;
      }
    },

    /** Deletes a PDF the admin has loaded through `findAdministered`, with its file; one still Generating is refused (409). */
    async remove(pdf: ConnectionsPdf): Promise<void> {
      try {
        await cms.remove(JOB_ROUTES, pdf.documentId);
      } catch (error) {
        if (error instanceof CmsResponseError && error.status === 409)
          throw conflict(ADMIN_API_MESSAGES.connectionsPdfStillGenerating);
        throw error;
      }
    },
  };
}

export type ConnectionsPdfs = ReturnType<typeof createConnectionsPdfs>;
