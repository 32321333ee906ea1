import type { Core } from '@strapi/strapi';
import { daysFromEnv } from '../env-days';
import { DEFAULT_LOCALE_ROWS } from '../content-languages/default-locale-rows';

const WEB_LOG = 'api::web-log.web-log';
const POST = 'api::post.post';
const PORTAL_USER = 'api::portal-user.portal-user';

/** Rows per INSERT ... SELECT: one statement generates them in the database, none cross the wire. */
const BATCH = 100_000;
const MAX_VISITS = 10_000_000;
const YEAR_SECONDS = 365 * 86_400;

const OPERATING_SYSTEMS = ['Windows', 'Windows', 'iOS', 'iOS', 'iOS', 'Android', 'Android', 'Mac OS', 'Chrome OS', 'Linux'];
const BROWSERS = ['Chrome', 'Chrome', 'Chrome', 'Mobile Safari', 'Mobile Safari', 'Safari', 'Edge', 'Firefox', 'Samsung Browser'];
const COUNTRIES = ['Australia', 'Australia', 'Australia', 'Australia', 'Australia', 'Australia', 'New Zealand', 'Singapore', 'United Kingdom', ''];
const SCREENS: [string, string, string][] = [
  ['/', 'Dashboard', 'reader'],
  ['/notices', 'Notices', 'reader'],
  ['/connections', 'Connections', 'reader'],
  ['/calendar', 'Calendar', 'reader'],
  ['/emergency-brodcast', 'Emergency broadcast', 'reader'],
  ['/admin', 'Administration', 'admin'],
  ['/admin/web-logs/', 'Web logs', 'admin'],
];

/** `--visits N` or PORTAL_SEED_VISITS: how many page visits to generate (absent: none). */
export const parseSeedVisits = (raw: string | undefined): number => {
  if (raw === undefined || raw.trim() === '') return 0;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > MAX_VISITS) {
    throw new Error(`The number of visits must be a whole number from 1 to ${MAX_VISITS.toLocaleString('en-AU')} (got "${raw}").`);
  }
  return count;
};

type Dialect = 'postgres' | 'sqlite';

/**
 * SQL that yields one row per visit number `i`, picking from JSON lists held in a CTE `p` by a
 * multiplicative hash of `i`, so the visits are spread without a random source that would
 * differ between PostgreSQL and SQLite.
 */
const sqlFor = (dialect: Dialect) => ({
  series: dialect === 'postgres' ? 'generate_series(?::bigint, ?::bigint) AS s(i)' : 's',
  // Integers by cast: SQLite takes a bound JavaScript number as a real, and i / 3 must not be 1.33.
  recursive: dialect === 'postgres' ? '' : 'RECURSIVE s(i) AS (SELECT CAST(? AS INTEGER) UNION ALL SELECT i + 1 FROM s WHERE i < ?), ',
  json: (value: string) => (dialect === 'postgres' ? `?::jsonb AS ${value}` : `? AS ${value}`),
  pick: (list: string, index: string) => (dialect === 'postgres' ? `(p.${list} ->> ((${index}) % jsonb_array_length(p.${list}))::int)` : `json_extract(p.${list}, '$[' || ((${index}) % json_array_length(p.${list})) || ']')`),
  visitedAt: dialect === 'postgres' ? `(?::timestamptz - make_interval(secs => ((i * 2654435761) % ${YEAR_SECONDS})))` : `(CAST(? AS INTEGER) - ((i * 2654435761) % ${YEAR_SECONDS}) * 1000)`,
  // 24 characters like Strapi's ids; the run's salt keeps two runs' ids apart (SQLite's random
  // hex already does: the salt is bound there too, past the cut, so both take the same bindings).
  documentId: dialect === 'postgres' ? `('v' || substr(md5(i::text || ?), 1, 23))` : `('v' || substr(lower(hex(randomblob(12))) || ?, 1, 23))`,
  // Visits past the IP retention period have no address any more (web-log-ip-retention.ts).
  ip: (retentionSeconds: number) =>
    `(CASE WHEN ((i * 2654435761) % ${YEAR_SECONDS}) < ${retentionSeconds} THEN '10.' || (i % 256) || '.' || ((i / 256) % 256) || '.' || ((i / 65536) % 256) END)`,
});

/**
 * Generates `count` page visits of the last year with bulk SQL (for the web log benchmark,
 * `npm run seed -- --visits 1000000`): each batch is one INSERT ... SELECT over a series the
 * database makes itself, so a million rows take seconds and no JavaScript array holds them.
 * Visits go to the seeded posts and the main screens, by the seeded people of each campus,
 * with the platforms and countries the portal sees. Then the table's statistics are refreshed.
 */
export const seedBulkVisits = async (strapi: Core.Strapi, count: number, now = new Date(), log: (line: string) => void = () => {}): Promise<void> => {
  const dialect: Dialect = strapi.db.dialect.client === 'postgres' ? 'postgres' : 'sqlite';
  const knex = strapi.db.connection;
  const meta = strapi.db.metadata.get(WEB_LOG);
  const column = (attribute: string) => (meta.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute;

  const posts = (await strapi.db.query(POST).findMany({ where: DEFAULT_LOCALE_ROWS, select: ['documentId', 'title', 'type'], limit: 500, orderBy: { id: 'asc' } })) as { documentId: string; title: string; type: string }[];
  const people = (await strapi.db.query(PORTAL_USER).findMany({ select: ['documentId', 'username', 'campus'], limit: 5000, orderBy: { id: 'asc' } })) as { documentId: string; username: string; campus: string | null }[];
  if (people.length === 0) throw new Error('Seed the demo school before its visits: the visits are made by its people.');
  const pages: [string, string, string][] = [...posts.map((post): [string, string, string] => [post.documentId, post.title, post.type]), ...SCREENS];

  const sql = sqlFor(dialect);
  // Parallel lists: a page's id, title and type (a visitor's id, username and campus) share an index.
  const lists: Record<string, string[]> = {
    page_ids: pages.map(([id]) => id),
    page_titles: pages.map(([, title]) => title),
    page_types: pages.map(([, , type]) => type),
    user_ids: people.map((person) => person.documentId),
    user_names: people.map((person) => person.username),
    user_campuses: people.map((person) => person.campus ?? 'sydney'),
    os: OPERATING_SYSTEMS,
    browsers: BROWSERS,
    countries: COUNTRIES,
  };
  const page = 'i * 40503';
  const person = 'i * 97';
  const targets = [
    'documentId', 'pageId', 'title', 'pageType', 'osName', 'browserName', 'country_name', 'ip_address', 'users_userid', 'users_username', 'campus', 'visited_at',
  ].map(column);
  const timestamps = ['created_at', 'updated_at', 'published_at'];
  const statement = `WITH ${sql.recursive}p AS (SELECT ${Object.keys(lists).map(sql.json).join(', ')})
    INSERT INTO ${meta.tableName} (${[...targets, ...timestamps].map((name) => `"${name}"`).join(', ')})
    SELECT ${sql.documentId},
      ${sql.pick('page_ids', page)}, ${sql.pick('page_titles', page)}, ${sql.pick('page_types', page)},
      ${sql.pick('os', 'i * 7')}, ${sql.pick('browsers', 'i / 3')}, ${sql.pick('countries', 'i * 31')}, ${sql.ip(daysFromEnv('WEBLOG_IP_RETENTION_DAYS', 90) * 86_400)},
      ${sql.pick('user_ids', person)}, ${sql.pick('user_names', person)}, ${sql.pick('user_campuses', person)},
      ${sql.visitedAt}, ?, ?, ?
    FROM ${sql.series}, p`;

  const started = Date.now();
  const salt = String(now.getTime());
  const listValues = Object.values(lists).map((list) => JSON.stringify(list));
  const moment = dialect === 'postgres' ? now.toISOString() : now.getTime();
  for (let first = 1; first <= count; first += BATCH) {
    const last = Math.min(count, first + BATCH - 1);
    const rowValues = [salt, moment, moment, moment, moment];
    // PostgreSQL reads the series' bounds at its end (FROM), SQLite at the start (WITH RECURSIVE).
    const bindings = dialect === 'postgres' ? [...listValues, ...rowValues, first, last] : [first, last, ...listValues, ...rowValues];
    await knex.raw(statement, bindings);
    log(`Visits: ${last.toLocaleString('en-AU')} of ${count.toLocaleString('en-AU')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  // Fresh statistics (and, on PostgreSQL, a visibility map for index-only scans) for the planner.
  if (dialect === 'postgres') await knex.raw(`VACUUM ANALYZE ${meta.tableName}`);
  else await knex.raw(`ANALYZE ${meta.tableName}`);
};
