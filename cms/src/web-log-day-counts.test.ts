import knexFactory, { type Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_COUNTS_TABLE, ensureWebLogDayCounts } from './web-log-day-counts';

// The day counts' triggers on the machine's PostgreSQL (127.0.0.1:5432, trust), in a database of
// the test's own with a web_logs table of the CMS's columns: what the triggers count, and that
// visits written at the same moment on two connections do not wait for each other.

const SERVER = { host: '127.0.0.1', port: 5432, user: 'postgres' };
const DATABASE = `day_counts_${process.pid}`;

const connect = (database: string): Knex =>
  knexFactory({ client: 'pg', connection: { ...SERVER, database }, pool: { min: 0, max: 8 } });

/** Strapi as ensureWebLogDayCounts reads it: the web-log content type's table and columns, the dialect and the connection. */
const strapiOn = (knex: Knex) =>
  ({
    db: {
      dialect: { client: 'postgres' },
      connection: knex,
      metadata: {
        get: () => ({
          tableName: 'web_logs',
          attributes: {
            campus: { columnName: 'campus' },
            visited_at: { columnName: 'visited_at' },
            osName: { columnName: 'os_name' },
            browserName: { columnName: 'browser_name' },
            country_name: { columnName: 'country_name' },
            pageId: { columnName: 'page_id' },
            title: { columnName: 'title' },
            pageType: { columnName: 'page_type' },
          },
        }),
      },
    },
    log: { info: () => {} },
  }) as unknown as Core.Strapi;

const VISIT = {
  campus: 'sydney',
  visited_at: '2026-12-07T08:30:00Z',
  os_name: 'iOS',
  browser_name: 'Safari',
  country_name: 'Australia',
  page_id: '/notices/',
  title: 'Notices',
  page_type: 'reader',
};

let admin: Knex;
let knex: Knex;

const visitsOf = async (kind: string, name: string): Promise<number> => {
  const [row] = (await knex(DAY_COUNTS_TABLE).where({ kind, name }).sum({ visits: 'visits' })) as Array<{
    visits: string | null;
  }>;
  return Number(row?.visits ?? 0);
};

beforeAll(async () => {
  admin = connect('postgres');
  await admin.raw(`DROP DATABASE IF EXISTS ${DATABASE}`);
  await admin.raw(`CREATE DATABASE ${DATABASE}`);
  knex = connect(DATABASE);
  await knex.raw(`CREATE TABLE web_logs (id serial PRIMARY KEY, campus varchar(20), visited_at timestamptz, os_name varchar(255), browser_name varchar(255),
    country_name varchar(255), page_id varchar(255), title varchar(255), page_type varchar(255))`);
});

afterAll(async () => {
  await knex?.destroy();
  await admin.raw(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.destroy();
});

describe('the day counts on PostgreSQL', () => {
  it('brings a table from before the shards up to date, keeping its counts', async () => {
    await knex('web_logs').insert([VISIT, VISIT]);
    // The table as the CMS made it before: one row per count.
    await knex.raw(`CREATE TABLE ${DAY_COUNTS_TABLE} (campus varchar(20) NOT NULL, day integer NOT NULL, kind varchar(10) NOT NULL, name varchar(255) NOT NULL,
      title varchar(255) NOT NULL, page_type varchar(255), visits bigint NOT NULL, PRIMARY KEY (campus, kind, day, name, title))`);
    await knex(DAY_COUNTS_TABLE).insert({
      campus: 'sydney',
      day: 20_794,
      kind: 'page',
      name: '/notices/',
      title: 'Notices',
      page_type: 'reader',
      visits: 2,
    });

    await ensureWebLogDayCounts(strapiOn(knex));
    await ensureWebLogDayCounts(strapiOn(knex));
    expect(await knex.schema.hasColumn(DAY_COUNTS_TABLE, 'shard')).toBe(true);
    expect(await visitsOf('page', '/notices/')).toBe(2);
  });

  it('lets two visits to the same page be written at the same moment: the second does not wait for the first to commit', async () => {
    // Two connections whose visits go to different shards (one in sixteen pairs of connections shares one).
    const shardOf = async (trx: Knex.Transaction) =>
      Number(((await trx.raw('select pg_backend_pid() % 16 as shard')) as { rows: Array<{ shard: number }> }).rows[0]!.shard);
    const first = await knex.transaction();
    const firstShard = await shardOf(first);
    const sameShard: Knex.Transaction[] = [];
    let second: Knex.Transaction | undefined;
    while (!second) {
      const candidate = await knex.transaction();
      if ((await shardOf(candidate)) === firstShard) sameShard.push(candidate);
      else second = candidate;
    }
    try {
      await first('web_logs').insert(VISIT);
      // While the first still holds its counts: before the shards the second waited on them until the first committed.
      await second.raw("SET LOCAL lock_timeout = '2s'");
      await second('web_logs').insert(VISIT);
      await second.commit();
      await first.commit();
    } finally {
      for (const trx of [first, second, ...sameShard]) if (!trx.isCompleted()) await trx.rollback();
    }
    expect(await visitsOf('page', '/notices/')).toBe(4);
    expect(await visitsOf('os', 'iOS')).toBe(2);
  });

  it('takes a deleted visit away and moves a changed one, whatever shard counted it', async () => {
    const [{ id }] = (await knex('web_logs')
      .insert({ ...VISIT, page_id: '/calendar/', title: 'Calendar' })
      .returning('id')) as Array<{ id: number }>;
    expect(await visitsOf('page', '/calendar/')).toBe(1);
    await knex('web_logs').where({ id }).update({ page_id: '/places/', title: 'Places' });
    expect(await visitsOf('page', '/calendar/')).toBe(0);
    expect(await visitsOf('page', '/places/')).toBe(1);
    await knex('web_logs').where({ id }).delete();
    expect(await visitsOf('page', '/places/')).toBe(0);
    expect(await visitsOf('page', '/notices/')).toBe(4);
  });
});
