import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { generateKeyPairSync, randomBytes } from 'node:crypto';

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

/** The CMS's secrets, made on first start; the file is git-ignored and never printed. */
const GENERATED: Record<string, () => string> = {
  APP_KEYS: () => [random(16), random(16), random(16), random(16)].join(','),
  ADMIN_JWT_SECRET: () => random(32),
  API_TOKEN_SALT: () => random(16),
  TRANSFER_TOKEN_SALT: () => random(16),
  JWT_SECRET: () => random(32),
  ENCRYPTION_KEY: () => random(32),
  PORTAL_BFF_API_TOKEN: () => randomBytes(64).toString('hex'),
  // The BFF's key for personal calendar feed tokens (the launcher hands it over).
  PORTAL_CALENDAR_FEED_SECRET: () => random(32),
  // The key the CMS signs change events with and the BFF checks them with (both get it from the launcher).
  PORTAL_CACHE_EVENTS_SECRET: () => random(32),
  // Development's CMS administrator and content editor (cms/src/admin-panel-access.ts seeds
  // them with the demo school); Strapi asks for a lower-case letter, an upper-case one and a digit.
  PORTAL_CMS_ADMIN_EMAIL: () => 'admin@school.test',
  PORTAL_CMS_ADMIN_PASSWORD: () => `${random(18)}aA1`,
  PORTAL_CMS_EDITOR_EMAIL: () => 'editor@school.test',
  PORTAL_CMS_EDITOR_PASSWORD: () => `${random(18)}aA1`,
};

/**
 * The VAPID key pair (RFC 8292) the push services know the portal's alerts by: P-256, base64url,
 * the public key as the uncompressed point browsers take. Made together, never one without the other.
 */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: privateKey.export({ format: 'jwk' }).d! };
}

/**
 * The BFF's CMS token expires (PORTAL_BFF_API_TOKEN_DAYS, 90 by default), so development
 * rotates its own well before: a new secret is a new token with a new expiry in the CMS.
 */
const DEV_TOKEN_RENEW_DAYS = 30;
const ISSUED_KEY = 'PORTAL_BFF_API_TOKEN_ISSUED';
const DAY_MS = 86_400_000;

function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match?.[1]) values[match[1]] = (match[2] ?? '').replace(/^"(.*)"$/, '$1');
  }
  return values;
}

/** Sets KEY=value lines in place (or at the end), keeping every other line as it was. */
function withValues(text: string, changes: Record<string, string>): string {
  const pending = new Map(Object.entries(changes));
  const lines = text.split('\n').map((line) => {
    const key = /^\s*([A-Z0-9_]+)\s*=/.exec(line)?.[1];
    if (!key || !pending.has(key)) return line;
    const value = pending.get(key)!;
    pending.delete(key);
    return `${key}=${value}`;
  });
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return `${[...lines, ...[...pending].map(([key, value]) => `${key}=${value}`)].join('\n')}\n`;
}

/**
 * Reads `cms/.env`, adding any secret that is missing and renewing the BFF's development
 * token when it is due, and returns its values. Development only: production refuses
 * generated secrets (production-checks.ts).
 */
export function ensureCmsSecrets(envFile: string, now: Date = new Date()): Record<string, string> {
  const existing = existsSync(envFile) ? readFileSync(envFile, 'utf8') : '';
  const values = parseEnvFile(existing);
  const changes: Record<string, string> = {};
  for (const key of Object.keys(GENERATED)) {
    if (!values[key]) changes[key] = GENERATED[key]!();
  }
  if (!values.PORTAL_VAPID_PUBLIC_KEY || !values.PORTAL_VAPID_PRIVATE_KEY) {
    const vapid = generateVapidKeys();
    changes.PORTAL_VAPID_PUBLIC_KEY = vapid.publicKey;
    changes.PORTAL_VAPID_PRIVATE_KEY = vapid.privateKey;
  }
  const issued = Date.parse(values[ISSUED_KEY] ?? '');
  if (Number.isNaN(issued) || now.getTime() - issued > DEV_TOKEN_RENEW_DAYS * DAY_MS) {
    if (!changes.PORTAL_BFF_API_TOKEN && values.PORTAL_BFF_API_TOKEN && !Number.isNaN(issued)) {
      changes.PORTAL_BFF_API_TOKEN = GENERATED.PORTAL_BFF_API_TOKEN!();
    }
    changes[ISSUED_KEY] = now.toISOString();
  }
  if (Object.keys(changes).length > 0) {
    const header = existing ? '' : '# Generated on first start by npm start. Secrets: never commit this file.\n';
    writeFileSync(envFile, withValues(`${header}${existing}`, changes), { mode: 0o600 });
    Object.assign(values, changes);
  }
  return values;
}
