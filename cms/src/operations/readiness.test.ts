import knexFactory, { type Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { readinessCheck } from './readiness';

// The readiness answer against a real SQLite database (one connection, as Strapi's SQLite pool);
// the CMS's own test (operations.db.test.ts) probes it over HTTP with a damaged database.

let knex: Knex;

async function database(): Promise<Knex> {
  knex = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: ':memory:' },
    useNullAsDefault: true,
    pool: { min: 1, max: 1 },
  });
  await knex.schema.createTable('strapi_database_schema', (table) => table.increments('id'));
  return knex;
}

afterEach(() => knex.destroy());

describe('readiness', () => {
  it('is ready while the database answers', async () => {
    const db = await database();
    const readiness = readinessCheck({ queryDatabase: () => db('strapi_database_schema').first('id'), isStopping: () => false });
    expect(await readiness()).toEqual({ status: 'ready' });
  });

  it('says what the database answered when its query fails', async () => {
    const db = await database();
    await db.schema.dropTable('strapi_database_schema');
    const readiness = readinessCheck({ queryDatabase: () => db('strapi_database_schema').first('id'), isStopping: () => false });
    expect(await readiness()).toEqual({
      status: 'not ready',
      problems: [expect.stringMatching(/^database: .*no such table: strapi_database_schema/)],
    });
  });

  it('is not ready when the database gives no answer in time, and asks it once for probes that come meanwhile', async () => {
    const db = await database();
    // The one connection is held by a transaction, so the query waits for it.
    const held = await db.transaction();
    let queries = 0;
    const readiness = readinessCheck({
      queryDatabase: () => {
        queries += 1;
        return db('strapi_database_schema').first('id');
      },
      isStopping: () => false,
      timeoutMs: 200,
    });
    const answers = await Promise.all([readiness(), readiness()]);
    expect(answers).toEqual([
      { status: 'not ready', problems: ['database: no answer within 0.2 s'] },
      { status: 'not ready', problems: ['database: no answer within 0.2 s'] },
    ]);
    expect(queries).toBe(1);
    await held.rollback();
  });

  it('is not ready while the process stops, whatever the database', async () => {
    const db = await database();
    let stopping = false;
    const readiness = readinessCheck({
      queryDatabase: () => db('strapi_database_schema').first('id'),
      isStopping: () => stopping,
    });
    expect(await readiness()).toEqual({ status: 'ready' });
    stopping = true;
    expect(await readiness()).toEqual({ status: 'not ready', problems: ['stopping: this process is shutting down'] });
  });
});
