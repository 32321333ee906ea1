import type { Core } from '@strapi/strapi';
import type { PlatformLogsRecord, WebLogPageVisitsCmsRow, WebLogShareRecord, WebLogSummaryPage, WebLogVisitCmsRow } from '@portal/contract';
import { DAY_COUNTS_TABLE, DAY_MS, type DayCountKind } from '../../../web-log-day-counts';
import { DEFAULT_LOCALE_ROWS } from '../../../content-languages/default-locale-rows';

const WEB_LOG = 'api::web-log.web-log';
const POST = 'api::post.post';

/** Which visits a summary counts: one campus, from (inclusive) to (exclusive). */
export interface VisitRange {
  campus: string;
  from: Date;
  to: Date;
}

export interface Paging {
  page: number;
  pageSize: number;
}

/** The most names one platform table lists: operating systems and browsers are a few dozen, countries under 250. */
const MAX_SHARES = 300;

/** A visit's unknown browser, OS or country: stored as '' or null, counted under one name. */
const UNKNOWN = 'Unknown';

const asNumber = (value: unknown): number => Number(value ?? 0);

/** SQLite hands datetimes back as epoch milliseconds, PostgreSQL as Date. */
const asIso = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) return new Date(Number(value)).toISOString();
  return new Date(String(value)).toISOString();
};

/** `%text%` for LIKE, with the pattern's own characters taken literally. */
const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The whole UTC days inside a range (first inclusive, last exclusive, as day numbers), if any. */
const wholeDaysOf = (range: VisitRange): { first: number; last: number } | null => {
  const first = Math.ceil(range.from.getTime() / DAY_MS);
  const last = Math.floor(range.to.getTime() / DAY_MS);
  return first < last ? { first, last } : null;
};

/**
 * The web log summaries of the admin screen, computed by the database: Strapi's REST API
 * cannot group, and counting in JavaScript would read every visit of the range. Platform and
 * page counts add the whole days of the range from the per-day counts the triggers keep
 * (web-log-day-counts.ts) to the visits of the partial days at its ends; users logs read one
 * page of visits through the (campus, visited_at) and (users_userid, visited_at) indexes.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  /** Column names as Strapi maps the attributes (snake_case today; read, not assumed). */
  const webLog = () => {
    const meta = strapi.db.metadata.get(WEB_LOG);
    const column = (attribute: string) => (meta.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
    return {
      table: meta.tableName,
      column,
    };
  };

  const visitsIn = (range: VisitRange) => {
    const { table, column } = webLog();
    return knex()(table)
      .where(column('campus'), range.campus)
      .where(column('visited_at'), '>=', range.from)
      .where(column('visited_at'), '<', range.to);
  };

  /** The range's visits outside its whole days: the partial days at both ends (or all of a short range). */
  const edgeVisits = (range: VisitRange) => {
    const whole = wholeDaysOf(range);
    if (!whole) return visitsIn(range);
    const { table, column } = webLog();
    const visitedAt = column('visited_at');
    return knex()(table)
      .where(column('campus'), range.campus)
      .where((edges) =>
        edges
          .where((start) => start.where(visitedAt, '>=', range.from).where(visitedAt, '<', new Date(whole.first * DAY_MS)))
          .orWhere((end) => end.where(visitedAt, '>=', new Date(whole.last * DAY_MS)).where(visitedAt, '<', range.to)),
      );
  };

  /** The per-day counts of one kind over the range's whole days (none when it has none). */
  const dayCounts = (range: VisitRange, kind: DayCountKind) => {
    const whole = wholeDaysOf(range) ?? { first: 0, last: 0 };
    return knex()(DAY_COUNTS_TABLE).where({ campus: range.campus, kind }).where('day', '>=', whole.first).where('day', '<', whole.last);
  };

  /** Visits per name of one kind: per-day counts and the ends' visits, as rows (name, title, page_type, visits). */
  const countedBy = (range: VisitRange, kind: DayCountKind, attribute: string, titleContains?: string) => {
    const { column } = webLog();
    // Literal '' rather than a parameter: PostgreSQL matches the GROUP BY to the select by the expression's text.
    const name = knex().raw(`coalesce(??, '')`, [column(attribute)]);
    const title = kind === 'page' ? knex().raw(`coalesce(??, '')`, [column('title')]) : knex().raw(`''`);
    const pattern = titleContains ? containsPattern(titleContains) : undefined;
    const days = dayCounts(range, kind).select('name', 'title', 'page_type', 'visits');
    const edges = edgeVisits(range)
      .select({ name, title, page_type: kind === 'page' ? knex().raw('max(??)', [column('pageType')]) : knex().raw('NULL') })
      .count({ visits: '*' })
      .groupBy(name);
    // A page is counted per title it was visited under (as the day counts are); a constant is no group.
    if (kind === 'page') edges.groupBy(title);
    if (pattern) {
      days.whereRaw(`lower(title) like ? escape '\\'`, [pattern]);
      edges.whereRaw(`lower(??) like ? escape '\\'`, [column('title'), pattern]);
    }
    return days.unionAll(edges);
  };

  const shares = async (range: VisitRange, kind: DayCountKind, attribute: string, total: number): Promise<WebLogShareRecord[]> => {
    const rows = (await knex()
      .select('name')
      .sum({ visit_count: 'visits' })
      .from(countedBy(range, kind, attribute).as('counted'))
      .groupBy('name')
      .havingRaw('sum(visits) > 0')
      .orderBy([{ column: 'visit_count', order: 'desc' }, { column: 'name' }])
      .limit(MAX_SHARES)) as { name: string; visit_count: unknown }[];
    return rows
      .map((row) => {
        const count = asNumber(row.visit_count);
        return { name: row.name === '' ? UNKNOWN : row.name, visit_count: count, percentage: total === 0 ? 0 : Math.round((count * 10_000) / total) / 100 };
      })
      // Ties in one order whatever the database's collation (a few hundred rows at most).
      .sort((a, b) => b.visit_count - a.visit_count || a.name.localeCompare(b.name));
  };

  return {
    /** Operating systems, browsers and countries of the range's visits, each with its share. */
    async platform(range: VisitRange): Promise<PlatformLogsRecord> {
      // Every visit has exactly one operating system ('' when unknown): their sum is the range's visits.
      const [{ total } = { total: 0 }] = (await knex().sum({ total: 'visits' }).from(countedBy(range, 'os', 'osName').as('counted'))) as { total: unknown }[];
      const totalVisits = asNumber(total);
      const os = await shares(range, 'os', 'osName', totalVisits);
      const browser = await shares(range, 'browser', 'browserName', totalVisits);
      const country = await shares(range, 'country', 'country_name', totalVisits);
      return { total_visits: totalVisits, os_logs: os, browser_logs: browser, country_logs: country };
    },

    /**
     * Visits per page id (a post's id, or a screen's path), most visited first, one page of
     * them; a post's current title and live window come from the post itself.
     */
    async pages(range: VisitRange, paging: Paging, titleContains?: string): Promise<WebLogSummaryPage<WebLogPageVisitsCmsRow>> {
      const grouped = () => knex().from(countedBy(range, 'page', 'pageId', titleContains).as('counted')).groupBy('name').havingRaw('sum(visits) > 0');
      const [{ total } = { total: 0 }] = (await knex().count({ total: '*' }).from(grouped().select('name').as('pages'))) as { total: unknown }[];
      const groups = (await grouped()
        .select({ page_id: 'name' })
        .max({ title: 'title', page_type: 'page_type' })
        .sum({ visit_count: 'visits' })
        .orderBy([{ column: 'visit_count', order: 'desc' }, { column: 'name' }])
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize)) as { page_id: string; title: string | null; page_type: string | null; visit_count: unknown }[];

      const postMeta = strapi.db.metadata.get(POST);
      const postColumn = (attribute: string) => (postMeta.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
      const ids = groups.map((group) => group.page_id).filter(Boolean);
      const posts = ids.length === 0
        ? []
        : ((await knex()(postMeta.tableName)
            .select({ document_id: postColumn('documentId'), title: postColumn('title'), publish_start: postColumn('publish_start'), publish_end: postColumn('publish_end') })
            .whereIn(postColumn('documentId'), ids)
            // The post as written: its translations' rows share its id (their titles are not what was visited).
            .where(postColumn('locale'), DEFAULT_LOCALE_ROWS.locale)) as { document_id: string; title: string; publish_start: string | null; publish_end: string | null }[]);
      const postById = new Map(posts.map((post) => [post.document_id, post]));

      return {
        total: asNumber(total),
        rows: groups.map((group) => {
          const post = postById.get(group.page_id);
          return {
            page_id: group.page_id,
            title: post?.title ?? group.title ?? '',
            page_type: group.page_type ?? '',
            visit_count: asNumber(group.visit_count),
            publish_start: post?.publish_start ?? null,
            publish_end: post?.publish_end ?? null,
          };
        }),
      };
    },

    /** The range's visits, newest first (one person's when `userId` is given), one page of them. */
    async users(range: VisitRange, paging: Paging, userId?: string): Promise<WebLogSummaryPage<WebLogVisitCmsRow>> {
      const { column } = webLog();
      const filtered = () => (userId ? visitsIn(range).where(column('users_userid'), userId) : visitsIn(range));
      const [{ total } = { total: 0 }] = (await filtered().count({ total: '*' })) as { total: unknown }[];
      const rows = (await filtered()
        .select({
          document_id: column('documentId'),
          users_userid: column('users_userid'),
          users_username: column('users_username'),
          title: column('title'),
          ip_address: column('ip_address'),
          page_id: column('pageId'),
          os_name: column('osName'),
          browser_name: column('browserName'),
          visited_at: column('visited_at'),
        })
        .orderBy([{ column: column('visited_at'), order: 'desc' }, { column: column('id'), order: 'desc' }])
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize)) as (Omit<WebLogVisitCmsRow, 'visited_at'> & { visited_at: unknown })[];
      return { total: asNumber(total), rows: rows.map((row) => ({ ...row, visited_at: asIso(row.visited_at) })) };
    },
  };
};
