import { execFileSync } from 'node:child_process';
import { createSign, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';

/** SNS's canonical string ("Key\nvalue\n" per signed field, in this order; Subject only when present). */
const SIGNED_FIELDS: Record<string, string[]> = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
};

export type SnsEnvelope = Record<string, string>;

/**
 * Plays Amazon SNS for tests: a certificate and key of its own (openssl), the certificate served
 * at `<origin>/SimpleNotificationService-test-<random>.pem` (the origin the test CMS trusts), and the
 * SubscribeURL GETs it receives, as SNS would see a confirmation.
 */
export async function startSnsSigner(origin: string, topicArn: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-sns-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=sns.test',
    ],
    { stdio: 'ignore' },
  );
  const key = readFileSync(path.join(dir, 'key.pem'), 'utf8');
  const certificate = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  // A path of its own per signer: the CMS keeps each certificate it fetched by its URL, and every
  // test file that plays SNS makes a new key pair, so one URL would hand it the first file's.
  const certificatePath = `/SimpleNotificationService-test-${randomUUID()}.pem`;
  const certificateUrl = `${origin}${certificatePath}`;
  const confirmations: string[] = [];
  const server: Server = createServer((request, response) => {
    if (request.url === certificatePath) {
      response.end(certificate);
    } else if (request.url?.startsWith('/confirm')) {
      confirmations.push(request.url);
      response.end('<ConfirmSubscriptionResponse/>');
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  const { port } = new URL(origin);
  await new Promise<void>((resolve) => server.listen(Number(port), '127.0.0.1', resolve));

  function sign(fields: SnsEnvelope): SnsEnvelope {
    const text = SIGNED_FIELDS[fields.Type!]!.filter((field) => fields[field] !== undefined)
      .map((field) => `${field}\n${fields[field]}\n`)
      .join('');
    return { ...fields, Signature: createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64') };
  }

  return {
    confirmations,
    /** A signed Notification carrying an SES event, as SNS delivers it (JSON in a text/plain body). */
    notification(event: object, overrides: Partial<SnsEnvelope> = {}): SnsEnvelope {
      return sign({
        Type: 'Notification',
        MessageId: randomUUID(),
        TopicArn: topicArn,
        Message: JSON.stringify(event),
        Timestamp: new Date().toISOString(),
        SignatureVersion: '2',
        SigningCertURL: certificateUrl,
        ...overrides,
      });
    },
    subscriptionConfirmation(overrides: Partial<SnsEnvelope> = {}): SnsEnvelope {
      const token = randomUUID();
      return sign({
        Type: 'SubscriptionConfirmation',
        MessageId: randomUUID(),
        Token: token,
        TopicArn: topicArn,
        Message: `You have chosen to subscribe to the topic ${topicArn}.`,
        SubscribeURL: `${origin}/confirm?Token=${token}`,
        Timestamp: new Date().toISOString(),
        SignatureVersion: '2',
        SigningCertURL: certificateUrl,
        ...overrides,
      });
    },
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
