import type { FormQuestion } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { answerProblems, answersToSend } from './answers.ts';

const questions: FormQuestion[] = [
  { id: 'consent', kind: 'consent', label: 'May your child attend?', required: true },
  { id: 'pickup', kind: 'text', label: 'Who picks your child up?', required: false },
  { id: 'lunch', kind: 'choice', label: 'Lunch', required: true, options: ['Packed lunch', 'Canteen order'] },
  { id: 'medical', kind: 'health', label: 'Medical or dietary needs', required: false },
];

describe('the answers of a form', () => {
  it('are sent trimmed, without the questions left unanswered', () => {
    expect(answersToSend(questions, { consent: 'yes', pickup: '  Grandma ', lunch: 'Packed lunch', medical: '   ' })).toEqual({
      consent: 'yes',
      pickup: 'Grandma',
      lunch: 'Packed lunch',
    });
  });

  it('are checked as the server checks them: required ones given, consents yes or no, choices among the options, written ones within their kind’s length', () => {
    expect(answerProblems(questions, { consent: 'yes', lunch: 'Packed lunch' })).toEqual({});
    expect(answerProblems(questions, { pickup: 'Grandma', medical: '   ' })).toEqual({ consent: 'missing', lunch: 'missing' });
    expect(answerProblems(questions, { consent: 'maybe', lunch: 'Sushi' })).toEqual({
      consent: 'notAChoice',
      lunch: 'notAChoice',
    });
    expect(
      answerProblems(questions, { consent: 'no', lunch: 'Canteen order', pickup: 'x'.repeat(501), medical: 'x'.repeat(2000) }),
    ).toEqual({ pickup: 'tooLong' });
    expect(
      answerProblems(questions, { consent: 'no', lunch: 'Canteen order', pickup: 'x'.repeat(500), medical: 'x'.repeat(2001) }),
    ).toEqual({ medical: 'tooLong' });
  });
});
