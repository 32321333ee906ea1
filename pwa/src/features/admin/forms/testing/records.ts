import type { ConsentFormRecord } from '@portal/contract';

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
    audience: { years: [9], groups: [], students: [] },
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
    ...overrides,
  };
}
