import type { StudentGoalFields } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { ApiError, notFound } from '../errors.ts';
import { authorize, can } from '../policies/authorize.ts';
import type { ModelDeps } from './model-deps.ts';
import { STUDENT_GOAL_POPULATE, type StudentGoal } from './records/student-goal.ts';
import type { Student, StudentOfReader } from './records/student.ts';

export { STUDENT_GOAL_POPULATE, type StudentGoal };

const COLLECTION = 'student-goals';
/** How many students' ids a filter names at most; a longer list (staff: the whole campus) is asked by campus. */
const MAX_STUDENT_IDS = 100;

/** A goal with its student, as the goals view and the CSV present it. */
export type GoalOfStudent<TStudent extends Student = Student> = Omit<StudentGoal, 'student'> & { student: TStudent };

/** Which goals are asked for: one year and semester when given. */
export type GoalsScope = { selected_year?: number | undefined; semester?: string | undefined };

/** A goal's fields as the form gives them. */
const fieldsOf = (data: StudentGoalFields) => ({
  academic_year: data.academic_year,
  semester: data.semester,
  goal_area: data.goal_area,
  goal: data.goal,
  strategies: data.strategies || null,
  reflection: data.reflection || null,
});

/** The CMS answers a missing id with 404: here that is "no such goal". */
const noneWhenMissing = (error: unknown): null => {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
};

/**
 * Student goals (reader spec 2.1, 2.9): every goal is its student's, so policies/student-goal.ts
 * decides on the student as the reader may see them (policies/student.ts).
 */
export function createStudentGoals({ cms }: Pick<ModelDeps, 'cms'>) {
  /** The goals of these students (one year and semester when asked), oldest year first, as the goals view reads them. */
  async function goalsOf<TStudent extends Student>(students: readonly TStudent[], { selected_year, semester }: GoalsScope): Promise<GoalOfStudent<TStudent>[]> {
    if (students.length === 0) return [];
    const byId = new Map(students.map((student) => [student.documentId, student]));
    const goals = await cms.findAll<StudentGoal>(COLLECTION, {
      filters: {
        student: students.length > MAX_STUDENT_IDS ? { campus: { $eq: students[0]?.campus } } : { documentId: { $in: [...byId.keys()] } },
        ...(selected_year === undefined ? {} : { academic_year: { $eq: selected_year } }),
        ...(semester === undefined ? {} : { semester: { $eq: semester } }),
      },
      populate: STUDENT_GOAL_POPULATE,
      sort: ['academic_year:desc', 'semester:asc', 'createdAt:asc'],
    });
    return goals.data.flatMap((goal) => {
      const student = goal.student && byId.get(goal.student.documentId);
      return student ? [{ ...goal, student }] : [];
    });
  }

  return {
    /** The goals of these students (those the person may see) that the person may read. */
    async readableBy(person: PortalUser, students: readonly StudentOfReader[], scope: GoalsScope): Promise<GoalOfStudent<StudentOfReader>[]> {
      return (await goalsOf(students, scope)).filter((goal) => can(person, 'student-goal.read', goal));
    },

    /** The goals of the students a signed CSV link names (the link is the permission). */
    namedInLink: (students: readonly Student[], scope: GoalsScope): Promise<GoalOfStudent[]> => goalsOf(students, scope),

    /** Saves a new goal for the student, set by the person. */
    async create(person: PortalUser, student: StudentOfReader, data: StudentGoalFields): Promise<GoalOfStudent<StudentOfReader>> {
      authorize(person, 'student-goal.write', { student });
      const created = await cms.as(person).create<StudentGoal>(COLLECTION, { ...fieldsOf(data), student: student.documentId, created_by_username: person.username }, { populate: STUDENT_GOAL_POPULATE });
      return { ...created, student };
    },

    /**
     * The goal of this id as the person may change it: the student it names must be the goal's
     * own (a change never moves a goal to another student) and one the person may see; otherwise
     * 404, as for a goal that does not exist.
     */
    async findChangeable(person: PortalUser, id: string, student: StudentOfReader): Promise<GoalOfStudent<StudentOfReader>> {
      const stored = await cms.findOne<StudentGoal>(COLLECTION, id, { populate: STUDENT_GOAL_POPULATE }).catch(noneWhenMissing);
      if (!stored || stored.student?.documentId !== student.documentId) throw notFound();
      const goal = { ...stored, student };
      authorize(person, 'student-goal.write', goal);
      return goal;
    },

    /** Rewrites a goal loaded through `findChangeable`. */
    async update(person: PortalUser, goal: GoalOfStudent<StudentOfReader>, data: StudentGoalFields): Promise<GoalOfStudent<StudentOfReader>> {
      const saved = await cms.as(person).update<StudentGoal>(COLLECTION, goal.documentId, fieldsOf(data), { populate: STUDENT_GOAL_POPULATE });
      return { ...saved, student: goal.student };
    },
  };
}

export type StudentGoals = ReturnType<typeof createStudentGoals>;
