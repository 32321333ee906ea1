import { describe, expect, it } from 'vitest';
import { signingLinks } from './signing-link';
import { unsubscribeLinks } from './unsubscribe-link';

const SECRET = 'a test secret of enough length';
const DUE = Date.parse('2026-11-27T07:00:00Z');

describe("permission forms' signing links", () => {
  const links = signingLinks(SECRET);

  it('open /docusign on the portal and name the campus, the invitation and the expiry', () => {
    const url = links.url('https://portal.example.edu.au/', 'armidale', 'k3x9invitation0000000001', DUE);
    expect(url).toMatch(
      /^https:\/\/portal\.example\.edu\.au\/docusign\?t=armidale\.k3x9invitation0000000001\.1795762800000\.[\w-]{43}$/,
    );
    const token = new URL(url).searchParams.get('t')!;
    expect(links.read(token)).toEqual({ campus: 'armidale', invitation: 'k3x9invitation0000000001', expiresAtMs: DUE });
    // The contract's query schema lets it through to the CMS.
    expect(token).toMatch(/^[\w.-]{20,300}$/);
  });

  it('refuse an altered invitation, expiry or campus, another key, and an unsubscribe token', () => {
    const token = links.token('sydney', 'invitation1', DUE);
    const [, invitation, expires, signature] = token.split('.');
    expect(links.read(`armidale.${invitation}.${expires}.${signature}`)).toBeNull();
    expect(links.read(`sydney.invitation2.${expires}.${signature}`)).toBeNull();
    expect(links.read(`sydney.${invitation}.${DUE + 86_400_000}.${signature}`)).toBeNull();
    expect(links.read(`sydney.${invitation}.${expires}.${signature!.slice(0, -1)}A`)).toBeNull();
    expect(signingLinks('another secret of enough length').read(token)).toBeNull();
    // Both kinds of link come from one secret, each with its own derived key.
    const unsubscribe = unsubscribeLinks(SECRET).token('sydney', 'parent@example.com');
    expect(links.read(unsubscribe)).toBeNull();
  });

  it('refuse anything not of their shape', () => {
    const token = links.token('sydney', 'invitation1', DUE);
    const [, invitation, expires, signature] = token.split('.');
    for (const junk of [
      '',
      'sydney',
      'sydney...',
      `${token}.x`,
      `nowhere.${invitation}.${expires}.${signature}`,
      `sydney.${invitation}.-1.${signature}`,
      `sydney.${invitation}.1e12.${signature}`,
      `sydney.in-vitation.${expires}.${signature}`,
    ])
      expect(links.read(junk), junk).toBeNull();
    expect(() => links.token('sydney', 'not.an.id', DUE)).toThrow();
    expect(() => links.token('sydney', 'invitation1', Number.NaN)).toThrow();
  });
});
