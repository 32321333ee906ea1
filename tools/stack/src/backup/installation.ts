import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { OperatorError } from './operator-error.ts';

/** The checkout this file is in (tools/stack/src/backup): its cms/ is the installation by default. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const DEFAULT_CMS_DIR = path.join(REPO_ROOT, 'cms');

/** The CMS's PostgreSQL connection, as cms/config/database.ts builds it. */
export type PostgresConnection = {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  /** DATABASE_SSL, and whether the server's certificate is checked (DATABASE_SSL_REJECT_UNAUTHORIZED). */
  ssl: false | { rejectUnauthorized: boolean };
};

export type DatabaseLocation =
  { client: 'sqlite'; filename: string } | { client: 'postgres'; connection: PostgresConnection; schema: string };

/** Where S3 objects are kept and how to reach them (cms/config/plugins.ts: UPLOAD_S3_*, PRIVATE_FILES_S3_*). */
export type S3Location = {
  bucket: string;
  /** Every object of the store is under this key prefix ('' for the whole bucket). */
  prefix: string;
  /** Keys under this prefix belong to another store in the same bucket (the private files beside the images). */
  excludePrefix: string | null;
  region: string;
  endpoint: string | null;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** The canned ACL the CMS writes the store's objects with (Strapi's S3 provider makes images public-read). */
  acl: 'public-read' | null;
};

/** The two stores of files: editors' images (the media library) and the private files about people. */
export type StoreName = 'uploads' | 'private-files';
export type FileStore = { name: StoreName } & ({ kind: 'disk'; dir: string } | { kind: 's3'; s3: S3Location });

export type Installation = {
  cmsDir: string;
  /** cms/.env: the secrets (and any settings) the CMS reads at start. */
  envFile: string;
  database: DatabaseLocation;
  stores: FileStore[];
};

export type InstallationOptions = {
  cmsDir?: string;
  /** The environment the CMS runs with (process.env by default): it wins over cms/.env, as in Strapi. */
  env?: NodeJS.ProcessEnv;
  /**
   * The settings of cms/.env to read instead of the file's (a restore reads the archive's, which
   * is the file the CMS will start with).
   */
  envFileValues?: Record<string, string | undefined>;
};

/** The values of a .env file as Strapi reads them (dotenv's rules, which Node's parseEnv follows). */
export function readEnvFile(file: string): Record<string, string | undefined> {
  return existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {};
}

const truthy = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : ['true', '1', 'yes', 'on'].includes(value.toLowerCase());

function postgresConnection(settings: Record<string, string | undefined>): PostgresConnection {
  const ssl = truthy(settings.DATABASE_SSL, false)
    ? { rejectUnauthorized: truthy(settings.DATABASE_SSL_REJECT_UNAUTHORIZED, true) }
    : false;
  const url = settings.DATABASE_URL;
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new OperatorError('DATABASE_URL is not a URL (postgres://user:password@host:5432/database).');
    }
    return {
      host: decodeURIComponent(parsed.hostname) || '127.0.0.1',
      port: Number(parsed.port || 5432),
      database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
      user: decodeURIComponent(parsed.username),
      password: decodeURIComponent(parsed.password),
      ssl,
    };
  }
  return {
    host: settings.DATABASE_HOST || '127.0.0.1',
    port: Number(settings.DATABASE_PORT || 5432),
    database: settings.DATABASE_NAME || 'portal_cms',
    user: settings.DATABASE_USERNAME || 'postgres',
    password: settings.DATABASE_PASSWORD ?? '',
    ssl,
  };
}

function s3Credentials(settings: Record<string, string | undefined>): S3Location['credentials'] {
  const accessKeyId = settings.UPLOAD_S3_ACCESS_KEY_ID;
  const secretAccessKey = settings.UPLOAD_S3_SECRET_ACCESS_KEY;
  // Without keys the AWS SDK finds credentials itself (an instance or task role), as the CMS's does.
  return accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null;
}

function fileStores(cmsDir: string, settings: Record<string, string | undefined>): FileStore[] {
  const region = settings.UPLOAD_S3_REGION || 'us-east-1';
  // An S3-compatible service instead of AWS (an emulator, MinIO): the same name for the CMS's stores.
  const endpoint = settings.UPLOAD_S3_ENDPOINT || null;
  const credentials = s3Credentials(settings);
  const uploadsBucket = settings.UPLOAD_S3_BUCKET;
  const privateBucket = settings.PRIVATE_FILES_S3_BUCKET || uploadsBucket;
  const privatePrefix = settings.PRIVATE_FILES_S3_PREFIX ?? 'private/';
  const rootPath = (settings.UPLOAD_S3_ROOT_PATH ?? '').replace(/^\/+|\/+$/g, '');
  const uploadsPrefix = rootPath ? `${rootPath}/` : '';
  return [
    uploadsBucket
      ? {
          name: 'uploads',
          kind: 's3',
          s3: {
            bucket: uploadsBucket,
            prefix: uploadsPrefix,
            excludePrefix: privateBucket === uploadsBucket && privatePrefix.startsWith(uploadsPrefix) ? privatePrefix : null,
            region,
            endpoint,
            credentials,
            acl: 'public-read',
          },
        }
      : // Strapi serves the media library from its public folder, which our configuration keeps in place.
        { name: 'uploads', kind: 'disk', dir: path.join(cmsDir, 'public', 'uploads') },
    privateBucket
      ? {
          name: 'private-files',
          kind: 's3',
          s3: { bucket: privateBucket, prefix: privatePrefix, excludePrefix: null, region, endpoint, credentials, acl: null },
        }
      : { name: 'private-files', kind: 'disk', dir: path.resolve(cmsDir, settings.PRIVATE_FILES_DIR || 'private-files') },
  ];
}

/**
 * The installation's database and stores of files, read as the CMS reads them (cms/config/database.ts
 * and plugins.ts): the environment first, then cms/.env, then the same defaults.
 */
export function installationOf(options: InstallationOptions = {}): Installation {
  const cmsDir = path.resolve(options.cmsDir ?? DEFAULT_CMS_DIR);
  const envFile = path.join(cmsDir, '.env');
  const settings: Record<string, string | undefined> = {
    ...(options.envFileValues ?? readEnvFile(envFile)),
    ...(options.env ?? process.env),
  };
  const client = settings.DATABASE_CLIENT || 'sqlite';
  let database: DatabaseLocation;
  if (client === 'postgres') {
    database = { client, connection: postgresConnection(settings), schema: settings.DATABASE_SCHEMA || 'public' };
  } else if (client === 'sqlite') {
    database = { client, filename: path.resolve(cmsDir, settings.DATABASE_FILENAME || '.tmp/data.db') };
  } else {
    throw new OperatorError(`DATABASE_CLIENT must be sqlite or postgres, not "${client}" (the CMS refuses it too).`);
  }
  return { cmsDir, envFile, database, stores: fileStores(cmsDir, settings) };
}

/** How progress lines and messages name a database: never its password. */
export function describeDatabase(database: DatabaseLocation): string {
  if (database.client === 'sqlite') return `SQLite file ${database.filename}`;
  const { host, port, database: name, user } = database.connection;
  return `PostgreSQL database "${name}" on ${host}:${port} (user ${user}${database.schema === 'public' ? '' : `, schema ${database.schema}`})`;
}

export function describeStore(store: FileStore): string {
  return store.kind === 'disk'
    ? `${store.name} folder ${store.dir}`
    : `${store.name} in s3://${store.s3.bucket}/${store.s3.prefix}`;
}
