import { CONSENT_ANSWERS, FORM_LIMITS, type FormQuestion } from '@portal/contract';

/** A form's answers by question id, as the signer gives them and the server stores them. */
export type Answers = Readonly<Record<string, string>>;

/** What is wrong with one answer: missing (a required one), longer than its kind allows, or not one of its choices. */
export type AnswerProblem = 'missing' | 'tooLong' | 'notAChoice';

/** The most characters an answer of this kind takes (the server refuses longer ones). */
export function answerLimit(question: FormQuestion): number {
  return question.kind === 'health' ? FORM_LIMITS.healthAnswer : FORM_LIMITS.textAnswer;
}

function choicesOf(question: FormQuestion): readonly string[] | null {
  if (question.kind === 'consent') return CONSENT_ANSWERS;
  if (question.kind === 'choice') return question.options ?? [];
  return null;
}

/**
 * The answers as they are sent: written ones trimmed, and questions left unanswered left out
 * (the server refuses a required one missing, as this check does first).
 */
export function answersToSend(questions: readonly FormQuestion[], answers: Answers): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const question of questions) {
    const answer = (answers[question.id] ?? '').trim();
    if (answer !== '') sent[question.id] = answer;
  }
  return sent;
}

/**
 * The problem of each answer, by question id, by the rules the server checks them with: each
 * required question answered, a consent one yes or no, a choice one of its options, a written
 * answer within its kind's length. Empty when the answers can be sent.
 */
export function answerProblems(questions: readonly FormQuestion[], answers: Answers): Record<string, AnswerProblem> {
  const sent = answersToSend(questions, answers);
  const problems: Record<string, AnswerProblem> = {};
  for (const question of questions) {
    const answer = sent[question.id];
    const choices = choicesOf(question);
    if (answer === undefined) {
      if (question.required) problems[question.id] = 'missing';
    } else if (choices && !choices.includes(answer)) problems[question.id] = 'notAChoice';
    else if (!choices && answer.length > answerLimit(question)) problems[question.id] = 'tooLong';
  }
  return problems;
}
