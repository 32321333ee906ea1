import type { ConsentFormRecord, FormMatrixRecord, FormMatrixSignerRecord } from '@portal/contract';

/** A campus's draft form for its tests: due 25 November 2030, 3:30 PM at the school (Sydney). */
export function buildConsentForm(overrides: Partial<ConsentFormRecord> = {}): ConsentFormRecord {
  return {
    formUid: 'form00000001',
    campus: 'sydney',
    title: 'Year 9 camp',
    body: '<p>Three days at the river.</p>',
    questions: [
      { id: 'q1', kind: 'consent', label: 'May your child go on the camp?', required: true },
      { id: 'q2', kind: 'health', label: 'Medical or dietary needs', required: false },
    ],
    attachments: [],
    audience: { user_types: [], years: [9], groups: [], students: [] },
    due_at: '2030-11-25T04:30:00.000Z',
    signers: 'any_carer',
    student_from_year: null,
    changes_allowed: true,
    reminder_days: [3, 1],
    status: 'draft',
    version: 0,
    content_hash: null,
    published_at: null,
    closed_at: null,
    created_at: '2026-02-01T00:00:00.000Z',
    updated_at: '2026-02-01T00:00:00.000Z',
    author_name: 'Alex Admin',
    answered: 0,
    // Answered ever: a test that says how many answers stand says it was answered.
    deletable: (overrides.answered ?? 0) === 0,
    ...overrides,
  };
}

/** The signed link to the signed copy of Mia's carer's answer, as the BFF hands it out. */
export const SIGNED_COPY_URL =
  'http://localhost:3000/api/public/form-signed-copy?response=response0001&campus=sydney&expires=1924905600000&signature=s1gnatures1gnatures1gnatures1gnatures1gnat';

/**
 * The answers to the published Year 9 camp (buildConsentForm's questions): Mia's carer signed yes
 * with a health note (its signed copy made), her other carer has not opened the form; Noah's carer
 * opened it and did not sign; Ava's paper form was recorded with a note (its copy still being made).
 */
export function buildFormMatrix(overrides: Partial<FormMatrixRecord> = {}): FormMatrixRecord {
  const signer = (fields: Partial<FormMatrixSignerRecord> & Pick<FormMatrixSignerRecord, 'signer' | 'name' | 'status'>) => ({
    email: null,
    at: null,
    answers: null,
    method: null,
    recorded_by: null,
    recorded_by_name: null,
    note: null,
    signed_copy_url: null,
    ...fields,
  });
  return {
    formUid: 'form00000001',
    title: 'Year 9 camp',
    counts: { not_opened: 1, opened: 1, signed_yes: 1, signed_no: 0, withdrawn: 0, paper: 1 },
    students: 3,
    signers: 4,
    rows: [
      {
        studentUid: 'student00001',
        student_name: 'Mia Nguyen',
        STUDENT_NUMBER: '40123',
        year: 9,
        groups: ['9 Science'],
        signers: [
          signer({
            signer: 'person000001',
            name: 'Lan Nguyen',
            email: 'lan@example.com',
            status: 'signed_yes',
            at: '2030-11-20T01:15:00.000Z',
            answers: { q1: 'yes', q2: 'Peanut allergy' },
            method: 'campus-sign-in',
            signed_copy_url: SIGNED_COPY_URL,
          }),
          signer({ signer: 'person000002', name: 'Binh Nguyen', email: 'binh@example.com', status: 'not_opened' }),
        ],
      },
      {
        studentUid: 'student00002',
        student_name: 'Noah Smith',
        STUDENT_NUMBER: '40124',
        year: 9,
        groups: ['9 Science', 'Chess club'],
        signers: [signer({ signer: 'person000003', name: 'Kate Smith', status: 'opened', at: '2030-11-21T03:00:00.000Z' })],
      },
      {
        studentUid: 'student00003',
        student_name: 'Ava Jones',
        STUDENT_NUMBER: '40125',
        year: 10,
        groups: [],
        signers: [
          signer({
            signer: 'paper:Sam Jones',
            name: 'Sam Jones',
            status: 'paper',
            at: '2030-11-22T00:00:00.000Z',
            answers: { q1: 'yes' },
            method: 'paper',
            recorded_by: 'person000009',
            recorded_by_name: 'Pat Morgan',
            note: 'In the office folder',
          }),
        ],
      },
    ],
    ...overrides,
  };
}
