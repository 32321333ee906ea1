import { describe, expect, it } from 'vitest';
import { createPacer, isMessageRejected, isThrottling, rejectionOf, withThrottleRetry } from './pacer';

const throttled = () => Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'TooManyRequestsException', $metadata: { httpStatusCode: 429 } });

describe('the pacer of email sending', () => {
  it('starts calls no faster than the configured rate', async () => {
    const pacer = createPacer({ perSecond: 50, inFlight: 4 });
    const starts: number[] = [];
    const begun = performance.now();
    for (let index = 0; index < 26; index += 1) await pacer.run(async () => void starts.push(performance.now()));
    await pacer.drain();
    // 26 calls at 50/s: the first inFlight may start at once, the rest one every 20 ms.
    expect(starts.at(-1)! - starts[0]!).toBeGreaterThanOrEqual((25 - 4) * 20 - 5);
    expect(performance.now() - begun).toBeLessThan(25 * 20 + 400);
  });

  it('makes up slots lost to a slow spell, a few at most, so the rate holds on average', async () => {
    const pacer = createPacer({ perSecond: 100, inFlight: 3 });
    const starts: number[] = [];
    await pacer.run(async () => void starts.push(performance.now()));
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let index = 0; index < 6; index += 1) await pacer.run(async () => void starts.push(performance.now()));
    await pacer.drain();
    const after = starts.slice(1).map((at) => at - starts[1]!);
    // 20 slots went by: three are made up at once, then one every 10 ms again.
    expect(after.slice(0, 3).every((gap) => gap < 5)).toBe(true);
    expect(after[5]! - after[3]!).toBeGreaterThanOrEqual(20 - 3);
  });

  it('keeps at most inFlight calls running, so a slow SES does not pile calls up', async () => {
    const pacer = createPacer({ perSecond: 1000, inFlight: 3 });
    let running = 0;
    let most = 0;
    for (let index = 0; index < 12; index += 1) {
      await pacer.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
      });
    }
    await pacer.drain();
    expect(most).toBe(3);
  });

  it('stops starting calls after a failure and throws it', async () => {
    const pacer = createPacer({ perSecond: 1000, inFlight: 2 });
    let started = 0;
    const attempt = async () => {
      for (let index = 0; index < 10; index += 1) {
        await pacer.run(async () => {
          started += 1;
          if (started === 2) throw new Error('SES is away');
          await new Promise((resolve) => setTimeout(resolve, 20));
        });
      }
      await pacer.drain();
    };
    await expect(attempt()).rejects.toThrow('SES is away');
    expect(started).toBeLessThan(10);
  });
});

describe('throttling', () => {
  it('is told from a refusal of one message', () => {
    expect(isThrottling(throttled())).toBe(true);
    expect(isThrottling(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }))).toBe(true);
    const rejected = Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected', $metadata: { httpStatusCode: 400 } });
    expect(isThrottling(rejected)).toBe(false);
    expect(isMessageRejected(rejected)).toBe(true);
    expect(isMessageRejected(throttled())).toBe(false);
    expect(isMessageRejected(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
  });

  it('is retried with a doubling backoff up to the limit, then thrown', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    let calls = 0;
    const answer = await withThrottleRetry(
      async () => {
        calls += 1;
        if (calls < 4) throw throttled();
        return 'sent';
      },
      6,
      sleep,
    );
    expect(answer).toBe('sent');
    expect(waits).toEqual([1000, 2000, 4000]);

    waits.length = 0;
    await expect(withThrottleRetry(async () => Promise.reject(throttled()), 6, sleep)).rejects.toThrow('Maximum sending rate exceeded.');
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
  });

  it('does not retry anything else', async () => {
    let calls = 0;
    await expect(
      withThrottleRetry(async () => {
        calls += 1;
        throw new Error('MessageRejected');
      }, 6),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });
});

describe('a refusal as the log says it', () => {
  it('names the error and its reason without the refused address', () => {
    const rejected = Object.assign(
      new Error('Email address is not verified. The following identities failed the check in region AP-SOUTHEAST-2: ann.lee@example.com, <bo@school.test>'),
      { name: 'MessageRejected' },
    );
    const said = rejectionOf(rejected);
    expect(said).toBe(
      'MessageRejected: Email address is not verified. The following identities failed the check in region AP-SOUTHEAST-2: <address>, <<address>>',
    );
    expect(said).not.toMatch(/@/);
  });
});
