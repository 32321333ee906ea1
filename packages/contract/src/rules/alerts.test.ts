import { describe, expect, it } from 'vitest';
import { alertBody, ALERT_BODY_MAX_CHARS, isAcceptedPushEndpoint, isAlertPush } from './alerts.ts';

describe('push endpoints the server sends to (issue 29)', () => {
  const production = { loopbackAllowed: false };
  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGF1dGg',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])("takes the browsers' push service %s", (endpoint) => {
    expect(isAcceptedPushEndpoint(endpoint, production)).toBe(true);
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['another port', 'https://fcm.googleapis.com:444/fcm/send/x'],
    ['a look-alike', 'https://fcm.googleapis.com.evil.example/x'],
    ['a suffix without its dot', 'https://evilpush.apple.com.example/x'],
    ['credentials in the address', 'https://user:pass@fcm.googleapis.com/x'],
    ['an internal address', 'https://169.254.169.254/latest/meta-data'],
    ['loopback in production', 'http://127.0.0.1:4000/push/x'],
    ['not a URL', 'fcm.googleapis.com/x'],
  ])('refuses %s', (_, endpoint) => {
    expect(isAcceptedPushEndpoint(endpoint, production)).toBe(false);
  });

  it('takes loopback only where tests run their own push service', () => {
    expect(isAcceptedPushEndpoint('http://127.0.0.1:4000/push/x', { loopbackAllowed: true })).toBe(true);
    expect(isAcceptedPushEndpoint('http://10.0.0.8/push/x', { loopbackAllowed: true })).toBe(false);
  });
});

describe('what an alert carries', () => {
  it('cuts a long body with an ellipsis and keeps a short one whole', () => {
    expect(alertBody('  Lockdown:\n stay   inside. ')).toBe('Lockdown: stay inside.');
    const long = alertBody('x'.repeat(ALERT_BODY_MAX_CHARS + 50));
    expect(Array.from(long)).toHaveLength(ALERT_BODY_MAX_CHARS);
    expect(long.endsWith('…')).toBe(true);
  });

  it('knows its own messages and nothing else, and never a link off the portal', () => {
    const push = {
      v: 1,
      kind: 'emergency',
      title: 'Emergency',
      body: 'Stay inside',
      url: '/emergency-brodcast',
      tag: 't',
      ack: 'a',
      lang: 'en',
      dir: 'ltr',
    };
    expect(isAlertPush(push)).toBe(true);
    expect(isAlertPush({ ...push, url: 'https://evil.example/' })).toBe(false);
    expect(isAlertPush({ ...push, url: '//evil.example/' })).toBe(false);
    expect(isAlertPush({ ...push, kind: 'marketing' })).toBe(false);
    expect(isAlertPush('hello')).toBe(false);
  });
});
