import { CONSENT_FORM_MESSAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { buildConsentForm } from '../testing/records.ts';
import {
  emptyFormEditorForm,
  formEditorErrors,
  formEditorFormOf,
  formWriteData,
  movedQuestion,
  reminderDaysOf,
  serverErrorsOf,
  studentNumbersOf,
  withNewQuestion,
} from './form-editor-form.ts';

const now = new Date('2030-01-01T00:00:00.000Z');

describe("the permission form editor's form", () => {
  it('sends a stored form back as it came', () => {
    const stored = buildConsentForm({
      questions: [
        { id: 'q1', kind: 'consent', label: 'May she go?', required: true },
        { id: 'q4', kind: 'choice', label: 'Which bus?', required: false, options: ['Early', 'Late'] },
      ],
      audience: { user_types: ['students'], years: [9, 7], groups: ['Chess club'], students: ['40123'] },
      signers: 'student',
      student_from_year: 11,
    });
    const {
      formUid: _uid,
      campus: _campus,
      status: _status,
      version: _version,
      content_hash: _hash,
      published_at: _published,
      closed_at: _closed,
      created_at: _created,
      updated_at: _updated,
      author_name: _author,
      answered: _answered,
      deletable: _deletable,
      ...written
    } = stored;
    expect(formWriteData(formEditorFormOf(stored))).toEqual({ ...written, audience: { ...written.audience, years: [7, 9] } });
  });

  it('numbers a new question after the highest ever made, so a removed id is not reused', () => {
    const form = formEditorFormOf(
      buildConsentForm({
        questions: [
          { id: 'q1', kind: 'consent', label: 'Go?', required: true },
          { id: 'q7', kind: 'text', label: 'Note', required: false },
        ],
      }),
    );
    const withoutLast = { ...form, questions: form.questions.slice(0, 1) };
    expect(withNewQuestion(withoutLast).questions.map((question) => question.id)).toEqual(['q1', 'q8']);
    expect(withNewQuestion(emptyFormEditorForm()).questions.map((question) => question.id)).toEqual(['q1', 'q2']);
  });

  it('moves a question up or down, and leaves the ends as they are', () => {
    const questions = withNewQuestion(withNewQuestion(emptyFormEditorForm())).questions;
    expect(movedQuestion(questions, 2, -1).map((question) => question.id)).toEqual(['q1', 'q3', 'q2']);
    expect(movedQuestion(questions, 0, -1).map((question) => question.id)).toEqual(['q1', 'q2', 'q3']);
    expect(movedQuestion(questions, 2, 1).map((question) => question.id)).toEqual(['q1', 'q2', 'q3']);
  });

  it('reads student numbers and reminder days as typed', () => {
    expect(studentNumbersOf(' 40123,40124\n\n40125 , 40123')).toEqual(['40123', '40124', '40125']);
    expect(reminderDaysOf('3, 1')).toEqual([3, 1]);
    expect(reminderDaysOf('')).toEqual([]);
    expect(reminderDaysOf('3, tomorrow')).toBeNull();
  });

  it("sends a choice's options one a line and the year students sign from only when they sign", () => {
    const form = { ...emptyFormEditorForm(), signers: 'any_carer' as const, student_from_year: 10 };
    form.questions = [
      { id: 'q1', kind: 'choice', label: 'Bus', required: true, options: 'Early\n\n Late \n' },
      { id: 'q2', kind: 'text', label: 'Note', required: false, options: 'left over' },
    ];
    const data = formWriteData(form);
    expect(data.questions).toEqual([
      { id: 'q1', kind: 'choice', label: 'Bus', required: true, options: ['Early', 'Late'] },
      { id: 'q2', kind: 'text', label: 'Note', required: false },
    ]);
    expect(data.student_from_year).toBeNull();
  });

  it("finds the contract's messages by field, a question's by its id, and a past due time only when publishing", () => {
    const form = { ...formEditorFormOf(buildConsentForm({ due_at: '2029-06-01T00:00:00.000Z' })), title: ' ' };
    form.questions = [form.questions[0]!, { ...form.questions[1]!, label: '' }];
    expect(formEditorErrors(form, { now, publishing: false })).toEqual({
      title: CONSENT_FORM_MESSAGES.title,
      'question:q2:label': CONSENT_FORM_MESSAGES.questionLabel,
    });
    expect(formEditorErrors(form, { now, publishing: true })).toMatchObject({ due_at: CONSENT_FORM_MESSAGES.dueAt });
    expect(formEditorErrors({ ...form, signers: 'student', student_from_year: null }, { now, publishing: false })).toMatchObject({
      student_from_year: CONSENT_FORM_MESSAGES.studentFromYear,
    });
  });

  it("places the server's messages by the field they name, by the rule they state, or above the form", () => {
    const sent = formWriteData(formEditorFormOf(buildConsentForm()));
    const named = new ApiError(400, 'Invalid input', 'bad_request', {
      'data.questions.1.options': CONSENT_FORM_MESSAGES.options,
      'data.audience': CONSENT_FORM_MESSAGES.audience,
    });
    expect(serverErrorsOf(named, sent)).toEqual({
      fields: { 'question:q2:options': CONSENT_FORM_MESSAGES.options, audience: CONSENT_FORM_MESSAGES.audience },
      top: null,
    });
    expect(serverErrorsOf(new ApiError(400, CONSENT_FORM_MESSAGES.dueAt), null)).toEqual({
      fields: { due_at: CONSENT_FORM_MESSAGES.dueAt },
      top: null,
    });
    expect(serverErrorsOf(new ApiError(409, CONSENT_FORM_MESSAGES.answered), null)).toEqual({
      fields: {},
      top: CONSENT_FORM_MESSAGES.answered,
    });
  });
});
