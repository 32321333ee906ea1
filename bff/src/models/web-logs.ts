import { API_MESSAGES, type Campus, type PlatformLogsRecord } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { CmsResponseError } from '../cms/cms-client.ts';
import { conflict } from '../errors.ts';
import { can } from '../policies/authorize.ts';
import type { ModelDeps } from './model-deps.ts';
import type { WebLog } from './records/web-log.ts';

export type { WebLog };

const COLLECTION = 'web-logs';
const SUMMARIES = 'web-logs/summaries';

/** A visit as the server records it: what was visited, when, from where and on which campus (never the client's to say). */
export type VisitFields = Pick<WebLog, 'pageId' | 'title' | 'pageType' | 'browserName' | 'osName' | 'country_name' | 'ip_address' | 'visited_at' | 'campus' | 'client_visit_id'>;

/** Which visits a summary counts: one campus's, from (inclusive) to (exclusive), as ISO instants. */
export type VisitRange = { campus: Campus; from: string; to: string };

type Paged<T> = { rows: T[]; total: number };

/**
 * A row of the CMS's page summary (cms/src/api/web-log/services/summaries.ts). The CMS's summary
 * rows are wire shapes of its custom route, on their way to the contract (issue 26); until they
 * are there, they are declared once here, where the BFF asks for them.
 */
export type CmsPageVisits = {
  page_id: string;
  title: string;
  page_type: string;
  visit_count: number;
  publish_start: string | null;
  publish_end: string | null;
};

/** A row of the CMS's users summary. */
export type CmsUserVisit = {
  document_id: string;
  users_userid: string | null;
  users_username: string | null;
  title: string | null;
  ip_address: string | null;
  page_id: string | null;
  os_name: string | null;
  browser_name: string | null;
  visited_at: string;
};

/**
 * Page visits (reader spec 7 "Page visit log", admin spec 2 "Web logs"): each person's visits,
 * recorded once per client visit id (a replay answers the stored visit, read back only by the
 * person who made it: policies/web-log.ts), and the campus's summaries, counted by the CMS's
 * database (cms/src/api/web-log/services/summaries.ts).
 */
export function createWebLogs({ cms }: Pick<ModelDeps, 'cms'>) {
  /** A replayed visit, looked for among the person's own visits only: visit ids are client-chosen. */
  async function replayOf(person: PortalUser, clientVisitId: string): Promise<WebLog | undefined> {
    const found = await cms.find<WebLog>(COLLECTION, {
      filters: { client_visit_id: { $eq: clientVisitId }, users_userid: { $eq: person.documentId } },
      pagination: { pageSize: 1 },
    });
    const visit = found.data[0];
    return visit && can(person, 'web-log.read', visit) ? visit : undefined;
  }

  return {
    replayOf,

    /**
     * Records the person's visit under their id and names (created), or answers the one they
     * already recorded under its client visit id: the same visit sent twice at once (a page left
     * mid-send replays it) is kept once by the unique id, and the first one is the answer to
     * both. Another person's visit holding the same id is no answer: that clash is refused.
     */
    async record(person: PortalUser, visit: VisitFields): Promise<{ visit: WebLog; created: boolean }> {
      try {
        const visitor = { users_userid: person.documentId, users_username: person.username, users_firstname: person.firstname ?? '', users_lastname: person.surname ?? '' };
        return { visit: await cms.create<WebLog>(COLLECTION, { ...visit, ...visitor }), created: true };
      } catch (error) {
        const stored = error instanceof CmsResponseError && visit.client_visit_id ? await replayOf(person, visit.client_visit_id) : undefined;
        if (!stored) throw visit.client_visit_id && error instanceof CmsResponseError ? conflict(API_MESSAGES.visitIdReused) : error;
        return { visit: stored, created: false };
      }
    },

    /** Platform Logs: the range's visits by operating system, browser and country. */
    platformOf: (range: VisitRange): Promise<PlatformLogsRecord> => cms.get<PlatformLogsRecord>(`${SUMMARIES}/platform`, range),

    /** Page Logs: one page of the range's visited pages and posts, by title when asked. */
    pagesOf: (range: VisitRange, { page, pageSize }: { page: number; pageSize: number }, title?: string): Promise<Paged<CmsPageVisits>> =>
      cms.get<Paged<CmsPageVisits>>(`${SUMMARIES}/pages`, { ...range, page, pageSize, title }),

    /** Users Logs: one page of the range's visits, of one person (by id) when asked. */
    usersOf: (range: VisitRange, paging: { page: number; pageSize: number }, userId?: string): Promise<Paged<CmsUserVisit>> =>
      cms.get<Paged<CmsUserVisit>>(`${SUMMARIES}/users`, { ...range, ...paging, userId }),
  };
}

export type WebLogs = ReturnType<typeof createWebLogs>;
