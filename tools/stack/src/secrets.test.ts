import { createECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureCmsSecrets } from './secrets.ts';

const DAY_MS = 86_400_000;

describe('development secrets in cms/.env', () => {
  const envFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-secrets-')), '.env');

  it('makes every secret once, readable by the owner only, and keeps them on the next start', () => {
    const file = envFile();
    const first = ensureCmsSecrets(file, new Date('2026-11-01T00:00:00Z'));
    expect(first.PORTAL_BFF_API_TOKEN).toMatch(/^[0-9a-f]{128}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(ensureCmsSecrets(file, new Date('2026-11-20T00:00:00Z'))).toEqual(first);
  });

  it("renews the BFF's expiring CMS token after 30 days and nothing else", () => {
    const file = envFile();
    const first = ensureCmsSecrets(file, new Date('2026-11-01T00:00:00Z'));
    const later = ensureCmsSecrets(file, new Date(Date.parse('2026-11-01T00:00:00Z') + 31 * DAY_MS));
    expect(later.PORTAL_BFF_API_TOKEN).not.toBe(first.PORTAL_BFF_API_TOKEN);
    expect({ ...later, PORTAL_BFF_API_TOKEN: '', PORTAL_BFF_API_TOKEN_ISSUED: '' }).toEqual({
      ...first,
      PORTAL_BFF_API_TOKEN: '',
      PORTAL_BFF_API_TOKEN_ISSUED: '',
    });
    // One line per key: the file is rewritten in place, not appended to.
    expect(readFileSync(file, 'utf8').match(/^PORTAL_BFF_API_TOKEN=/gm)).toHaveLength(1);
  });

  it('makes a VAPID key pair for alerts that the push services can check: P-256, the public key the private one gives', () => {
    const { PORTAL_VAPID_PUBLIC_KEY: publicKey, PORTAL_VAPID_PRIVATE_KEY: privateKey } = ensureCmsSecrets(envFile());
    const point = Buffer.from(publicKey!, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey!, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(publicKey);
  });
});
