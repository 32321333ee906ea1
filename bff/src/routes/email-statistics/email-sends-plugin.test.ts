import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInCmsAdmin } from '@portal/stack/cms-setup-token';
import { startSnsSigner, type SnsEnvelope } from '../../test/sns-signer.ts';

/**
 * The email-sends plugin in the running CMS: sends reach the stack's SES emulator with their
 * headers and a statistics row, and SES events arrive as SNS would post them, signed with a
 * certificate from the one test origin the test CMS trusts. It sits beside the email logs because
 * each message sent here is a statistics row they list, and each SES event changes one.
 */
const stack = inject('stack');

type StoredEmail = {
  messageId: string;
  destination: { to: string[] };
  subject: string;
  headers?: Array<{ name: string; value: string }>;
};
type Statistic = {
  documentId: string;
  ses_message_id: string | null;
  SESSendTime: string | null;
  SESDeliverTime: string | null;
  SESOpenTime: string | null;
  SESBounceTime: string | null;
  open_count: number;
  type: string;
};

async function cms<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${stack.cmsUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${init.token ?? stack.cmsSetupToken}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** What the emulator holds for an address. */
async function inbox(address: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${stack.sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}

type Sent = { status: 'sent' | 'already-sent'; messageId: string; statisticId: string } | { status: 'suppressed' };

/** Bulk mail (SES v2, headers, the message id back), as digests send it. */
async function send(to: string, extra: Record<string, unknown> = {}): Promise<Sent> {
  const answer = await cms<{ data: Sent }>('/api/email-sends/messages', {
    method: 'POST',
    body: { transport: 'bulk', kind: 'DIGEST', campus: 'sydney', to, subject: 'This week at school', html: '<p>Hello</p>', text: 'Hello', ...extra },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const statistic = async (documentId: string) => (await cms<{ data: Statistic }>(`/api/email-statistics/${documentId}`)).body.data;

/** Posts as SNS does: the JSON as text/plain, no token. */
async function deliver(envelope: SnsEnvelope | object): Promise<{ status: number; body: { outcome?: string; error?: string } }> {
  const response = await fetch(`${stack.cmsUrl}/api/email-sends/sns`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain; charset=UTF-8' },
    body: JSON.stringify(envelope),
  });
  return { status: response.status, body: (await response.json()) as { outcome?: string; error?: string } };
}

const sesEvent = (eventType: string, messageId: string, extra: object = {}) => ({
  eventType,
  mail: { messageId, timestamp: new Date().toISOString(), tags: {} },
  ...extra,
});

let sns: Awaited<ReturnType<typeof startSnsSigner>>;

beforeAll(async () => {
  sns = await startSnsSigner(stack.sns.certOrigin, stack.sns.topicArn);
});
afterAll(() => sns.close());

describe('sending through the email-sends plugin', () => {
  it('delivers one message to the emulator with its List-Unsubscribe header, and records it with the SES message id', async () => {
    const to = `carer-${randomUUID()}@example.com`;
    const sent = await send(to, {
      tags: { send_id: `digest-${randomUUID()}`, recipient_id: 'carer1' },
      headers: {
        'List-Unsubscribe': '<https://portal.example/unsubscribe?t=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(sent.status).toBe('sent');
    const [stored, ...more] = await inbox(to);
    expect(more).toHaveLength(0);
    expect(stored!.subject).toBe('This week at school');
    expect(stored!.headers).toContainEqual({ name: 'List-Unsubscribe', value: '<https://portal.example/unsubscribe?t=abc>' });
    if (sent.status === 'suppressed') throw new Error('not suppressed');
    expect(stored!.messageId).toBe(sent.messageId);
    const row = await statistic(sent.statisticId);
    expect(row.ses_message_id).toBe(sent.messageId);
    expect(row.type).toBe('DIGEST');
  });

  it('sends once per (send, recipient): the same pair again answers the first message', async () => {
    const to = `carer-${randomUUID()}@example.com`;
    const tags = { send_id: `digest-${randomUUID()}`, recipient_id: 'carer2' };
    const first = await send(to, { tags });
    const again = await send(to, { tags });
    expect(again).toMatchObject({ status: 'already-sent', messageId: (first as { messageId: string }).messageId });
    expect(await inbox(to)).toHaveLength(1);
  });

  it('refuses a message without a valid address or with tags SES would refuse, before anything is sent', async () => {
    for (const body of [{ to: 'not-an-address' }, { to: 'a@example.com', tags: { send_id: 'has space' } }]) {
      const answer = await cms('/api/email-sends/messages', {
        method: 'POST',
        body: { kind: 'DIGEST', campus: 'sydney', subject: 's', html: 'h', text: 't', ...body },
      });
      expect(answer.status).toBe(400);
    }
  });

  it('sends a message without a transport the transactional way, once per (send, recipient), recorded before and completed after', async () => {
    const to = `carer-${randomUUID()}@example.com`;
    const tags = { send_id: `absence-${randomUUID()}`, recipient_id: 'carer1' };
    const body = { kind: 'Notify Absence', campus: 'sydney', to, subject: 'Absence noted', html: '<p>Noted</p>', text: 'Noted', tags };
    const first = await cms<{ data: { status: string; statisticId: string } }>('/api/email-sends/messages', { method: 'POST', body });
    expect(first.body.data.status).toBe('sent');
    const again = await cms<{ data: { status: string; statisticId: string } }>('/api/email-sends/messages', { method: 'POST', body });
    expect(again.body.data).toEqual({ status: 'already-sent', statisticId: first.body.data.statisticId });
    const stored = await inbox(to);
    expect(stored.map((email) => email.subject)).toEqual(['Absence noted']);
    // Strapi's SES provider sends SES v1 SendEmail: no custom headers, and the message id is not given back.
    expect(stored[0]!.headers ?? []).toEqual([]);
    const row = await statistic(first.body.data.statisticId);
    expect(row).toMatchObject({ type: 'Notify Absence', ses_message_id: null });
    expect(row.SESSendTime).not.toBeNull();
  });

  it('refuses headers on the transactional way, which cannot carry them', async () => {
    const answer = await cms('/api/email-sends/messages', {
      method: 'POST',
      body: { kind: 'DIGEST', campus: 'sydney', to: 'a@example.com', subject: 's', html: 'h', text: 't', headers: { 'List-Unsubscribe': '<https://x.example/u>' } },
    });
    expect(answer.status).toBe(400);
  });

  it('skips a suppressed address on the transactional way too', async () => {
    const address = `angry-${randomUUID()}@example.com`;
    const sent = await send(address);
    if (sent.status === 'suppressed') throw new Error('not suppressed');
    const complaint = sesEvent('Complaint', sent.messageId, { complaint: { timestamp: new Date().toISOString(), complainedRecipients: [{ emailAddress: address }] } });
    expect((await deliver(sns.notification(complaint))).status).toBe(200);
    const answer = await cms<{ data: unknown }>('/api/email-sends/messages', {
      method: 'POST',
      body: { kind: 'Notify Absence', campus: 'sydney', to: address, subject: 'After the complaint', html: '<p>x</p>', text: 'x' },
    });
    expect(answer.body.data).toEqual({ status: 'suppressed' });
    expect((await inbox(address)).map((email) => email.subject)).not.toContain('After the complaint');
  });

  it("sends transactional mail through Strapi's email plugin (the SES provider) to the emulator", async () => {
    const admin = await signInCmsAdmin(stack.cmsUrl, stack.cmsAdmin);
    const to = `admin-${randomUUID()}@example.com`;
    const answer = await cms('/email/test', { method: 'POST', body: { to }, token: admin.token });
    expect(answer.status).toBe(200);
    expect((await inbox(to)).map((email) => email.subject)).toEqual([`Strapi test mail to: ${to}`]);
  });
});

describe('SES events from SNS', () => {
  it('confirms the subscription by fetching its SubscribeURL, only on a trusted host', async () => {
    const confirmation = sns.subscriptionConfirmation();
    expect(await deliver(confirmation)).toMatchObject({ status: 200, body: { outcome: 'confirmed' } });
    expect(sns.confirmations).toContain(
      new URL(confirmation.SubscribeURL!).pathname + new URL(confirmation.SubscribeURL!).search,
    );

    const elsewhere = sns.subscriptionConfirmation({ SubscribeURL: 'https://attacker.example/confirm?Token=x' });
    expect((await deliver(elsewhere)).status).toBe(403);
    expect(sns.confirmations).toHaveLength(1);
  });

  it('applies an Open event once however often SNS delivers it, even at the same moment', async () => {
    const sent = await send(`reader-${randomUUID()}@example.com`);
    if (sent.status === 'suppressed') throw new Error('not suppressed');
    const open = sns.notification(sesEvent('Open', sent.messageId, { open: { timestamp: new Date().toISOString() } }));
    const outcomes = await Promise.all([deliver(open), deliver(open)]);
    outcomes.push(await deliver(open));
    expect(outcomes.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(outcomes.map((answer) => answer.body.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    const row = await statistic(sent.statisticId);
    expect(row.open_count).toBe(1);
    expect(row.SESOpenTime).not.toBeNull();
  });

  it("matches an event to its statistics row by the message tags when SES's message id is not known", async () => {
    const tags = { send_id: `digest-${randomUUID()}`, recipient_id: 'student1' };
    const sent = await send(`student-${randomUUID()}@example.com`, { tags });
    if (sent.status === 'suppressed') throw new Error('not suppressed');
    const delivery = sesEvent('Delivery', 'unknown-to-us', { delivery: { timestamp: '2026-11-23T01:02:03.000Z' } });
    delivery.mail.tags = { send_id: [tags.send_id], recipient_id: [tags.recipient_id] };
    expect((await deliver(sns.notification(delivery))).body.outcome).toBe('applied');
    expect((await statistic(sent.statisticId)).SESDeliverTime).toBe('2026-11-23T01:02:03.000Z');
  });

  it('puts a hard-bounced address on the suppression list, and later sends to it are skipped; a soft bounce does not', async () => {
    const hard = `gone-${randomUUID()}@example.com`;
    const soft = `full-${randomUUID()}@example.com`;
    for (const [address, bounceType] of [
      [hard, 'Permanent'],
      [soft, 'Transient'],
    ] as const) {
      const sent = await send(address);
      if (sent.status === 'suppressed') throw new Error('not suppressed');
      const bounce = sesEvent('Bounce', sent.messageId, {
        bounce: { bounceType, timestamp: new Date().toISOString(), bouncedRecipients: [{ emailAddress: address.toUpperCase() }] },
      });
      expect((await deliver(sns.notification(bounce))).body.outcome).toBe('applied');
      expect((await statistic(sent.statisticId)).SESBounceTime).not.toBeNull();
    }
    expect(await send(hard)).toEqual({ status: 'suppressed' });
    expect(await inbox(hard)).toHaveLength(1);
    expect((await send(soft)).status).toBe('sent');
  });

  it('suppresses an address that complained', async () => {
    const address = `angry-${randomUUID()}@example.com`;
    const sent = await send(address);
    if (sent.status === 'suppressed') throw new Error('not suppressed');
    const complaint = sesEvent('Complaint', sent.messageId, {
      complaint: { timestamp: new Date().toISOString(), complainedRecipients: [{ emailAddress: address }] },
    });
    expect((await deliver(sns.notification(complaint))).status).toBe(200);
    expect(await send(address)).toEqual({ status: 'suppressed' });
  });

  it('matches an event of a transactional message, which has no message id, to its row by the tags it was sent with', async () => {
    const tags = { send_id: `pdf-${randomUUID()}`, recipient_id: 'subscriber1' };
    const answer = await cms<{ data: { status: string; statisticId: string } }>('/api/email-sends/messages', {
      method: 'POST',
      body: { kind: 'Connections PDF', campus: 'sydney', to: `sub-${randomUUID()}@example.com`, subject: 'Connections', html: '<p>PDF</p>', text: 'PDF', tags },
    });
    expect(answer.body.data.status).toBe('sent');
    const delivery = sesEvent('Delivery', 'ses-v1-message-id', { delivery: { timestamp: '2026-11-24T05:06:07.000Z' } });
    delivery.mail.tags = { send_id: [tags.send_id], recipient_id: [tags.recipient_id] };
    expect((await deliver(sns.notification(delivery))).body.outcome).toBe('applied');
    expect((await statistic(answer.body.data.statisticId)).SESDeliverTime).toBe('2026-11-24T05:06:07.000Z');
  });

  describe('refuses, with a 4xx and no change', () => {
    let sent: { messageId: string; statisticId: string };
    beforeAll(async () => {
      sent = (await send(`target-${randomUUID()}@example.com`)) as typeof sent;
    });
    const open = () => sesEvent('Open', sent.messageId);

    it('a tampered message', async () => {
      const signed = sns.notification(open());
      const tampered = { ...signed, Message: signed.Message!.replace('"Open"', '"Click"') };
      expect((await deliver(tampered)).status).toBe(403);
    });

    it('an unsigned message, a SignatureVersion 1 message and anything that is not SNS', async () => {
      const { Signature: _dropped, ...unsigned } = sns.notification(open());
      expect((await deliver(unsigned)).status).toBe(400);
      expect((await deliver(sns.notification(open(), { SignatureVersion: '1' }))).status).toBe(403);
      expect((await deliver({ hello: 'world' })).status).toBe(400);
    });

    it('a message of another topic, though properly signed', async () => {
      const other = sns.notification(open(), { TopicArn: 'arn:aws:sns:ap-southeast-2:123456789012:someone-else' });
      expect((await deliver(other)).status).toBe(403);
    });

    it('a replayed message: properly signed, but hours old', async () => {
      const old = sns.notification(open(), { Timestamp: new Date(Date.now() - 3 * 3600_000).toISOString() });
      expect((await deliver(old)).status).toBe(403);
    });

    it('a certificate from anywhere but sns.<region>.amazonaws.com', async () => {
      for (const SigningCertURL of [
        'https://sns.ap-southeast-2.amazonaws.com.attacker.example/cert.pem',
        'http://sns.ap-southeast-2.amazonaws.com/cert.pem',
        'https://sns.us-east-1.amazonaws.com/cert.pem',
      ]) {
        expect((await deliver(sns.notification(open(), { SigningCertURL }))).status).toBe(403);
      }
    });

    afterAll(async () => {
      expect((await statistic(sent.statisticId)).open_count ?? 0).toBe(0);
    });
  });
});
