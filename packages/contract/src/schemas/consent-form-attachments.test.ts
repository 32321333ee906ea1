import { describe, expect, it } from 'vitest';
import { FORM_LIMITS, formAttachmentKey, startsAsPdf } from '../rules/consent-forms.ts';
import { CONSENT_FORM_MESSAGES, consentFormInput, formAttachmentSchema, formAttachmentUpload } from './consent-form.ts';

const HASH = 'a'.repeat(64);

/** A form an admin writes, with the attachments given (or none at all). */
const formWith = (attachments?: unknown) => ({
  data: {
    title: 'Year 9 excursion',
    body: '<p>Museum</p>',
    questions: [{ id: 'consent', kind: 'consent', label: 'May they go?', required: true }],
    audience: { years: [9], groups: [], students: [] },
    due_at: '2026-12-10T06:00:00.000Z',
    signers: 'any_carer',
    student_from_year: null,
    changes_allowed: true,
    reminder_days: [3, 1],
    ...(attachments !== undefined && { attachments }),
  },
});

const attachment = (index: number, changes: Record<string, unknown> = {}) => ({
  name: `Itinerary ${index}.pdf`,
  size: 240_000,
  sha256: index.toString(16).padStart(64, '0'),
  ...changes,
});

/** The messages a form's parse gives, or [] when it is taken. */
const messagesOf = (input: unknown) => {
  const result = consentFormInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a form’s PDF attachments', () => {
  it('are optional: a form written without any is taken as before', () => {
    expect(messagesOf(formWith())).toEqual([]);
    expect(messagesOf(formWith([]))).toEqual([]);
  });

  it('are at most FORM_LIMITS.attachments, and the message says how many', () => {
    const most = Array.from({ length: FORM_LIMITS.attachments }, (_, index) => attachment(index + 1));
    expect(messagesOf(formWith(most))).toEqual([]);
    expect(messagesOf(formWith([...most, attachment(99)]))).toEqual([CONSENT_FORM_MESSAGES.attachments]);
    expect(CONSENT_FORM_MESSAGES.attachments).toContain(`at most ${FORM_LIMITS.attachments} `);
  });

  it('are each at most FORM_LIMITS.attachmentBytes, and the message says how large', () => {
    expect(formAttachmentSchema.safeParse(attachment(1, { size: FORM_LIMITS.attachmentBytes })).success).toBe(true);
    const tooLarge = formAttachmentSchema.safeParse(attachment(1, { size: FORM_LIMITS.attachmentBytes + 1 }));
    expect(tooLarge.error?.issues.map((issue) => issue.message)).toEqual([CONSENT_FORM_MESSAGES.attachmentSize]);
    expect(CONSENT_FORM_MESSAGES.attachmentSize).toContain(`${FORM_LIMITS.attachmentBytes / 1024 / 1024} MB`);
  });

  it('refuse the same PDF twice', () => {
    expect(messagesOf(formWith([attachment(1), attachment(2, { sha256: attachment(1).sha256 })]))).toEqual([
      CONSENT_FORM_MESSAGES.attachmentTwice,
    ]);
  });

  it('take a name as the device gave it, but no folders, control characters or an over-long name', () => {
    expect(formAttachmentSchema.safeParse(attachment(1, { name: 'Excursion – plan (v2).pdf' })).success).toBe(true);
    for (const name of [
      '../secret.pdf',
      'C:\\plans\\trip.pdf',
      'trip\u0000.pdf',
      '  ',
      'x'.repeat(FORM_LIMITS.attachmentName + 1),
    ]) {
      const parsed = formAttachmentSchema.safeParse(attachment(1, { name }));
      expect(new Set(parsed.error?.issues.map((issue) => issue.message)), name).toEqual(
        new Set([CONSENT_FORM_MESSAGES.attachmentName]),
      );
    }
  });

  it('are named by the SHA-256 of their bytes, in lower-case hex', () => {
    expect(formAttachmentSchema.safeParse(attachment(1, { sha256: HASH })).success).toBe(true);
    expect(formAttachmentSchema.safeParse(attachment(1, { sha256: HASH.toUpperCase() })).success).toBe(false);
    expect(formAttachmentSchema.safeParse(attachment(1, { sha256: 'a'.repeat(63) })).success).toBe(false);
  });

  it('are uploaded under `data` with their name and base64 bytes, nothing else', () => {
    expect(formAttachmentUpload.safeParse({ data: { name: 'plan.pdf', base64File: 'JVBERi0=' } }).success).toBe(true);
    expect(
      formAttachmentUpload.safeParse({ data: { name: 'plan.pdf', base64File: 'JVBERi0=', type: 'application/pdf' } }).success,
    ).toBe(false);
  });
});

describe('what a PDF is', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('starts with %PDF-, whatever its name', () => {
    expect(startsAsPdf(bytes('%PDF-1.7\n%âãÏÓ'))).toBe(true);
    expect(startsAsPdf(bytes('%PDF'))).toBe(false);
    expect(startsAsPdf(bytes(' %PDF-1.7'))).toBe(false);
    expect(startsAsPdf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toBe(false);
    expect(startsAsPdf(new Uint8Array())).toBe(false);
  });

  it('is stored once per campus and content', () => {
    expect(formAttachmentKey('sydney', HASH)).toBe(`form-attachment-sydney-${HASH}.pdf`);
    expect(formAttachmentKey('armidale', HASH)).not.toBe(formAttachmentKey('sydney', HASH));
  });
});
