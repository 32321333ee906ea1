import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

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
};

function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match?.[1]) values[match[1]] = (match[2] ?? '').replace(/^"(.*)"$/, '$1');
  }
  return values;
}

/** Reads `cms/.env`, adding any secret that is missing, and returns its values. */
export function ensureCmsSecrets(envFile: string): Record<string, string> {
  const existing = existsSync(envFile) ? readFileSync(envFile, 'utf8') : '';
  const values = parseEnvFile(existing);
  const missing = Object.keys(GENERATED).filter((key) => !values[key]);
  if (missing.length > 0) {
    const lines = missing.map((key) => {
      values[key] = GENERATED[key]!();
      return `${key}=${values[key]}`;
    });
    const header = existing ? '' : '# Generated on first start by npm start. Secrets: never commit this file.\n';
    const separator = existing && !existing.endsWith('\n') ? '\n' : '';
    writeFileSync(envFile, `${existing}${separator}${header}${lines.join('\n')}\n`, { mode: 0o600 });
  }
  return values;
}
