import { spawn } from 'node:child_process';
import pg from 'pg';
import { describeDatabase, type DatabaseLocation, type PostgresConnection } from './installation.ts';
import { OperatorError } from './operator-error.ts';

type PostgresLocation = Extract<DatabaseLocation, { client: 'postgres' }>;

/**
 * libpq's environment for pg_dump and pg_restore: the password never appears on a command line
 * (which any user of the machine can read in the process list). An operator's own PGSSLMODE
 * (verify-full with PGSSLROOTCERT, say) is kept; otherwise DATABASE_SSL asks for encryption.
 */
function libpqEnv({ host, port, database, user, password, ssl }: PostgresConnection): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PGHOST: host,
    PGPORT: String(port),
    PGDATABASE: database,
    PGUSER: user,
    PGPASSWORD: password,
    PGSSLMODE: process.env.PGSSLMODE ?? (ssl ? 'require' : 'disable'),
    PGCONNECT_TIMEOUT: '10',
  };
}

/** The words of a failed connection, by the error's code (Node's for the network, PostgreSQL's SQLSTATE for the server). */
function connectionProblem(error: unknown, location: PostgresLocation): OperatorError {
  const { code, message } = error as { code?: string; message?: string };
  const where = describeDatabase(location);
  const words: Record<string, string> = {
    ECONNREFUSED: 'the connection was refused: is PostgreSQL running there, and are DATABASE_HOST and DATABASE_PORT right?',
    ENOTFOUND: 'that host name does not resolve: check DATABASE_HOST.',
    ETIMEDOUT: 'it did not answer in time: check the host, the port and any firewall.',
    '3D000':
      'that database does not exist: create it (empty), for example `createdb -h <host> -U <user> <name>`, then run this again.',
    '28P01': 'the password was refused: check DATABASE_PASSWORD.',
    '28000': 'the server refused this user: check DATABASE_USERNAME and pg_hba.conf.',
  };
  const reason = (code && words[code]) ?? (/timeout/i.test(message ?? '') ? words.ETIMEDOUT : message);
  return new OperatorError(`Cannot reach the ${where}: ${reason}`);
}

async function withClient<T>(location: PostgresLocation, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ ...location.connection, connectionTimeoutMillis: 10_000 });
  // An error after connecting (the server going away) rejects the query in progress; this keeps it from being thrown twice.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw connectionProblem(error, location);
  }
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The server's version and the database's size, which also prove the database can be reached before pg_dump is started. */
export function inspectPostgresSource(location: PostgresLocation): Promise<{ serverVersion: string; bytes: number }> {
  return withClient(location, async (client) => {
    const { rows } = await client.query<{ server_version: string; bytes: string }>(
      'SELECT current_setting($1) AS server_version, pg_database_size(current_database()) AS bytes',
      ['server_version'],
    );
    return { serverVersion: rows[0]!.server_version, bytes: Number(rows[0]!.bytes) };
  });
}

export type PostgresTarget = { tables: number; otherSessions: number };

/** What a restore must know of the target first: the CMS's tables already there, and whether anything (a CMS) is connected. */
export function inspectPostgresTarget(location: PostgresLocation): Promise<PostgresTarget> {
  return withClient(location, async (client) => {
    const tables = await client.query<{ count: string }>(
      "SELECT count(*) FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'",
      [location.schema],
    );
    const sessions = await client.query<{ count: string }>(
      'SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return { tables: Number(tables.rows[0]!.count), otherSessions: Number(sessions.rows[0]!.count) };
  });
}

/** Runs one of PostgreSQL's client programs; its own error lines become the message when it fails. */
function runClientProgram(program: 'pg_dump' | 'pg_restore', args: string[], location: PostgresLocation): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: libpqEnv(location.connection), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new OperatorError(
              `${program} was not found: install PostgreSQL's client programs, of the server's major version or newer (Debian: apt-get install postgresql-client), and make sure they are on PATH.`,
            )
          : error,
      );
    });
    child.once('close', (code) => {
      if (code === 0) return resolve();
      const said = stderr.trim().split('\n').slice(-3).join(' / ') || `exit code ${code}`;
      reject(new OperatorError(`${program} failed on the ${describeDatabase(location)}: ${said}`));
    });
  });
}

/**
 * pg_dump's custom format: compressed, and pg_dump reads everything in one transaction, so the
 * dump is the database as it was when pg_dump began, however long it takes.
 */
export function dumpPostgres(location: PostgresLocation, destination: string): Promise<void> {
  return runClientProgram('pg_dump', ['--format=custom', '--no-password', `--file=${destination}`], location);
}

/**
 * pg_restore in one transaction that stops at the first error: the database gets the whole dump
 * or nothing. Owners and grants are left out, so the objects belong to the CMS's user on the new
 * server, whatever the old one's roles were. `replace` drops the objects of the dump that exist
 * first, in the same transaction.
 */
export function restorePostgres(location: PostgresLocation, dump: string, { replace }: { replace: boolean }): Promise<void> {
  const args = [
    '--single-transaction',
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    '--no-password',
    `--dbname=${location.connection.database}`,
  ];
  if (replace) args.push('--clean', '--if-exists');
  return runClientProgram('pg_restore', [...args, dump], location);
}
