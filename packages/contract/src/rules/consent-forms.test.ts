import { describe, expect, it } from 'vitest';
import { CONSENT_FORM_MESSAGES, consentFormInput } from '../schemas/consent-form.ts';
import {
  entryStatusOf,
  FORM_LIMITS,
  isInFormAudience,
  isSameName,
  requiredSignersOf,
  type FormQuestion,
} from './consent-forms.ts';

const questions: FormQuestion[] = [
  { id: 'consent', kind: 'consent', label: 'May they go?', required: true },
  { id: 'diet', kind: 'health', label: 'Dietary needs', required: false },
];
const open = { status: 'published' as const, due_at: '2026-12-10T06:00:00Z', questions };
const before = new Date('2026-12-09T00:00:00Z');
const after = new Date('2026-12-11T00:00:00Z');

describe('who a form asks, and for whom', () => {
  it('takes a student by year, by number or by group', () => {
    const audience = { years: [9], groups: ['Choir'], students: ['S-11'] };
    expect(isInFormAudience(audience, { STUDENT_NUMBER: 'S-1', form_run: 9, groupNames: [] })).toBe(true);
    expect(isInFormAudience(audience, { STUDENT_NUMBER: 'S-11', form_run: 10, groupNames: [] })).toBe(true);
    expect(isInFormAudience(audience, { STUDENT_NUMBER: 'S-2', form_run: 10, groupNames: ['Choir'] })).toBe(true);
    expect(isInFormAudience(audience, { STUDENT_NUMBER: 'S-3', form_run: 10, groupNames: ['Band'] })).toBe(false);
  });

  it('takes every student of the campus when the form names a user type, and none by user type on a form stored before them', () => {
    const yearSeven = { STUDENT_NUMBER: 'S-4', form_run: 7, groupNames: [] };
    const noYear = { STUDENT_NUMBER: 'S-5', form_run: null, groupNames: [] };
    const ofCarers = { user_types: ['carers' as const], years: [9], groups: [], students: [] };
    expect(isInFormAudience(ofCarers, yearSeven)).toBe(true);
    expect(isInFormAudience(ofCarers, noYear)).toBe(true);
    expect(isInFormAudience({ ...ofCarers, user_types: ['students' as const] }, yearSeven)).toBe(true);
    expect(isInFormAudience({ ...ofCarers, user_types: [] }, yearSeven)).toBe(false);
    expect(isInFormAudience({ years: [9], groups: [], students: [] }, yearSeven)).toBe(false);
  });

  it('asks the carers, or the student from the form’s year on (their carers before it)', () => {
    const carers = ['c1', 'c2'];
    expect(
      requiredSignersOf({ signers: 'any_carer', student_from_year: null }, { form_run: 9, portalUserId: 's1' }, carers),
    ).toEqual({
      people: carers,
      everyOne: false,
    });
    expect(
      requiredSignersOf({ signers: 'every_carer', student_from_year: null }, { form_run: 9, portalUserId: 's1' }, carers)
        .everyOne,
    ).toBe(true);
    const studentRule = { signers: 'student' as const, student_from_year: 11 };
    expect(requiredSignersOf(studentRule, { form_run: 11, portalUserId: 's1' }, carers).people).toEqual(['s1']);
    expect(requiredSignersOf(studentRule, { form_run: 10, portalUserId: 's1' }, carers).people).toEqual(carers);
  });
});

describe('a child’s entry', () => {
  const anyCarer = { people: ['c1', 'c2'], everyOne: false };
  const everyCarer = { people: ['c1', 'c2'], everyOne: true };
  const yes = { consent: 'yes' };

  it('is to do until answered, then done; closed when the due time passed unanswered', () => {
    expect(entryStatusOf(open, anyCarer, [], before)).toBe('to_do');
    expect(entryStatusOf(open, anyCarer, [{ signer: 'c2', answers: yes }], before)).toBe('done');
    expect(entryStatusOf(open, anyCarer, [], after)).toBe('closed');
    expect(entryStatusOf({ ...open, status: 'closed' }, anyCarer, [], before)).toBe('closed');
  });

  it('waits for each carer when every carer must sign, and is declined by any no', () => {
    expect(entryStatusOf(open, everyCarer, [{ signer: 'c1', answers: yes }], before)).toBe('to_do');
    expect(
      entryStatusOf(
        open,
        everyCarer,
        [
          { signer: 'c1', answers: yes },
          { signer: 'c2', answers: yes },
        ],
        before,
      ),
    ).toBe('done');
    expect(entryStatusOf(open, everyCarer, [{ signer: 'c1', answers: { consent: 'no' } }], before)).toBe('declined');
  });
});

describe('the signature’s name', () => {
  it('matches the account’s full name whatever the case and spacing, and never when empty', () => {
    expect(isSameName('  jane   SMITH ', 'Jane Smith')).toBe(true);
    expect(isSameName('Jane Smyth', 'Jane Smith')).toBe(false);
    expect(isSameName('', '')).toBe(false);
  });
});

describe('what an admin writes', () => {
  const valid = {
    title: 'Excursion',
    body: '<p>We go to the museum.</p>',
    questions,
    audience: { years: [9], groups: [], students: [] },
    due_at: '2026-12-10T06:00:00Z',
    signers: 'any_carer',
    student_from_year: null,
    changes_allowed: true,
    reminder_days: [3, 1],
  };
  const messagesOf = (data: object) => consentFormInput.safeParse({ data }).error?.issues.map((issue) => issue.message) ?? [];

  it('takes a whole form and says what is missing in words', () => {
    expect(messagesOf(valid)).toEqual([]);
    expect(messagesOf({ ...valid, audience: { years: [], groups: [], students: [] } })).toEqual([CONSENT_FORM_MESSAGES.audience]);
    expect(messagesOf({ ...valid, questions: [questions[0], questions[0]] })).toEqual([CONSENT_FORM_MESSAGES.questionIds]);
    expect(messagesOf({ ...valid, questions: [{ id: 'pick', kind: 'choice', label: 'Which?', required: true }] })).toEqual([
      CONSENT_FORM_MESSAGES.options,
    ]);
    expect(messagesOf({ ...valid, signers: 'student' })).toEqual([CONSENT_FORM_MESSAGES.studentFromYear]);
  });

  describe('by user type', () => {
    const byUserType = (userTypes: string[], signers: object = {}) => ({
      ...valid,
      audience: { user_types: userTypes, years: [], groups: [], students: [] },
      ...signers,
    });
    const studentsSign = { signers: 'student', student_from_year: 10 };
    const pathsOf = (data: object) => consentFormInput.safeParse({ data }).error?.issues.map((issue) => issue.path.join('.'));

    it('takes carers with a carer rule, students with the student rule, as a whole audience', () => {
      expect(messagesOf(byUserType(['carers']))).toEqual([]);
      expect(messagesOf(byUserType(['carers'], { signers: 'every_carer' }))).toEqual([]);
      expect(messagesOf(byUserType(['students'], studentsSign))).toEqual([]);
    });

    it('refuses, on the user types, a user type that contradicts who must sign', () => {
      expect(messagesOf(byUserType(['students']))).toEqual([CONSENT_FORM_MESSAGES.studentsSignThemselves]);
      expect(messagesOf(byUserType(['students'], { signers: 'every_carer' }))).toEqual([
        CONSENT_FORM_MESSAGES.studentsSignThemselves,
      ]);
      expect(messagesOf(byUserType(['carers'], studentsSign))).toEqual([CONSENT_FORM_MESSAGES.carersSignForChildren]);
      expect(pathsOf(byUserType(['carers'], studentsSign))).toEqual(['data.audience.user_types']);
    });

    it('refuses staff, and still an audience with nothing chosen', () => {
      expect(messagesOf(byUserType(['staff']))).toEqual([CONSENT_FORM_MESSAGES.userTypes]);
      expect(messagesOf(byUserType([]))).toEqual([CONSENT_FORM_MESSAGES.audience]);
      expect(CONSENT_FORM_MESSAGES.audience).toContain('user type');
    });

    it('reads a form written before user types as naming none', () => {
      const parsed = consentFormInput.parse({ data: valid });
      expect(parsed.data.audience).toEqual({ user_types: [], years: [9], groups: [], students: [] });
    });
  });

  it('names in its messages the limits it enforces', () => {
    expect(CONSENT_FORM_MESSAGES.title).toContain(String(FORM_LIMITS.title));
    expect(CONSENT_FORM_MESSAGES.questions).toContain(String(FORM_LIMITS.questions));
    expect(CONSENT_FORM_MESSAGES.questionLabel).toContain(String(FORM_LIMITS.questionLabel));
    expect(CONSENT_FORM_MESSAGES.options).toContain(String(FORM_LIMITS.choices));
  });
});
