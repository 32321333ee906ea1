import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { REQUIRED_SECRETS } from '../production-checks.ts';
import { OperatorError } from './operator-error.ts';

/**
 * The secrets production keeps in its environment rather than in cms/.env (tools/stack/src/
 * production-checks.ts lists what it requires), and that the restored data depends on: the CMS's
 * keys and salts (stored API tokens are hashed with API_TOKEN_SALT), the key of unsubscribe links,
 * the key of calendar feeds and signed download links, and the VAPID pair push subscriptions are
 * bound to. The cloud's own credentials belong to the new machine and are not among them.
 */
export const ENVIRONMENT_SECRET_NAMES: readonly string[] = [
  ...Object.keys(REQUIRED_SECRETS),
  // Optional in production, but data depends on them when set.
  'UNSUBSCRIBE_SECRET',
  'PORTAL_BFF_API_TOKEN_NEXT',
  'CMS_API_TOKEN',
];

export type Secrets = {
  /** cms/.env as it was, byte for byte (null when the installation had none). */
  envFile: string | null;
  /** The environment's values of the secret names (ENVIRONMENT_SECRET_NAMES and those in cms/.env), where set. */
  environment: Record<string, string>;
};

/** What cms/.env holds and the environment's values for the same names and for production's secret names. */
export function collectSecrets(envFile: string, env: NodeJS.ProcessEnv): Secrets {
  const text = existsSync(envFile) ? readFileSync(envFile, 'utf8') : null;
  const names = new Set<string>([...ENVIRONMENT_SECRET_NAMES, ...Object.keys(text ? parseEnv(text) : {})]);
  const environment: Record<string, string> = {};
  for (const name of [...names].sort()) {
    const value = env[name];
    if (value) environment[name] = value;
  }
  return { envFile: text, environment };
}

/**
 * The cms/.env a restore writes: the backed-up file, then the values that came from the
 * environment, which the CMS preferred to the file's (Strapi reads .env without overriding).
 */
export function restoredEnvFile({ envFile, environment }: Secrets): string {
  const fromFile = envFile ? parseEnv(envFile) : {};
  const differing = Object.entries(environment).filter(([name, value]) => fromFile[name] !== value);
  const base = envFile ?? '';
  if (differing.length === 0) return base;
  // Read alike by dotenv (Strapi), Node's parseEnv and the launcher's own reader (secrets.ts): keys
  // and tokens as they are, anything else in double quotes. The last line of a name wins in all three.
  const lines = differing.map(([name, value]) => `${name}=${/^[\w.,:@/+=~-]*$/.test(value) ? value : `"${value}"`}`);
  return `${base}${base && !base.endsWith('\n') ? '\n' : ''}# From the environment of the installation the backup was taken on (it won over the lines above).\n${lines.join('\n')}\n`;
}

/**
 * scrypt's cost: 128 MiB and about half a second per attempt, so that guessing a passphrase
 * against a stolen archive is slow. Kept in each archive, so a later version may raise it.
 */
const SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

const sealedSchema = z.object({
  cipher: z.literal('aes-256-gcm'),
  kdf: z.object({
    name: z.literal('scrypt'),
    N: z.number().int().positive(),
    r: z.number().int().positive(),
    p: z.number().int().positive(),
    salt: z.string(),
  }),
  iv: z.string(),
  tag: z.string(),
  ciphertext: z.string(),
});
export type SealedSecrets = z.infer<typeof sealedSchema>;

const secretsSchema = z.object({ envFile: z.string().nullable(), environment: z.record(z.string(), z.string()) });

function keyOf(passphrase: string, kdf: SealedSecrets['kdf']): Buffer {
  return scryptSync(passphrase.normalize('NFC'), Buffer.from(kdf.salt, 'base64'), KEY_BYTES, {
    N: kdf.N,
    r: kdf.r,
    p: kdf.p,
    maxmem: 256 * kdf.N * kdf.r + 1024 * 1024,
  });
}

/**
 * The secrets encrypted with AES-256-GCM under a key derived from the passphrase with scrypt.
 * `archiveId` is authenticated with them, so the secrets of one archive cannot be passed off
 * as another's.
 */
export function sealSecrets(secrets: Secrets, passphrase: string, archiveId: string): SealedSecrets {
  const kdf = { name: 'scrypt' as const, ...SCRYPT, salt: randomBytes(16).toString('base64') };
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(passphrase, kdf), iv);
  cipher.setAAD(Buffer.from(archiveId));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return {
    cipher: 'aes-256-gcm',
    kdf,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
  };
}

/** The secrets back; a wrong passphrase (or an altered file) fails GCM's check and is said so. */
export function openSecrets(sealed: unknown, passphrase: string, archiveId: string): Secrets {
  const parsed = sealedSchema.safeParse(sealed);
  if (!parsed.success)
    throw new OperatorError("The archive's secrets.enc is not in the form this portal writes: the archive is damaged.");
  const { kdf, iv, tag, ciphertext } = parsed.data;
  const decipher = createDecipheriv('aes-256-gcm', keyOf(passphrase, kdf), Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(archiveId));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  let plain: string;
  try {
    plain = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new OperatorError(
      'Wrong passphrase: it does not open the secrets of this archive (or the archive was altered). Nothing was written.',
    );
  }
  return secretsSchema.parse(JSON.parse(plain));
}
