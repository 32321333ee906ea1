import { appendFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startStack } from '@portal/stack';
import { createCmsSetupToken, developmentCmsAccounts, signInCmsAdmin } from '@portal/stack/cms-setup-token';
import { startChangeEventTap } from './change-event-tap.ts';

export type TestStack = {
  url: string;
  cmsUrl: string;
  idpUrl: string;
  armidaleIdpUrl: string;
  cmsApiToken: string;
  cmsSetupToken: string;
  /** The stack's SES emulator (GET /store lists what was sent). */
  sesUrl: string;
  /** The SNS topic the CMS accepts SES events from, and the one origin it trusts, in tests only, for signing certificates. */
  sns: { topicArn: string; certOrigin: string };
  /** The development CMS administrator (Super Admin), to work in its admin panel. */
  cmsAdmin: { email: string; password: string };
  /** The development content editor (the Editor role). */
  cmsEditor: { email: string; password: string };
  /** What the stack's BFF hears from the CMS (change-event-tap.ts). */
  changeEventTapUrl: string;
  database: string;
  /** How to reach the CMS's database itself, for a test that must make it fail (audit-trail.test.ts adds a trigger). */
  cmsDatabase: CmsDatabase;
  /** The CMS process as started (a test that kills it waits for the launcher to bring it back). */
  cmsPid: number;
  /** The dev identity providers' process as started. */
  identityProvidersPid: number;
  /** What the launcher logged (restarts of its children). */
  launcherLogFile: string;
  /** Each campus's configured public address: every absolute link starts with it. */
  portalUrls: { sydney: string; armidale: string };
  /** The CMS's private file store (PRIVATE_FILES_DIR): files about people, outside its public folder. */
  privateFilesDir: string;
};

export type CmsDatabase = { client: 'sqlite'; filename: string } | { client: 'postgres'; host: string; port: number; user: string; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    stack: TestStack;
  }
}

const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };

/** An emergency alert is emailed to the people no device reached this long after it: seconds here, not minutes. */
export const ALERT_EMAIL_AFTER_SECONDS = 6;

export const TEST_SNS_TOPIC_ARN = 'arn:aws:sns:ap-southeast-2:123456789012:portal-ses-events-test';

/**
 * One real stack for the whole BFF suite: the CMS on a fresh database (a temporary SQLite file,
 * or with TEST_DATABASE=postgres a PostgreSQL database made and dropped here), the dev
 * identity provider and the BFF, started the way `npm start` starts them.
 */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bff-test-'));
  const usePostgres = process.env.TEST_DATABASE === 'postgres';
  const databaseName = `portal_bff_test_${process.pid}`;
  // A job of a killed CMS is taken up again once its lease runs out: short here, so kill tests wait seconds, not a minute.
  // Bulk sends at a rate that makes a 2,000-person digest take seconds (the emulator has no quota).
  // Emergency alerts are emailed after ALERT_EMAIL_AFTER_SECONDS, so that a test waits seconds for them.
  // The private file store in the run's own folder, so test PDFs never pile up in cms/private-files.
  const privateFilesDir = path.join(workDir, 'private-files');
  let cmsEnv: Record<string, string> = { DATABASE_FILENAME: path.join(workDir, 'cms.db'), JOBS_LEASE_SECONDS: '3', EMAIL_SENDS_PER_SECOND: '400', PRIVATE_FILES_DIR: privateFilesDir, ALERT_EMAIL_AFTER_SECONDS: String(ALERT_EMAIL_AFTER_SECONDS) };
  if (usePostgres) {
    const admin = new pg.Client({ ...PG, database: 'postgres' });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    cmsEnv = {
      ...cmsEnv,
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: PG.host,
      DATABASE_PORT: String(PG.port),
      DATABASE_NAME: databaseName,
      DATABASE_USERNAME: PG.user,
      DATABASE_PASSWORD: '',
    };
  }
  const cmsLogFile = path.join(workDir, 'cms.log');
  const launcherLogFile = path.join(workDir, 'launcher.log');
  // Ports can be moved (TEST_PORT_OFFSET) so that two suites can run side by side.
  const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
  // SES events signed by a test's own certificate, served from this loopback origin (sns-signer.ts).
  const sns = { topicArn: TEST_SNS_TOPIC_ARN, certOrigin: `http://127.0.0.1:${8150 + offset}` };
  cmsEnv = { ...cmsEnv, SNS_TOPIC_ARN: sns.topicArn, SNS_TEST_CERT_ORIGIN: sns.certOrigin };
  // The stack's BFF runs in this process and writes a line per request: the suite's output stays
  // readable unless LOG_LEVEL asks for them. The CMS's lines go to its log file, so it logs as usual.
  cmsEnv = { ...cmsEnv, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' };
  process.env.LOG_LEVEL ??= 'silent';
  // Nor do its BFF and CMS serve metrics: their fixed ports would clash with a stack running beside
  // the suite (npm start); the tests of metrics start metrics servers of their own.
  process.env.METRICS_PORT ??= 'off';
  const stack = await startStack({ port: 3210 + offset, cmsPort: 1440 + offset, idpPort: 4210 + offset, sesPort: 8105 + offset, cmsEnv, cmsLogFile, log: (line) => appendFileSync(launcherLogFile, `${line}\n`) }).catch((error) => {
    throw new Error(`${(error as Error).message} (CMS log: ${cmsLogFile})`);
  });
  const setUp = async () => {
    const admin = await signInCmsAdmin(stack.cmsUrl);
    return { admin, token: await createCmsSetupToken(stack.cmsUrl, 'bff-tests', admin), tap: await startChangeEventTap(stack.changeEvents) };
  };
  const { admin: cmsAdmin, token: cmsSetupToken, tap } = await setUp().catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  project.provide('stack', {
    url: stack.url,
    cmsUrl: stack.cmsUrl,
    idpUrl: stack.idpUrl!,
    armidaleIdpUrl: stack.armidaleIdpUrl!,
    cmsApiToken: stack.cmsApiToken,
    cmsSetupToken,
    sesUrl: stack.sesUrl!,
    sns,
    cmsAdmin: { email: cmsAdmin.email, password: cmsAdmin.password },
    cmsEditor: developmentCmsAccounts().editor,
    changeEventTapUrl: tap.url,
    database: usePostgres ? 'postgres' : 'sqlite',
    cmsDatabase: usePostgres ? { client: 'postgres', ...PG, database: databaseName } : { client: 'sqlite', filename: cmsEnv.DATABASE_FILENAME! },
    cmsPid: stack.cmsPid()!,
    identityProvidersPid: stack.identityProvidersPid()!,
    launcherLogFile,
    portalUrls: stack.portalUrls,
    privateFilesDir,
  });

  return async () => {
    await tap.close();
    await stack.stop();
    if (usePostgres) {
      const admin = new pg.Client({ ...PG, database: 'postgres' });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
  };
}
