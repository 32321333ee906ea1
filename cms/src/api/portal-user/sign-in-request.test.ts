import { describe, expect, it } from 'vitest';
import { parseSignInRequest } from './sign-in-request';

const valid = () => ({
  data: {
    issuer: 'https://login.sydney.example.edu.au',
    subject: '248289761001',
    campus: 'sydney',
    directoryId: 'syd-carer1',
    language: 'vi',
    profile: { username: 'carer1', firstname: 'Jordan', surname: 'Taylor', email: 'jordan@example.com', type: 'affiliate', is_carer: true },
  },
});

const messageFor = (body: unknown): string => {
  const parsed = parseSignInRequest(body);
  if (parsed.ok) throw new Error('expected the body to be refused');
  return parsed.message;
};

describe('the sign-in request', () => {
  it('accepts what the BFF sends, with or without a directory id or email', () => {
    expect(parseSignInRequest(valid())).toEqual({ ok: true, value: valid().data });
    const withoutDirectory = valid();
    withoutDirectory.data.directoryId = null as unknown as string;
    withoutDirectory.data.profile.email = '';
    withoutDirectory.data.language = null as unknown as string;
    expect(parseSignInRequest(withoutDirectory).ok).toBe(true);
  });

  it('refuses a field it does not know, at any level, naming it', () => {
    expect(messageFor({ ...valid(), extra: 1 })).toBe('body has unknown fields: extra.');
    expect(messageFor({ data: { ...valid().data, is_admin: true } })).toBe('data has unknown fields: is_admin.');
    expect(messageFor({ data: { ...valid().data, profile: { ...valid().data.profile, groups: [] } } })).toBe('data.profile has unknown fields: groups.');
  });

  it('refuses a missing field, even one that may be null', () => {
    const { directoryId: _omitted, ...rest } = valid().data;
    expect(messageFor({ data: rest })).toBe('data.directoryId is required (a non-empty string or null).');
    const { language: _none, ...withoutLanguage } = valid().data;
    expect(messageFor({ data: withoutLanguage })).toBe('data.language is required (one of en, ar, zh-Hans, vi, or null).');
    expect(messageFor({})).toBe('body.data is required (an object).');
    expect(messageFor('carer1')).toMatch(/^The body must be/);
  });

  it('refuses values of the wrong kind', () => {
    const body = (change: (data: ReturnType<typeof valid>['data']) => void) => {
      const copy = valid();
      change(copy.data);
      return copy;
    };
    expect(messageFor(body((data) => (data.issuer = 'sydney')))).toBe('data.issuer must be the token issuer, an http(s) URL.');
    expect(messageFor(body((data) => (data.subject = ' ')))).toBe('data.subject must be the token subject, a non-empty string.');
    expect(messageFor(body((data) => (data.campus = 'newcastle')))).toBe('data.campus must be one of sydney, armidale.');
    expect(messageFor(body((data) => (data.directoryId = '')))).toBe('data.directoryId must be a non-empty string or null.');
    expect(messageFor(body((data) => (data.language = 'zh-CN')))).toBe('data.language must be one of en, ar, zh-Hans, vi, or null.');
    expect(messageFor(body((data) => (data.profile.type = 'admin')))).toBe('data.profile.type must be one of student, affiliate, faculty.');
    expect(messageFor(body((data) => (data.profile.email = 'jordan')))).toBe('data.profile.email must be an email address or an empty string.');
    expect(messageFor(body((data) => (data.profile.is_carer = 'yes' as unknown as boolean)))).toBe('data.profile.is_carer must be true or false.');
    expect(messageFor(body((data) => (data.profile.surname = 'x'.repeat(256))))).toBe('data.profile.surname must be a string.');
  });
});
