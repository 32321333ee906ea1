import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { REPO_ROOT } from '@portal/stack';

/** `npm start` as an operator would run it, with only the environment given here. */
function startInProduction(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'tools', 'stack', 'src', 'start-stack.ts')], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

const PRODUCTION_ENV = {
  SYDNEY_OIDC_ISSUER: 'https://login.sydney.example.edu.au',
  SYDNEY_OIDC_CLIENT_ID: 'portal',
  SYDNEY_OIDC_AUDIENCE: 'api://portal',
  SYDNEY_HOSTS: 'portal.example.edu.au',
  APP_KEYS: 'a,b,c,d',
  ADMIN_JWT_SECRET: 'x'.repeat(32),
  API_TOKEN_SALT: 'x'.repeat(32),
  TRANSFER_TOKEN_SALT: 'x'.repeat(32),
  JWT_SECRET: 'x'.repeat(32),
  ENCRYPTION_KEY: 'x'.repeat(32),
  PORTAL_BFF_API_TOKEN: 'x'.repeat(64),
  CALENDAR_FEED_SECRET: 'x'.repeat(32),
  CACHE_EVENTS_SECRET: 'x'.repeat(32),
  SES_REGION: 'ap-southeast-2',
  SES_FROM: 'School <news@example.edu.au>',
  PORTAL_URL_SYDNEY: 'https://portal.example.edu.au',
  VAPID_PUBLIC_KEY: `B${'x'.repeat(86)}`,
  VAPID_PRIVATE_KEY: 'x'.repeat(43),
  VAPID_SUBJECT: 'mailto:it@portal.example.edu.au',
};

describe('NODE_ENV=production refuses development defaults', () => {
  it('refuses the dev identity provider, naming the variable to set, and starts nothing', () => {
    const { code, output } = startInProduction({});
    expect(code).not.toBe(0);
    expect(output).toContain('SYDNEY_OIDC_ISSUER');
    expect(output).toContain('SYDNEY_HOSTS');
    expect(output).not.toContain('Starting the CMS');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('refuses a generated secret: each one missing is named', () => {
    const { ENCRYPTION_KEY: _omitted, ...rest } = PRODUCTION_ENV;
    const { code, output } = startInProduction(rest);
    expect(code).not.toBe(0);
    expect(output).toContain('Set ENCRYPTION_KEY');
    expect(output).not.toContain('Set APP_KEYS');
  });

  it('refuses to send email to the local emulator or without a verified sender', () => {
    const { SES_FROM: _omitted, ...rest } = PRODUCTION_ENV;
    const { code, output } = startInProduction({ ...rest, SES_ENDPOINT: 'http://127.0.0.1:8005', SNS_TEST_CERT_ORIGIN: 'http://127.0.0.1:4300' });
    expect(code).not.toBe(0);
    expect(output).toContain('SES_FROM');
    expect(output).toContain('Unset SES_ENDPOINT');
    expect(output).toContain('Unset SNS_TEST_CERT_ORIGIN');
  });

  it('refuses the demo seed', () => {
    const { code, output } = startInProduction({ ...PRODUCTION_ENV, PORTAL_SEED: 'demo' });
    expect(code).not.toBe(0);
    expect(output).toContain('PORTAL_SEED');
  });

  it('makes the BFF on its own refuse a derived calendar secret, unsigned change events, a missing host list and a missing portal address', () => {
    const bffEnv = { NODE_ENV: 'production', CMS_API_TOKEN: 'x'.repeat(64), ...PRODUCTION_ENV };
    expect(() => configFromEnv({ ...bffEnv, CALENDAR_FEED_SECRET: undefined })).toThrow(/CALENDAR_FEED_SECRET/);
    expect(() => configFromEnv({ ...bffEnv, CACHE_EVENTS_SECRET: undefined })).toThrow(/CACHE_EVENTS_SECRET/);
    expect(() => configFromEnv({ ...bffEnv, SYDNEY_HOSTS: undefined })).toThrow(/SYDNEY_HOSTS/);
    // Links in email and downloads are built on these, never on the request's Host.
    expect(() => configFromEnv({ ...bffEnv, PORTAL_URL_SYDNEY: undefined })).toThrow(/PORTAL_URL_SYDNEY/);
    expect(() => configFromEnv({ ...bffEnv, ARMIDALE_HOSTS: 'armidale.example.edu.au' })).toThrow(/PORTAL_URL_ARMIDALE/);
    expect(() => configFromEnv({ ...bffEnv, PORTAL_URL_SYDNEY: 'javascript:alert(1)' })).toThrow(/PORTAL_URL_SYDNEY/);
    expect(configFromEnv(bffEnv).production).toBe(true);
    expect(configFromEnv({ ...bffEnv, PORTAL_URL_SYDNEY: 'https://portal.example.edu.au/' }).portalUrls.sydney).toBe('https://portal.example.edu.au');
  });

  it('asks npm start for the Armidale portal address when Armidale has host names', () => {
    const { code, output } = startInProduction({ ...PRODUCTION_ENV, ARMIDALE_HOSTS: 'armidale.example.edu.au' });
    expect(code).not.toBe(0);
    expect(output).toContain('Set PORTAL_URL_ARMIDALE');
  });
});
