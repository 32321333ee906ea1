import path from 'node:path';
import type { Core } from '@strapi/strapi';

// Compiled to dist/config, so the CMS workspace root is two levels up.
const cmsRoot = path.resolve(__dirname, '..', '..');

const postgresConnection = ({ env }: Core.Config.Shared.ConfigParams) => {
  const ssl = env.bool('DATABASE_SSL', false)
    ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
    : false;
  const schema = env('DATABASE_SCHEMA', 'public');
  const url = env('DATABASE_URL');
  if (url) {
    return { connectionString: url, ssl, schema };
  }
  return {
    host: env('DATABASE_HOST', '127.0.0.1'),
    port: env.int('DATABASE_PORT', 5432),
    database: env('DATABASE_NAME', 'portal_cms'),
    user: env('DATABASE_USERNAME', 'postgres'),
    password: env('DATABASE_PASSWORD', ''),
    ssl,
    schema,
  };
};

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  const acquireConnectionTimeout = env.int('DATABASE_CONNECTION_TIMEOUT', 60000);

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: postgresConnection({ env }) as Core.Config.Database<'postgres'>['connection']['connection'],
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout,
      },
    };
  }
  if (client !== 'sqlite') {
    throw new Error(`DATABASE_CLIENT must be sqlite or postgres, not "${client}"`);
  }
  return {
    connection: {
      client: 'sqlite',
      // path.resolve keeps an absolute DATABASE_FILENAME as it is.
      connection: { filename: path.resolve(cmsRoot, env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
      acquireConnectionTimeout,
    },
  };
};

export default config;
