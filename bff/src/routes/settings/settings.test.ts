import { describe, expect, it } from 'vitest';
import type { EmergencyBroadcastRecord, SettingsRecord } from '@portal/contract';
import { callApi, getWithHost, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { configFromEnv } from '../../config.ts';

describe('GET settings/', () => {
  it("gives the Sydney campus's settings with tiles and a phone number", async () => {
    const answer = await callApi<{ responceObject: { records: SettingsRecord[] } }>('settings/', { token: await tokenFor('carer1') });
    expect(answer.status).toBe(200);
    const [settings] = answerOf('GET settings', answer);
    expect(settings?.campus).toBe('sydney');
    expect(settings?.phoneNumber).toMatch(/\d/);
    expect(settings?.tile_settings.map((tile) => tile.url)).toContain('/notices');
  });

  it('gives each person the tiles meant for them: a staff-only tile goes to staff and administrators, not to carers or students', async () => {
    const tilesOf = async (username: string) =>
      answerOf('GET settings', await callApi<{ responceObject: { records: SettingsRecord[] } }>('settings/', { token: await tokenFor(username) }))[0]!.tile_settings.map((tile) => tile.url);
    for (const reader of ['carer1', 'student1']) {
      const urls = await tilesOf(reader);
      expect(urls).toEqual(expect.arrayContaining(['/financial-info', '/year-info']));
      expect(urls).not.toContain('/metrics');
    }
    expect(await tilesOf('teacher1')).toContain('/metrics');
    expect(await tilesOf('admin1')).toContain('/metrics');
  });

  it("gives an Armidale person, on Armidale's host, the Armidale campus's settings", async () => {
    const answer = await getWithHost<{ responceObject: { records: SettingsRecord[] } }>('settings/', 'armidale.localhost', await tokenFor('carer1', 'armidale'));
    expect(answerOf('GET settings', answer)[0]?.campus).toBe('armidale');
  });
});

describe('GET emergencybroadcast/', () => {
  it("puts the campus's live broadcast first, newest first", async () => {
    const answer = await callApi<{ responceObject: { records: EmergencyBroadcastRecord[] } }>('emergencybroadcast/', { token: await tokenFor('carer1') });
    const records = answerOf('GET emergencybroadcast', answer);
    expect(records[0]).toMatchObject({ status: true, message: expect.stringContaining('Sydney campus closes at 1 pm') });
    expect(records.length).toBeGreaterThan(1);
    expect(records.every((record) => !record.message.includes('Armidale'))).toBe(true);
  });
});

describe('public paths', () => {
  it('tells the PWA which identity provider this host uses, without a token', async () => {
    const answer = await callApi<{ responceObject: { records: { campus: string; client_id: string; authority: string } } }>('campus-config');
    expect(answer.status).toBe(200);
    expect(answerOf('GET campus-config', answer)).toMatchObject({ campus: 'sydney', client_id: 'portal-pwa', time_zone: 'Australia/Sydney' });
  });

  it("reads each campus's time zone from its setting, and refuses one that is not a zone before starting", () => {
    const env = { CMS_API_TOKEN: 'x'.repeat(64), SYDNEY_OIDC_ISSUER: 'https://login.example.edu.au', SYDNEY_OIDC_CLIENT_ID: 'portal', SYDNEY_OIDC_AUDIENCE: 'api://portal' };
    expect(configFromEnv(env).timeZones).toEqual({ sydney: 'Australia/Sydney', armidale: 'Australia/Sydney' });
    expect(configFromEnv({ ...env, ARMIDALE_TIME_ZONE: 'Australia/Brisbane' }).timeZones.armidale).toBe('Australia/Brisbane');
    expect(() => configFromEnv({ ...env, SYDNEY_TIME_ZONE: 'Sydney' })).toThrow('SYDNEY_TIME_ZONE must be an IANA time zone such as "Australia/Sydney" (got "Sydney").');
  });

  it('reports health', async () => {
    const answer = await callApi<{ responceObject: { records: { status: string } } }>('health');
    expect(answerOf('GET health', answer).status).toBe('ok');
  });
});
