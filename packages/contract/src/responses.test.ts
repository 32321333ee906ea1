import { describe, expect, it } from 'vitest';
import { wrapError, wrapRecords } from './envelope.ts';
import { ResponseDriftError, apiCallOf, parseAnswer } from './responses.ts';

const broadcast = {
  emergencybroadcastUid: 'broadcast0001',
  status: true,
  message: 'School closed today',
  created_at: '2026-03-01T07:00:00.000Z',
  updated_at: '2026-03-01T07:00:00.000Z',
};

describe('apiCallOf', () => {
  it('names the call of a request path as the PWA writes it', () => {
    expect(apiCallOf('GET', 'posts/')).toBe('GET posts');
    expect(apiCallOf('get', 'posts/abcdefghij1234?x=1')).toBe('GET posts/:id');
    expect(apiCallOf('POST', '/favorites/')).toBe('POST favorites');
    expect(apiCallOf('DELETE', 'favorites/abc')).toBe('DELETE favorites/:id');
  });
  it('prefers a literal segment to a parameter', () => {
    expect(apiCallOf('GET', 'calendar/feed')).toBe('GET calendar/feed');
    expect(apiCallOf('GET', 'calendar/event000001')).toBe('GET calendar/:id');
  });
  it('knows no call for a file answer or another method', () => {
    expect(apiCallOf('GET', 'calendar/event000001/ics')).toBeUndefined();
    expect(apiCallOf('PATCH', 'posts/abc')).toBeUndefined();
  });
});

describe('parseAnswer', () => {
  it('gives the records of an answer of the pinned shape', () => {
    expect(parseAnswer('GET emergencybroadcast', wrapRecords([broadcast]))).toEqual([broadcast]);
  });
  it('names the call and the path of each drifted field', () => {
    const drifted = wrapRecords([{ ...broadcast, status: 'on', extra: 1 }]);
    expect(() => parseAnswer('GET emergencybroadcast', drifted)).toThrow(ResponseDriftError);
    const message = (() => {
      try {
        parseAnswer('GET emergencybroadcast', drifted);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^GET emergencybroadcast: /);
    expect(message).toContain('Unrecognized key: "extra"');
    expect(message).toContain('at responceObject.records[0].status');
  });
  it('holds one-record answers to exactly one record', () => {
    expect(() => parseAnswer('GET calendar/:id', wrapRecords([]))).toThrow(ResponseDriftError);
  });
  it('refuses an error envelope as a success answer', () => {
    expect(() => parseAnswer('GET emergencybroadcast', wrapError('not_found', 'No records found!'))).toThrow(ResponseDriftError);
  });
});
