import type { ModelDeps } from './model-deps.ts';
import { createAbsences } from './absences.ts';
import { createMyDay } from './my-day.ts';
import { createPosts } from './posts.ts';
import { createStudentInfo } from './student-info.ts';
import { createStudentRecords } from './student-records.ts';
import { createStudents } from './students.ts';

/**
 * The BFF's models, one per record kind (bff/src/models/<record>.ts): each owns its record's
 * type and populate, its finders and writes, and calls `authorize` right after loading. Routes
 * reach the CMS only through them.
 */
export function createModels(deps: ModelDeps) {
  return {
    posts: createPosts(deps),
    students: createStudents(deps),
    absences: createAbsences(deps),
    studentRecords: createStudentRecords(deps),
    studentInfo: createStudentInfo(deps),
    myDay: createMyDay(deps),
  };
}

export type Models = ReturnType<typeof createModels>;
