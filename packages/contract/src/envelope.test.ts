import { describe, expect, it } from 'vitest';
import { isApiErrorBody, unwrapRecords, wrapError, wrapRecords } from './envelope.ts';

describe('the responceObject envelope', () => {
  it('wraps records under the legacy (misspelled) key', () => {
    expect(JSON.parse(JSON.stringify(wrapRecords([{ a: 1 }])))).toEqual({ responceObject: { records: [{ a: 1 }] } });
  });
  it('round-trips records', () => {
    expect(unwrapRecords<number[]>(wrapRecords([1, 2]))).toEqual([1, 2]);
  });
  it('carries an error id and a user message, and is recognised as an error', () => {
    const body = wrapError('bad_request', '*Please enter title.');
    expect(body.responceObject.error).toEqual({ id: 'bad_request', message: '*Please enter title.' });
    expect(isApiErrorBody(body)).toBe(true);
    expect(isApiErrorBody(wrapRecords([]))).toBe(false);
  });
  it('refuses to unwrap something that is not an envelope', () => {
    expect(() => unwrapRecords({ data: [] })).toThrow(TypeError);
  });
});
