import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startStack } from '../stack/stack.ts';

export type TestStack = { url: string; cmsUrl: string; idpUrl: string; cmsApiToken: string; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStack;
  }
}

const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };

/**
 * One real stack for the whole BFF suite: the CMS on a fresh database (a temporary SQLite file,
 * or with TEST_DATABASE=postgres a PostgreSQL database made and dropped here), the dev
 * identity provider and the BFF, started the way `npm start` starts them.
 */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bff-test-'));
  const usePostgres = process.env.TEST_DATABASE === 'postgres';
  const databaseName = `portal_bff_test_${process.pid}`;
  let cmsEnv: Record<string, string> = { DATABASE_FILENAME: path.join(workDir, 'cms.db') };
  if (usePostgres) {
    const admin = new pg.Client({ ...PG, database: 'postgres' });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    cmsEnv = {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: PG.host,
      DATABASE_PORT: String(PG.port),
      DATABASE_NAME: databaseName,
      DATABASE_USERNAME: PG.user,
      DATABASE_PASSWORD: '',
    };
  }
  const cmsLogFile = path.join(workDir, 'cms.log');
  const stack = await startStack({ port: 3210, cmsPort: 1440, idpPort: 4210, cmsEnv, cmsLogFile, log: () => {} }).catch((error) => {
    throw new Error(`${(error as Error).message} (CMS log: ${cmsLogFile})`);
  });
  project.provide('stack', {
    url: stack.url,
    cmsUrl: stack.cmsUrl,
    idpUrl: stack.idpUrl!,
    cmsApiToken: stack.cmsApiToken,
    database: usePostgres ? 'postgres' : 'sqlite',
  });

  return async () => {
    await stack.stop();
    if (usePostgres) {
      const admin = new pg.Client({ ...PG, database: 'postgres' });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
  };
}
