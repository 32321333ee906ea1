import type { Core } from '@strapi/strapi';

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

export interface Share {
  name: string;
  visit_count: number;
  percentage: number;
}

export interface PlatformSummary {
  total_visits: number;
  os_logs: Share[];
  browser_logs: Share[];
  country_logs: Share[];
}

export interface PageVisits {
  page_id: string;
  title: string;
  page_type: string;
  visit_count: number;
  /** The post's live window when the page is a post; null for screens and pages. */
  publish_start: string | null;
  publish_end: string | null;
}

export interface UserVisit {
  document_id: string;
  users_userid: string | null;
  users_username: string | null;
  title: string | null;
  ip_address: string | null;
  page_id: string | null;
  os_name: string | null;
  browser_name: string | null;
  visited_at: string;
}

export interface Paged<T> {
  rows: T[];
  total: number;
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

/**
 * The web log summaries of the admin screen, computed by the database: Strapi's REST API
 * cannot group, and counting in JavaScript would read every visit of the range. Each
 * query reads only aggregates or one page of rows; the indexes on web_logs
 * (schema.json) serve the range and the per-user order.
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

  const shares = async (range: VisitRange, attribute: string, total: number): Promise<Share[]> => {
    const name = webLog().column(attribute);
    const rows = (await visitsIn(range)
      .select({ name })
      .count({ visit_count: '*' })
      .groupBy(name)
      .orderBy([{ column: 'visit_count', order: 'desc' }, { column: name }])
      .limit(MAX_SHARES)) as { name: string | null; visit_count: unknown }[];
    // '' and null are both "unknown": merged here, over a few grouped rows, not visits.
    const merged = new Map<string, number>();
    for (const row of rows) {
      const key = row.name ? row.name : UNKNOWN;
      merged.set(key, (merged.get(key) ?? 0) + asNumber(row.visit_count));
    }
    return [...merged]
      .map(([shareName, count]) => ({ name: shareName, visit_count: count, percentage: total === 0 ? 0 : Math.round((count * 10_000) / total) / 100 }))
      .sort((a, b) => b.visit_count - a.visit_count || a.name.localeCompare(b.name));
  };

  return {
    /** Operating systems, browsers and countries of the range's visits, each with its share. */
    async platform(range: VisitRange): Promise<PlatformSummary> {
      const [{ total } = { total: 0 }] = (await visitsIn(range).count({ total: '*' })) as { total: unknown }[];
      const totalVisits = asNumber(total);
      const [os, browser, country] = await Promise.all([
        shares(range, 'osName', totalVisits),
        shares(range, 'browserName', totalVisits),
        shares(range, 'country_name', totalVisits),
      ]);
      return { total_visits: totalVisits, os_logs: os, browser_logs: browser, country_logs: country };
    },

    /**
     * Visits per page id (a post's id, or a screen's path), most visited first, one page of
     * them; a post's current title and live window come from the post itself.
     */
    async pages(range: VisitRange, paging: Paging, titleContains?: string): Promise<Paged<PageVisits>> {
      const { column } = webLog();
      const pageId = column('pageId');
      const filtered = () => {
        const query = visitsIn(range);
        return titleContains ? query.whereRaw(`lower(??) like ? escape '\\'`, [column('title'), containsPattern(titleContains)]) : query;
      };
      const [{ total } = { total: 0 }] = (await knex()
        .count({ total: '*' })
        .from(filtered().select(pageId).groupBy(pageId).as('pages'))) as { total: unknown }[];
      const groups = (await filtered()
        .select({ page_id: pageId })
        .max({ title: column('title'), page_type: column('pageType') })
        .count({ visit_count: '*' })
        .groupBy(pageId)
        .orderBy([{ column: 'visit_count', order: 'desc' }, { column: pageId }])
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize)) as { page_id: string | null; title: string | null; page_type: string | null; visit_count: unknown }[];

      const postMeta = strapi.db.metadata.get(POST);
      const postColumn = (attribute: string) => (postMeta.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;
      const ids = groups.map((group) => group.page_id).filter((id): id is string => Boolean(id));
      const posts = ids.length === 0
        ? []
        : ((await knex()(postMeta.tableName)
            .select({ document_id: postColumn('documentId'), title: postColumn('title'), publish_start: postColumn('publish_start'), publish_end: postColumn('publish_end') })
            .whereIn(postColumn('documentId'), ids)) as { document_id: string; title: string; publish_start: string | null; publish_end: string | null }[]);
      const postById = new Map(posts.map((post) => [post.document_id, post]));

      return {
        total: asNumber(total),
        rows: groups.map((group) => {
          const post = group.page_id ? postById.get(group.page_id) : undefined;
          return {
            page_id: group.page_id ?? '',
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
    async users(range: VisitRange, paging: Paging, userId?: string): Promise<Paged<UserVisit>> {
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
        .offset((paging.page - 1) * paging.pageSize)) as (Omit<UserVisit, 'visited_at'> & { visited_at: unknown })[];
      return { total: asNumber(total), rows: rows.map((row) => ({ ...row, visited_at: asIso(row.visited_at) })) };
    },
  };
};
