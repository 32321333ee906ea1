import {
  consentStatement,
  type FormEntryRecord,
  type FormForSignerRecord,
  type FormResponseRecord,
  type PublicSigningRecord,
} from '@portal/contract';

/** Records of the permission forms' calls, shaped as the contract says (the api client checks each answer in tests). */

export const FORM_UID = 'form0000001';
export const CONTENT_HASH = 'a'.repeat(64);
/** buildUser()'s name: the one a carer's signature must match. */
export const SIGNER_NAME = 'Casey Carer';

const TITLE = 'Excursion to the museum';

export const QUESTIONS: FormForSignerRecord['questions'] = [
  { id: 'consent', kind: 'consent', label: 'May your child attend?', required: true },
  { id: 'pickup', kind: 'text', label: 'Who picks your child up?', required: false },
  { id: 'lunch', kind: 'choice', label: 'Lunch', required: true, options: ['Packed lunch', 'Canteen order'] },
  { id: 'medical', kind: 'health', label: 'Medical or dietary needs', required: false },
];

type Child = FormForSignerRecord['children'][number];

export function buildFormChild(overrides: Partial<Child> & Pick<Child, 'studentUid' | 'student_name'>): Child {
  return {
    status: 'to_do',
    statement: consentStatement(SIGNER_NAME, overrides.student_name, TITLE),
    response: null,
    awaiting_me: true,
    earlier_signed_at: null,
    ...overrides,
  };
}

export const MIA = buildFormChild({ studentUid: 'student0001', student_name: 'Mia Taylor' });
export const NOAH = buildFormChild({ studentUid: 'student0002', student_name: 'Noah Taylor' });

export function buildFormForSigner(overrides: Partial<FormForSignerRecord> = {}): FormForSignerRecord {
  return {
    formUid: FORM_UID,
    title: TITLE,
    body: '<p>The Year 9 excursion to the <strong>museum</strong>.</p>',
    questions: QUESTIONS,
    attachments: [],
    due_at: '2030-03-01T06:00:00.000Z',
    changes_allowed: true,
    open: true,
    version: 1,
    content_hash: CONTENT_HASH,
    translation: null,
    signer_name: SIGNER_NAME,
    children: [MIA],
    ...overrides,
  };
}

export function buildFormResponse(overrides: Partial<FormResponseRecord> = {}): FormResponseRecord {
  return {
    responseUid: 'response0001',
    formUid: FORM_UID,
    studentUid: MIA.studentUid,
    version: 1,
    answers: { consent: 'yes', lunch: 'Packed lunch' },
    signer_name: SIGNER_NAME,
    signed_at: '2030-02-20T01:30:00.000Z',
    method: 'campus-sign-in',
    withdrawn_at: null,
    response_hash: 'b'.repeat(64),
    content_hash: CONTENT_HASH,
    signed_copy_url: null,
    ...overrides,
  };
}

export function buildFormEntry(overrides: Partial<FormEntryRecord> = {}): FormEntryRecord {
  return {
    formUid: FORM_UID,
    title: TITLE,
    due_at: '2030-03-01T06:00:00.000Z',
    studentUid: MIA.studentUid,
    student_name: MIA.student_name,
    status: 'to_do',
    signed_at: null,
    // Waiting on this person while the entry is to do, unless a test says they signed already.
    awaiting_me: (overrides.status ?? 'to_do') === 'to_do',
    ...overrides,
  };
}

/** What an emailed link to sign for Mia opens while the form is open. */
export function buildOpenSigningLink(): PublicSigningRecord {
  const { children: _children, ...form } = buildFormForSigner({ signer_name: '' });
  return {
    state: 'open',
    form,
    studentUid: MIA.studentUid,
    student_name: MIA.student_name,
    statement: consentStatement('Sam Carer', MIA.student_name, TITLE),
  };
}
