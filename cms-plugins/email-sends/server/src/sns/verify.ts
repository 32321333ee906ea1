import { createVerify, X509Certificate } from 'node:crypto';
import { z } from 'zod';

/** The fields SNS signs, per message type, in the order of its canonical string (Amazon SNS message signing). */
const SIGNED_FIELDS = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
  UnsubscribeConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
} as const;

export const snsMessageSchema = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: z.string().min(1).max(200),
  TopicArn: z.string().min(1),
  Subject: z.string().optional(),
  Message: z.string(),
  Timestamp: z.iso.datetime({ offset: true }),
  SignatureVersion: z.string(),
  Signature: z.string().min(1),
  SigningCertURL: z.string(),
  SubscribeURL: z.string().optional(),
  Token: z.string().optional(),
});

export type SnsMessage = z.infer<typeof snsMessageSchema>;

/** The string SNS signed: "Key\nvalue\n" for each signed field present, Subject only when the message has one. */
export function canonicalString(message: SnsMessage): string {
  let text = '';
  for (const field of SIGNED_FIELDS[message.Type]) {
    const value = message[field];
    if (value === undefined) continue;
    text += `${field}\n${value}\n`;
  }
  return text;
}

/** The region of a topic ARN (arn:aws:sns:<region>:<account>:<name>). */
export const topicRegion = (topicArn: string): string => topicArn.split(':')[3] ?? '';

/**
 * Whether a URL SNS handed us (SigningCertURL, SubscribeURL) is one we may fetch: https on
 * sns.<region>.amazonaws.com of the expected topic's region, or the one origin tests trust.
 */
export function isSnsUrl(raw: string, region: string, testOrigin: string | null, pathEnding?: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (pathEnding && !url.pathname.endsWith(pathEnding)) return false;
  if (testOrigin && url.origin === testOrigin) return true;
  return (
    url.protocol === 'https:' &&
    url.hostname === `sns.${region}.amazonaws.com` &&
    url.port === '' &&
    url.username === '' &&
    url.password === ''
  );
}

export class SnsRejection extends Error {
  constructor(
    readonly status: 400 | 403,
    message: string,
  ) {
    super(message);
  }
}

export type VerifyOptions = {
  topicArn: string;
  maxAgeMs: number;
  testCertOrigin: string | null;
  /** The signing certificate's PEM at a URL already checked by isSnsUrl (cached by the caller). */
  fetchCertificate: (url: string) => Promise<string>;
  now?: number;
};

/**
 * Checks an SNS message for everything but duplicates: shape, the expected topic, freshness (an old
 * message is a replay), signature version 2 (SHA256withRSA) by a certificate from SNS's own host.
 * Throws SnsRejection with the status to answer.
 */
export async function verifySnsMessage(body: unknown, options: VerifyOptions): Promise<SnsMessage> {
  const parsed = snsMessageSchema.safeParse(body);
  if (!parsed.success) throw new SnsRejection(400, 'Not an SNS message');
  const message = parsed.data;
  if (message.TopicArn !== options.topicArn) throw new SnsRejection(403, 'Unexpected topic');
  const age = (options.now ?? Date.now()) - Date.parse(message.Timestamp);
  if (age > options.maxAgeMs || age < -5 * 60_000) throw new SnsRejection(403, 'Message too old (replayed?)');
  if (message.SignatureVersion !== '2') throw new SnsRejection(403, 'Only SignatureVersion 2 is accepted');
  const region = topicRegion(options.topicArn);
  if (!isSnsUrl(message.SigningCertURL, region, options.testCertOrigin, '.pem'))
    throw new SnsRejection(403, 'Untrusted SigningCertURL');
  if (message.Type !== 'Notification' && (!message.SubscribeURL || !message.Token))
    throw new SnsRejection(400, 'Not an SNS message');
  let pem: string;
  try {
    pem = await options.fetchCertificate(message.SigningCertURL);
  } catch {
    throw new SnsRejection(403, 'Signing certificate unavailable');
  }
  let valid = false;
  try {
    const certificate = new X509Certificate(pem);
    valid = createVerify('RSA-SHA256')
      .update(canonicalString(message), 'utf8')
      .verify(certificate.publicKey, message.Signature, 'base64');
  } catch {
    valid = false;
  }
  if (!valid) throw new SnsRejection(403, 'Bad signature');
  return message;
}
