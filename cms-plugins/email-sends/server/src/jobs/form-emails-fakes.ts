/**
 * A fake school for the tests of the form email jobs (requests and reminders): its people, its
 * form and a run of the job over fake records that remember what was sent and who was invited.
 * Test support only: nothing in the plugin imports it, so the build (bundled from index.ts)
 * leaves it out, and it needs no test runner, so the type check compiles it like any source.
 */
import { DEFAULT_SCHOOL_TIME_ZONE } from '@portal/contract';
import type { SendInput } from '../services/sends';
import type { CampusStudent, FormInvitationRow, FormPerson, FormRow } from '../email-sending/form-records';
import { signingLinks } from '../email-sending/signing-link';
import { schoolBrand } from '../email-layout/school-brand';
import type { FormSignersRun } from '../email-sending/form-signer-emails';

export const PORTAL = 'https://portal.example';
export const links = signingLinks('a test secret of enough length');
/** Due Friday 27 November 2026, 6 pm at the school (Sydney, UTC+11). */
export const DUE = '2026-11-27T07:00:00.000Z';

export const person = (documentId: string, fields: Partial<FormPerson> = {}): FormPerson => ({
  documentId,
  username: documentId,
  firstname: documentId[0]!.toUpperCase() + documentId.slice(1),
  surname: 'Smith',
  email: `${documentId}@example.com`,
  language: 'en',
  subject: null,
  active: true,
  campus: 'sydney',
  ...fields,
});

export const student = (
  documentId: string,
  number: string,
  form_run: number,
  fields: Partial<CampusStudent> = {},
): CampusStudent => ({
  documentId,
  STUDENT_NUMBER: number,
  name: `${documentId[0]!.toUpperCase()}${documentId.slice(1)} Smith`,
  form_run,
  groupNames: [],
  portalUser: null,
  ...fields,
});

/** The published excursion form, due at DUE with reminders 3 and 1 days before, for the audience given. */
export const excursionForm = (audience: FormRow['audience']): FormRow => ({
  documentId: 'form1',
  campus: 'sydney',
  title: 'Zoo <excursion> & picnic',
  status: 'published',
  due_at: DUE,
  audience,
  signers: 'any_carer',
  student_from_year: null,
  reminder_days: [3, 1],
});

export interface FakeSchool {
  form: FormRow;
  /** The campus's students, page by page. */
  studentPages: CampusStudent[][];
  /** Each student's carers, by the student's documentId. */
  carers: Record<string, FormPerson[]>;
  /** The invitations already made; the run adds to this array. */
  invitations?: FormInvitationRow[];
  now: Date;
}

/**
 * A run of a form email job at the school, reading the records every such job reads, with what
 * it sent and the invitations it holds. A job that reads more adds its records to the run's.
 */
export function fakeSchoolRun({ form, studentPages, carers, invitations = [], now }: FakeSchool) {
  const sent: SendInput[] = [];
  const run: FormSignersRun = {
    records: {
      form: async (documentId) => (documentId === form.documentId ? form : null),
      async *campusStudents() {
        yield* studentPages;
      },
      carersOf: async (_campus, studentIds) => new Map(studentIds.map((id) => [id, carers[id] ?? []])),
      // The statistics rows: one per (send_id, recipient_id) SES took.
      sentTo: async (sendId) =>
        new Set(sent.filter((input) => input.tags?.send_id === sendId).map((input) => input.tags!.recipient_id!)),
      invitationFor: async (input) => {
        const existing = invitations.find(
          (row) => row.form === input.form && row.student === input.student && row.email === input.email,
        );
        if (existing) return existing;
        const row = { ...input, documentId: `invitation${invitations.length + 1}` };
        invitations.push(row);
        return row;
      },
    },
    send: async (input) => {
      sent.push(input);
      return { status: 'sent', messageId: `m${sent.length}`, statisticId: `s${sent.length}` };
    },
    brandOf: async () => schoolBrand({ school_name: 'Wattle Grove School' }, PORTAL),
    signingUrl: (campus, invitation, expiresAtMs) => links.url(PORTAL, campus, invitation, expiresAtMs),
    settings: {
      perSecond: 1000,
      inFlight: 2,
      throttleRetries: 0,
      timeZones: { sydney: DEFAULT_SCHOOL_TIME_ZONE, armidale: DEFAULT_SCHOOL_TIME_ZONE },
    },
    arabicDigits: 'latn',
    log: { info: () => {}, warn: () => {}, error: () => {} },
    now,
  };
  return { run, sent, invitations };
}
