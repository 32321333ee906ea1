import { describe, expect, it } from 'vitest';
import { ALERT_PUSH_MAX_BYTES, alertBody, type AlertPush } from '@portal/contract';
import { payloadOf, topicOf } from './alert-sending-job';

const push = (body: string, title = 'Emergency: Wattle Grove School'): AlertPush => ({
  v: 1,
  kind: 'emergency',
  title,
  body,
  url: '/emergency-brodcast',
  tag: topicOf('emergency', 'broadcast1'),
  ack: 'a'.repeat(32),
  lang: 'en',
  dir: 'ltr',
});

describe('what one push message carries (RFC 8291: 3,993 bytes of plain text)', () => {
  it('sends a broadcast as it is when it fits', () => {
    const text = 'Lockdown: stay inside, doors locked.';
    expect(JSON.parse(payloadOf(push(text))).body).toBe(text);
  });

  it('cuts the longest broadcast in a three-byte script until the message fits, and says it was cut', () => {
    const chinese = alertBody('请所有学生立即留在教室内，锁好门窗，等待老师进一步通知。'.repeat(40));
    const payload = payloadOf(push(chinese, `紧急情况：${'学'.repeat(600)}`));
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(ALERT_PUSH_MAX_BYTES);
    expect((JSON.parse(payload) as AlertPush).body.endsWith('…')).toBe(true);
  });

  it("gives every alert of one broadcast one topic, a valid RFC 8030 Topic, apart from a notice's", () => {
    const topic = topicOf('emergency', 'broadcast1');
    expect(topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(topicOf('all-clear', 'broadcast1')).toBe(topic);
    expect(topicOf('notice', 'broadcast1')).not.toBe(topic);
  });
});
