import { isInFormAudience, requiredSignersOf } from '@portal/contract';
import type { ConsentFormRow, FormForChild } from '../models/records/consent-form.ts';
import { ofOwnCampus, type PolicyRule } from './policy.ts';

/**
 * Permission forms (issue 30). A form is its campus's administrators' to write, publish,
 * close, copy and delete; anyone else is answered as if it did not exist. The campus alone
 * decides it, so the list and a new form are decided on the person's own campus.
 */
const manage: PolicyRule<Pick<ConsentFormRow, 'campus'>> = {
  refuse: 'not-found',
  allow: (person, form) => person.is_admin && ofOwnCampus(person, form),
};

/**
 * Who answers a form for a child: only the child's required signers (contract
 * requiredSignersOf: their linked carers, or the child themself when the form lets their year
 * sign), for a child of the form's campus in its audience, once the form was published.
 * Everybody else, staff and administrators included, is answered as if there were no such form:
 * an answer is the family's, and a form id says nothing about who the children are.
 */
const answerFor: PolicyRule<FormForChild> = {
  refuse: 'not-found',
  allow: (person, { form, child }) => {
    if (form.status === 'draft' || !ofOwnCampus(person, form) || child.campus !== form.campus) return false;
    const audienceStudent = { STUDENT_NUMBER: child.STUDENT_NUMBER, form_run: child.form_run, groupNames: child.groupNames };
    if (!isInFormAudience(form.audience, audienceStudent)) return false;
    return requiredSignersOf(form, child, child.linkedCarers).people.includes(person.documentId);
  },
};

/** Each action decides on its own record: the form's campus, or one form and one child. */
export const consentFormPolicy = { manage, answerFor } as const;
