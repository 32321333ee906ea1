import { describe, expect, it } from 'vitest';
import { unsubscribeLinks } from './unsubscribe-link';

describe('unsubscribe links', () => {
  const links = unsubscribeLinks('a test secret of enough length');

  it('name the campus and the address (lower-cased) and open on the portal', () => {
    const url = links.url('https://portal.example.edu.au/', 'sydney', 'Parent@Example.com');
    expect(url).toMatch(/^https:\/\/portal\.example\.edu\.au\/api\/unsubscribe\?t=sydney\.[\w-]+\.[\w-]{43}$/);
    expect(links.read(new URL(url).searchParams.get('t')!)).toEqual({ campus: 'sydney', email: 'parent@example.com' });
  });

  it('refuse a changed address or campus, another key, and anything else', () => {
    const token = links.token('sydney', 'parent@example.com');
    const [, encoded, signature] = token.split('.');
    expect(links.read(`armidale.${encoded}.${signature}`)).toBeNull();
    expect(links.read(`sydney.${Buffer.from('other@example.com').toString('base64url')}.${signature}`)).toBeNull();
    expect(unsubscribeLinks('another secret of enough length').read(token)).toBeNull();
    for (const junk of ['', 'sydney', 'sydney..', `${token}.x`, `nowhere.${encoded}.${signature}`]) expect(links.read(junk)).toBeNull();
  });
});
