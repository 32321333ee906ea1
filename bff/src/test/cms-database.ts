import knexFactory, { type Knex } from 'knex';
import { inject } from 'vitest';

/**
 * The test stack's CMS database opened beside the CMS (SQLite's file or the PostgreSQL
 * database), for a test that must make the database itself refuse something; closed after `use`.
 * Never a way to set records up or read them: that goes through the CMS (cms-records.ts).
 */
export async function withCmsDatabase<T>(use: (db: Knex) => Promise<T>): Promise<T> {
  const target = inject('stack').cmsDatabase;
  const db =
    target.client === 'sqlite'
      ? knexFactory({ client: 'better-sqlite3', connection: { filename: target.filename }, useNullAsDefault: true })
      : knexFactory({ client: 'pg', connection: { host: target.host, port: target.port, user: target.user, database: target.database } });
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}
