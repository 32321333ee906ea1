import type { Core } from '@strapi/strapi';
import { LEARNING_VIRTUES_GOALS_INDIVIDUAL, learningVirtuesGoalsYearLabel, semesterOfTerm } from '@portal/contract';
import { goalItems, reflectionTexts, renderLearningVirtuesGoalsPdf } from '../learning-virtues-goals/render';
import { notoSans } from '../pdf/fonts';
import type { JobType } from '../queue/worker';
import { getService } from '../utils';

/** The job type, as stored in the jobs table: rows queued by an earlier version carry this value, so it keeps its first name. */
export const LEARNING_VIRTUES_GOALS_JOB = 'learning-goals-pdfs';
export const QUEUE_STATISTIC_UID = 'api::queue-statistic.queue-statistic';

export interface LearningVirtuesGoalsPayload {
  /** The queue statistics record (the request) this job fills in. */
  documentId: string;
}

export interface QueueRequest {
  documentId: string;
  campus: string | null;
  academic_year: string;
  /** The term, '1' to '4'. */
  semester: string;
  year_group: number;
  student_username: string | null;
  queue_status: 'Pending' | 'Complete';
  /** The keys of its PDFs in the private file store (each also the PDF's name in the ZIP). */
  pdf_files: string[] | null;
}

interface Student {
  documentId: string;
  username: string;
  student: string | null;
  form_run: number | null;
  homeroom_teacher: string | null;
}

interface GoalRecord {
  goal_list: unknown;
  reflection_list: unknown;
  student: { documentId: string } | null;
}

/** At most this many per-student failures are spelled out in the request's message. */
const ERRORS_SHOWN = 5;

/**
 * The key (and name) of a student's PDF for a year and term: one file per student and term, so a
 * repeated run and a later Create/Replace of the same selection replace it, never add a second.
 * The `lv-goals-` prefix is in the keys already stored (and in requests' `pdf_files`), so it stays.
 */
export const learningVirtuesGoalsPdfName = (campus: string, academicYear: string, term: string, username: string) =>
  `lv-goals-${campus}-${academicYear}-t${term}-${username.toLowerCase().replace(/[^a-z0-9.@-]+/g, '_')}.pdf`;

const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

/** The request's group in words: 'Year 9', or the individual student's username. */
const whom = (request: QueueRequest) => (request.year_group === LEARNING_VIRTUES_GOALS_INDIVIDUAL ? (request.student_username ?? 'the student') : learningVirtuesGoalsYearLabel(request.year_group));

/**
 * One PDF per student of the request (a year group of the campus, or one student) who has goal
 * records for its year and the semester of its term, kept in the private file store and listed on
 * the request, which counts them as they are made (n of m). A student whose PDF fails is named in
 * the request's message (is_error) and the others are still made. Safe to run again: students
 * whose PDF this request already holds are skipped, and a file of the same student and term is
 * replaced in place (so an earlier request that holds it sees the new one, and nothing is doubled).
 */
export const learningVirtuesGoalsJob = (strapi: Core.Strapi): JobType<LearningVirtuesGoalsPayload> => ({
  type: LEARNING_VIRTUES_GOALS_JOB,
  maxAttempts: 3,

  async run({ documentId }, { log }) {
    const requests = strapi.documents(QUEUE_STATISTIC_UID);
    const request = (await requests.findOne({ documentId })) as unknown as QueueRequest | null;
    if (!request || request.queue_status === 'Complete' || !request.campus) return;
    const campus = request.campus;
    const term = Number(request.semester);
    const academicYear = Number(request.academic_year);
    const semester = semesterOfTerm(term);

    const students = (await strapi.documents('api::student.student').findMany({
      filters: {
        campus,
        ...(request.year_group === LEARNING_VIRTUES_GOALS_INDIVIDUAL ? { username: request.student_username ?? '' } : { form_run: request.year_group }),
      },
      sort: ['student:asc', 'username:asc'],
      limit: -1,
    } as never)) as unknown as Student[];
    const goalRecords = students.length
      ? ((await strapi.documents('api::learning-goal.learning-goal').findMany({
          filters: { academic_year: academicYear, semester, student: { documentId: { $in: students.map((s) => s.documentId) } } },
          populate: { student: { fields: ['documentId'] } },
          sort: ['id:asc'],
          limit: -1,
        } as never)) as unknown as GoalRecord[])
      : [];
    const goalsOf = new Map<string, GoalRecord[]>();
    for (const record of goalRecords) {
      if (record.student) goalsOf.set(record.student.documentId, [...(goalsOf.get(record.student.documentId) ?? []), record]);
    }
    const withGoals = students.filter((student) => goalsOf.has(student.documentId));

    const held = new Set(request.pdf_files ?? []);
    const store = getService(strapi, 'private-files');
    const doneOf = () => withGoals.filter((student) => held.has(learningVirtuesGoalsPdfName(campus, request.academic_year, request.semester, student.username))).length;
    await requests.update({ documentId, data: { progress_total: withGoals.length, progress_done: doneOf() } as never });

    const failures: string[] = [];
    for (const student of withGoals) {
      const name = learningVirtuesGoalsPdfName(campus, request.academic_year, request.semester, student.username);
      if (held.has(name)) continue;
      try {
        const records = goalsOf.get(student.documentId) ?? [];
        const sheet = {
          student: student.student || student.username,
          username: student.username,
          yearGroup: student.form_run,
          term,
          academicYear,
          semester,
          homeroomTeacher: student.homeroom_teacher,
          goals: records.flatMap((record) => goalItems(record.goal_list)),
          reflections: records.flatMap((record) => reflectionTexts(record.reflection_list)),
        };
        const pdf = await renderLearningVirtuesGoalsPdf(sheet, notoSans);
        await store.put(name, pdf, 'application/pdf');
        held.add(name);
        // The file and the count move together: a run after a crash finds both or neither.
        await requests.update({ documentId, data: { pdf_files: [...held], progress_done: doneOf() } as never });
      } catch (error) {
        const reason = (error as Error).message || String(error);
        log.warn(`Learning Virtues goals PDF of ${student.username} (request ${documentId}) not made: ${reason}`);
        failures.push(`${student.username}: ${reason}`);
      }
    }

    const done = doneOf();
    const label = whom(request);
    let message: string;
    if (withGoals.length === 0) {
      message = `No goals are recorded for ${label} in Term ${term} ${academicYear}.`;
    } else {
      message = `Created ${plural(done, 'PDF')} for ${label}.`;
      if (failures.length > 0) {
        const more = failures.length > ERRORS_SHOWN ? ` (and ${failures.length - ERRORS_SHOWN} more)` : '';
        message += ` ${plural(failures.length, 'PDF')} could not be made: ${failures.slice(0, ERRORS_SHOWN).join('; ')}${more}.`;
      }
    }
    await requests.update({
      documentId,
      data: { queue_status: 'Complete', is_error: withGoals.length === 0 || failures.length > 0, message, progress_done: done } as never,
    });
  },

  // After the last attempt (the database gone, say): the request says so rather than staying Pending.
  async onFailed({ documentId }, error) {
    const requests = strapi.documents(QUEUE_STATISTIC_UID);
    if (await requests.findOne({ documentId })) {
      await requests.update({ documentId, data: { queue_status: 'Complete', is_error: true, message: `The PDFs could not be made: ${error}` } as never });
    }
  },
});
