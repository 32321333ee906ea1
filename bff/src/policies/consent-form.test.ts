import { describe, expect, it } from 'vitest';
import type { Campus, FormSignerRule } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { FormChild, FormForChild } from '../models/records/consent-form.ts';
import { person } from '../test/people.ts';
import { walkPolicyTable } from '../test/policy-table.ts';
import { authorize, can } from './authorize.ts';

type Form = FormForChild['form'];

function form(changes: Partial<Form> = {}): Form {
  return {
    campus: 'sydney',
    status: 'published',
    audience: { years: [9], groups: [], students: [] },
    signers: 'any_carer',
    student_from_year: null,
    ...changes,
  };
}

/** Mia of Year 9, with her own portal person and the carers the school system links to her. */
function child(self: PortalUser, carers: readonly PortalUser[], changes: Partial<FormChild> = {}): FormChild {
  return {
    documentId: 'student-mia',
    STUDENT_NUMBER: '20230141',
    name: 'Mia Taylor',
    campus: 'sydney',
    form_run: 9,
    portalUserId: self.documentId,
    groupNames: ['Year 9', 'Athletics'],
    linkedCarers: carers.map((carer) => carer.documentId),
    ...changes,
  };
}

/** A Sydney family: Mia, her two linked carers, and people of the campus who are not hers. */
function family(campus: Campus = 'sydney') {
  const mia = person('student', campus);
  const mother = person('carer', campus);
  const father = person('carer', campus);
  return {
    mia,
    mother,
    father,
    strangers: [person('carer', campus), person('student', campus), person('staff', campus), person('admin', campus)],
  };
}

const mayAnswer = (someone: PortalUser, record: FormForChild) => can(someone, 'consent-form.answerFor', record);

describe('who manages a form (consent-form.manage)', () => {
  walkPolicyTable(
    (someone, action: 'manage', record: { campus: Campus | null }) =>
      authorize(someone, `consent-form.${action}`, record as { campus: Campus }),
    [
      { name: "a Sydney form: Sydney's administrators only", record: { campus: 'sydney' }, allowed: { manage: ['admin'] } },
      {
        name: "an Armidale form: Armidale's administrators only",
        record: { campus: 'armidale' },
        allowed: { manage: ['admin'] },
      },
      { name: 'a form without a campus: nobody', record: { campus: null }, allowed: { manage: [] } },
    ],
  );
});

describe('who answers a form for a child (consent-form.answerFor)', () => {
  it.each<FormSignerRule>(['any_carer', 'every_carer'])(
    'lets each linked carer answer a %s form, and refuses everyone else with 404',
    (signers) => {
      const { mia, mother, father, strangers } = family();
      const record = { form: form({ signers }), child: child(mia, [mother, father]) };
      expect(mayAnswer(mother, record)).toBe(true);
      expect(mayAnswer(father, record)).toBe(true);
      for (const stranger of [mia, ...strangers]) {
        expect(() => authorize(stranger, 'consent-form.answerFor', record), stranger.username).toThrow(
          expect.objectContaining({ status: 404 }),
        );
      }
    },
  );

  it('lets a student of the year the form names sign for themself, and then no carer', () => {
    const { mia, mother, father } = family();
    const record = { form: form({ signers: 'student', student_from_year: 9 }), child: child(mia, [mother, father]) };
    expect(mayAnswer(mia, record)).toBe(true);
    expect(mayAnswer(mother, record)).toBe(false);
    expect(mayAnswer(father, record)).toBe(false);
  });

  it('leaves a student below that year to their carers, any one of them', () => {
    const { mia, mother, father } = family();
    const record = { form: form({ signers: 'student', student_from_year: 10 }), child: child(mia, [mother, father]) };
    expect(mayAnswer(mia, record)).toBe(false);
    expect(mayAnswer(mother, record)).toBe(true);
    expect(mayAnswer(father, record)).toBe(true);
  });

  it('answers only for a child in the audience: by year, by group or by student number', () => {
    const { mia, mother } = family();
    const year10 = child(mia, [mother], { form_run: 10 });
    expect(mayAnswer(mother, { form: form(), child: year10 })).toBe(false);
    expect(
      mayAnswer(mother, { form: form({ audience: { years: [], groups: ['Athletics'], students: [] } }), child: year10 }),
    ).toBe(true);
    expect(
      mayAnswer(mother, { form: form({ audience: { years: [], groups: [], students: ['20230141'] } }), child: year10 }),
    ).toBe(true);
    expect(
      mayAnswer(mother, { form: form({ audience: { years: [], groups: ['Rugby'], students: ['20230142'] } }), child: year10 }),
    ).toBe(false);
  });

  it('keeps drafts from everyone, and still shows a closed form to its signers', () => {
    const { mia, mother } = family();
    expect(mayAnswer(mother, { form: form({ status: 'draft' }), child: child(mia, [mother]) })).toBe(false);
    expect(mayAnswer(mother, { form: form({ status: 'closed' }), child: child(mia, [mother]) })).toBe(true);
  });

  it("never crosses campuses: another campus's form, or a child of another campus", () => {
    const { mia, mother } = family('armidale');
    expect(mayAnswer(mother, { form: form(), child: child(mia, [mother], { campus: 'armidale' }) })).toBe(false);
    expect(mayAnswer(mother, { form: form({ campus: 'armidale' }), child: child(mia, [mother], { campus: 'sydney' }) })).toBe(
      false,
    );
    expect(mayAnswer(mother, { form: form({ campus: 'armidale' }), child: child(mia, [mother], { campus: 'armidale' }) })).toBe(
      true,
    );
  });
});
