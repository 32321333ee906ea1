import type { StudentGoalAccess } from '../models/records/student-goal.ts';
import { definePolicy } from './policy.ts';
import { studentPolicy } from './student.ts';

/**
 * Student goals (reader spec 2.1, 2.9): a goal is the student's, so whoever may see the student
 * (their carers, the student, staff of the campus: policies/student.ts) reads, sets and changes
 * their goals. A refusal answers as a goal (or a student) that does not exist.
 */
export const studentGoalPolicy = definePolicy<StudentGoalAccess>()({
  read: { refuse: 'not-found', allow: (person, goal) => studentPolicy.read.allow(person, goal.student) },
  write: { refuse: 'not-found', allow: (person, goal) => studentPolicy.read.allow(person, goal.student) },
});
