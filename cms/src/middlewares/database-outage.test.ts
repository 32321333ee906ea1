import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './database-outage';

// The errors as the machine's PostgreSQL (127.0.0.1:5432, trust) and the pg driver under knex
// really give them, as Strapi's queries meet them: the classifier must tell an outage from a
// query the database refused.

const SERVER = { host: '127.0.0.1', port: 5432, user: 'postgres' };
const DATABASE = `outage_${process.pid}`;

const connect = (connection: object): Knex =>
  knexFactory({ client: 'pg', connection, pool: { min: 0, max: 1 }, acquireConnectionTimeout: 3000 });

const failureOf = async (query: Promise<unknown>): Promise<unknown> =>
  query.then(
    () => {
      throw new Error('the query succeeded');
    },
    (error: unknown) => error,
  );

let admin: Knex;

beforeAll(async () => {
  admin = connect({ ...SERVER, database: 'postgres' });
  await admin.raw(`DROP DATABASE IF EXISTS ${DATABASE}`);
  await admin.raw(`CREATE DATABASE ${DATABASE}`);
});

afterAll(async () => {
  await admin.raw(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.destroy();
});

describe('isDatabaseUnreachable', () => {
  it('is true when nothing listens at the database address (connection refused)', async () => {
    const knex = connect({ ...SERVER, port: 1, database: DATABASE });
    try {
      const error = await failureOf(knex.raw('select 1'));
      expect(isDatabaseUnreachable(error)).toBe(true);
    } finally {
      await knex.destroy();
    }
  });

  it("is true when the server ends the CMS's connection (a restart) and while it refuses new ones", async () => {
    const knex = connect({ ...SERVER, database: DATABASE });
    try {
      const [{ pid }] = (await knex.raw('select pg_backend_pid() as pid')).rows as Array<{ pid: number }>;
      await admin.raw(`ALTER DATABASE ${DATABASE} ALLOW_CONNECTIONS false`);
      await admin.raw('select pg_terminate_backend(?)', [pid]);

      // The pool meets the ended connection (ended, or reset) first, then the server's refusal of new ones.
      let refused: unknown;
      for (let attempt = 0; attempt < 5 && !refused; attempt += 1) {
        const error = await failureOf(knex.raw('select 1'));
        expect(isDatabaseUnreachable(error)).toBe(true);
        if (/not currently accepting connections/.test(String((error as Error).message))) refused = error;
      }
      expect(refused).toBeDefined();
    } finally {
      await admin.raw(`ALTER DATABASE ${DATABASE} ALLOW_CONNECTIONS true`);
      await knex.destroy();
    }
  });

  it('is false for a query the database refused, which is answered as before', async () => {
    const knex = connect({ ...SERVER, database: DATABASE });
    try {
      await knex.raw('create table if not exists once (id int primary key)');
      await knex.raw('insert into once values (1)');
      expect(isDatabaseUnreachable(await failureOf(knex.raw('insert into once values (1)')))).toBe(false);
      expect(isDatabaseUnreachable(await failureOf(knex.raw('select * from no_such_table')))).toBe(false);
      expect(isDatabaseUnreachable(new Error('Invalid key'))).toBe(false);
      expect(isDatabaseUnreachable('a string')).toBe(false);
    } finally {
      await knex.destroy();
    }
  });

  it('looks through the causes an error carries', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnreachable(new Error('a query failed', { cause: refused }))).toBe(true);
  });
});
