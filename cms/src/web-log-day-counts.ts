import type { Core } from '@strapi/strapi';

/**
 * Visits counted per campus, UTC day and what the Web Logs screen groups by (operating system,
 * browser, country, page with its title), kept by database triggers on web_logs: however a
 * visit is written (the BFF, the seed's bulk SQL, the Strapi panel) or removed, the counts move
 * with it in the same transaction. The summaries add whole days from here and count only the
 * partial days at a range's ends from web_logs, so a year of a million visits is summed from
 * about ten thousand rows instead of scanned (api/web-log/services/summaries.ts).
 *
 * Not a content type: nothing edits it but the triggers. Made on every start if missing
 * (then filled from the visits already stored), and the triggers replaced, so a database
 * from before it, or a web_logs table SQLite rebuilt, is brought up to date.
 */
export const DAY_COUNTS_TABLE = 'web_log_day_counts';
export const DAY_MS = 86_400_000;
export type DayCountKind = 'os' | 'browser' | 'country' | 'page';

const WEB_LOG = 'api::web-log.web-log';
const LOCK_KEY = 4_713_013;

type Columns = Record<'campus' | 'visitedAt' | 'os' | 'browser' | 'country' | 'pageId' | 'title' | 'pageType', string>;

const columnsOf = (strapi: Core.Strapi): { table: string; columns: Columns } => {
  const meta = strapi.db.metadata.get(WEB_LOG);
  const column = (attribute: string) => `"${(meta.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute}"`;
  return {
    table: meta.tableName,
    columns: {
      campus: column('campus'),
      visitedAt: column('visited_at'),
      os: column('osName'),
      browser: column('browserName'),
      country: column('country_name'),
      pageId: column('pageId'),
      title: column('title'),
      pageType: column('pageType'),
    },
  };
};

/** One row per counted thing of each visit in `source`: (campus, day, kind, name, title, page_type). */
const countedRows = (c: Columns, source: string, day: string) =>
  (
    [
      ['os', `coalesce(${c.os}, '')`, `''`, 'NULL'],
      ['browser', `coalesce(${c.browser}, '')`, `''`, 'NULL'],
      ['country', `coalesce(${c.country}, '')`, `''`, 'NULL'],
      ['page', `coalesce(${c.pageId}, '')`, `coalesce(${c.title}, '')`, c.pageType],
    ] as const
  )
    .map(([kind, name, title, pageType]) => `SELECT coalesce(${c.campus}, '') AS campus, ${day} AS day, '${kind}' AS kind, ${name} AS name, ${title} AS title, ${pageType} AS page_type FROM ${source}`)
    .join(' UNION ALL ');

/**
 * On PostgreSQL each count is kept in one of SHARDS rows, chosen by the connection that writes
 * (its backend's pid): visits written at the same moment on different connections then add to
 * different rows, instead of all waiting for the one row of today's most visited page until the
 * transaction holding it commits. The summaries add the rows up whatever their shard. SQLite
 * writes one transaction at a time, so one row per count is enough there.
 */
const SHARDS = 16;
const SHARD_OF_CONNECTION = `(pg_backend_pid() % ${SHARDS})::smallint`;

const CREATE_TABLE = (postgres: boolean) => `CREATE TABLE ${DAY_COUNTS_TABLE} (
  campus varchar(20) NOT NULL,
  day integer NOT NULL,
  kind varchar(10) NOT NULL,
  name varchar(255) NOT NULL,
  title varchar(255) NOT NULL,
  page_type varchar(255),${postgres ? '\n  shard smallint NOT NULL DEFAULT 0,' : ''}
  visits bigint NOT NULL,
  PRIMARY KEY (campus, kind, day, name, title${postgres ? ', shard' : ''})
)`;

/** A table made before the shards (PostgreSQL): its rows become shard 0. */
const ADD_SHARDS = [
  `ALTER TABLE ${DAY_COUNTS_TABLE} ADD COLUMN shard smallint NOT NULL DEFAULT 0`,
  `ALTER TABLE ${DAY_COUNTS_TABLE} DROP CONSTRAINT ${DAY_COUNTS_TABLE}_pkey`,
  `ALTER TABLE ${DAY_COUNTS_TABLE} ADD PRIMARY KEY (campus, kind, day, name, title, shard)`,
];

/** Adds the visits of `rows`, grouped, to the counts (SQLite, and PostgreSQL's first fill into shard 0). */
const ADD_GROUPED = (rows: string, postgres: boolean) => `INSERT INTO ${DAY_COUNTS_TABLE} (campus, day, kind, name, title, page_type, visits)
  SELECT campus, day, kind, name, title, max(page_type), count(*) FROM (${rows}) counted WHERE true GROUP BY campus, day, kind, name, title
  ON CONFLICT (campus, kind, day, name, title${postgres ? ', shard' : ''}) DO UPDATE SET visits = ${DAY_COUNTS_TABLE}.visits + excluded.visits, page_type = coalesce(excluded.page_type, ${DAY_COUNTS_TABLE}.page_type)`;

/**
 * PostgreSQL: adds (`sign` 1) or takes away (-1) the visits of `rows`, grouped, in the writing
 * connection's shard; a shard's count may go below zero, the sum over shards cannot.
 */
const MOVE_GROUPED = (rows: string, sign: 1 | -1) => `INSERT INTO ${DAY_COUNTS_TABLE} (campus, day, kind, name, title, page_type, shard, visits)
  SELECT campus, day, kind, name, title, max(page_type), ${SHARD_OF_CONNECTION}, ${sign} * count(*) FROM (${rows}) counted WHERE true GROUP BY campus, day, kind, name, title
  ON CONFLICT (campus, kind, day, name, title, shard) DO UPDATE SET visits = ${DAY_COUNTS_TABLE}.visits + excluded.visits, page_type = coalesce(excluded.page_type, ${DAY_COUNTS_TABLE}.page_type)`;

const postgresSetup = (table: string, c: Columns): string[] => {
  const day = `floor(extract(epoch from ${c.visitedAt}) / 86400)::int`;
  // An update moves only the visits whose counted fields changed (not the IP purge's).
  const changed = (side: 'old_rows' | 'new_rows') => `(SELECT ${side}.* FROM old_rows JOIN new_rows ON old_rows.id = new_rows.id
    WHERE (old_rows.${c.campus}, old_rows.${c.visitedAt}, old_rows.${c.os}, old_rows.${c.browser}, old_rows.${c.country}, old_rows.${c.pageId}, old_rows.${c.title}, old_rows.${c.pageType})
      IS DISTINCT FROM (new_rows.${c.campus}, new_rows.${c.visitedAt}, new_rows.${c.os}, new_rows.${c.browser}, new_rows.${c.country}, new_rows.${c.pageId}, new_rows.${c.title}, new_rows.${c.pageType})) AS ${side}_changed`;
  const fn = (name: string, body: string) => `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $body$ BEGIN ${body}; RETURN NULL; END $body$`;
  return [
    fn('web_log_day_counts_add', MOVE_GROUPED(countedRows(c, 'new_rows', day), 1)),
    fn('web_log_day_counts_remove', MOVE_GROUPED(countedRows(c, 'old_rows', day), -1)),
    fn('web_log_day_counts_move', `${MOVE_GROUPED(countedRows(c, changed('old_rows'), day), -1)}; ${MOVE_GROUPED(countedRows(c, changed('new_rows'), day), 1)}`),
    `DROP TRIGGER IF EXISTS web_log_day_counts_insert ON ${table}`,
    `DROP TRIGGER IF EXISTS web_log_day_counts_delete ON ${table}`,
    `DROP TRIGGER IF EXISTS web_log_day_counts_update ON ${table}`,
    // Per statement, over its transition table: a bulk insert of 100,000 visits adds grouped counts once.
    `CREATE TRIGGER web_log_day_counts_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION web_log_day_counts_add()`,
    `CREATE TRIGGER web_log_day_counts_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION web_log_day_counts_remove()`,
    `CREATE TRIGGER web_log_day_counts_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION web_log_day_counts_move()`,
  ];
};

/** SQLite has row triggers only: each visit adds or removes its four counts. */
const sqliteSetup = (table: string, c: Columns): string[] => {
  const values = (row: 'NEW' | 'OLD') =>
    (
      [
        ['os', `coalesce(${row}.${c.os}, '')`, `''`, 'NULL'],
        ['browser', `coalesce(${row}.${c.browser}, '')`, `''`, 'NULL'],
        ['country', `coalesce(${row}.${c.country}, '')`, `''`, 'NULL'],
        ['page', `coalesce(${row}.${c.pageId}, '')`, `coalesce(${row}.${c.title}, '')`, `${row}.${c.pageType}`],
      ] as const
    ).map(([kind, name, title, pageType]) => ({ campus: `coalesce(${row}.${c.campus}, '')`, day: `(${row}.${c.visitedAt} / ${DAY_MS})`, kind: `'${kind}'`, name, title, pageType }));
  const add = values('NEW')
    .map((v) => `INSERT INTO ${DAY_COUNTS_TABLE} (campus, day, kind, name, title, page_type, visits) VALUES (${v.campus}, ${v.day}, ${v.kind}, ${v.name}, ${v.title}, ${v.pageType}, 1)
      ON CONFLICT (campus, kind, day, name, title) DO UPDATE SET visits = visits + 1, page_type = coalesce(excluded.page_type, page_type);`)
    .join('\n');
  const remove = values('OLD')
    .map((v) => `UPDATE ${DAY_COUNTS_TABLE} SET visits = visits - 1 WHERE campus = ${v.campus} AND kind = ${v.kind} AND day = ${v.day} AND name = ${v.name} AND title = ${v.title};`)
    .join('\n');
  const counted = (row: 'NEW' | 'OLD') => [c.campus, c.visitedAt, c.os, c.browser, c.country, c.pageId, c.title, c.pageType].map((column) => `${row}.${column}`).join(', ');
  return [
    'DROP TRIGGER IF EXISTS web_log_day_counts_insert',
    'DROP TRIGGER IF EXISTS web_log_day_counts_delete',
    'DROP TRIGGER IF EXISTS web_log_day_counts_update',
    `CREATE TRIGGER web_log_day_counts_insert AFTER INSERT ON ${table} BEGIN ${add} END`,
    `CREATE TRIGGER web_log_day_counts_delete AFTER DELETE ON ${table} BEGIN ${remove} END`,
    `CREATE TRIGGER web_log_day_counts_update AFTER UPDATE ON ${table} WHEN (${counted('OLD')}) IS NOT (${counted('NEW')}) BEGIN ${remove}\n${add} END`,
  ];
};

/** Makes the day counts table and its triggers, idempotently; safe with several CMS replicas starting at once. */
export const ensureWebLogDayCounts = async (strapi: Core.Strapi): Promise<void> => {
  const postgres = strapi.db.dialect.client === 'postgres';
  const { table, columns } = columnsOf(strapi);
  await strapi.db.connection.transaction(async (trx) => {
    if (postgres) await trx.raw('SELECT pg_advisory_xact_lock(?)', [LOCK_KEY]);
    if (!(await trx.schema.hasTable(DAY_COUNTS_TABLE))) {
      await trx.raw(CREATE_TABLE(postgres));
      const day = postgres ? `floor(extract(epoch from ${columns.visitedAt}) / 86400)::int` : `(${columns.visitedAt} / ${DAY_MS})`;
      await trx.raw(ADD_GROUPED(countedRows(columns, table, day), postgres));
      strapi.log.info(`Counted the stored visits per day into ${DAY_COUNTS_TABLE}.`);
    } else if (postgres && !(await trx.schema.hasColumn(DAY_COUNTS_TABLE, 'shard'))) {
      for (const statement of ADD_SHARDS) await trx.raw(statement);
    }
    for (const statement of postgres ? postgresSetup(table, columns) : sqliteSetup(table, columns)) await trx.raw(statement);
  });
};

/**
 * Visits stored before they carried a campus get their visitor's: the summaries count one
 * campus at a time and would leave them out. Cheap once done (the campus index finds none).
 */
export const fillVisitCampuses = async (strapi: Core.Strapi): Promise<void> => {
  const { table, columns } = columnsOf(strapi);
  const people = strapi.db.metadata.get('api::portal-user.portal-user');
  const personColumn = (attribute: string) => `"${(people.attributes[attribute] as { columnName?: string } | undefined)?.columnName ?? attribute}"`;
  const userId = `"${(strapi.db.metadata.get(WEB_LOG).attributes.users_userid as { columnName?: string } | undefined)?.columnName ?? 'users_userid'}"`;
  const count = await strapi.db.connection.raw(
    `UPDATE ${table} SET ${columns.campus} = (SELECT ${personColumn('campus')} FROM ${people.tableName} WHERE ${personColumn('documentId')} = ${table}.${userId} LIMIT 1)
     WHERE ${columns.campus} IS NULL AND ${userId} IN (SELECT ${personColumn('documentId')} FROM ${people.tableName} WHERE ${personColumn('campus')} IS NOT NULL)`,
  );
  const changed = (count as { rowCount?: number; changes?: number }).rowCount ?? (count as { changes?: number }).changes ?? 0;
  if (changed > 0) strapi.log.info(`Gave ${changed} earlier visits their visitor's campus.`);
};
