import { LEARNING_VIRTUES_GOALS_INDIVIDUAL, learningVirtuesGoalsYearLabel, semesterOfTerm } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';
import type { JobKind } from '@portal/strapi-plugin-jobs/types';
import { pdfSchoolOf } from '../pdf/school';
import { goalItems, reflectionTexts, renderLearningVirtuesGoalsPdf } from '../learning-virtues-goals/render';
import { privateFilesOf } from '../services/private-files';

/** The content type of a Learning Virtues goals PDF request, which keeps the admin spec's name for it (a queue statistics record, "queuestatistics"). */
export const LEARNING_VIRTUES_GOALS_REQUEST_UID = 'api::queue-statistic.queue-statistic';

/** A request; `pdf_files` holds the keys of its PDFs in the private file store (each also the PDF's name in the ZIP). */
export type LearningVirtuesGoalsRequest = CmsRecord<typeof LEARNING_VIRTUES_GOALS_REQUEST_UID, Record<never, never>, { pdf_files: string[] }>;

const GOAL_POPULATE = { student: { fields: ['documentId'] } } as const;
type GoalRecord = CmsRecord<'api::learning-goal.learning-goal', typeof GOAL_POPULATE>;
type Student = CmsRecord<'api::student.student'>;

export interface LearningVirtuesGoalsPdfsPayload {
  /** The queue statistics record (the request) this job fills in. */
  documentId: string;
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
const whom = (yearGroup: number, studentUsername: string | null) => (yearGroup === LEARNING_VIRTUES_GOALS_INDIVIDUAL ? (studentUsername ?? 'the student') : learningVirtuesGoalsYearLabel(yearGroup));

/**
 * One PDF per student of the request (a year group of the campus, or one student) who has goal
 * records for its year and the semester of its term, kept in the private file store and listed on
 * the request, which counts them as they are made (n of m). A student whose PDF fails is named in
 * the request's message (is_error) and the others are still made. Safe to run again: students
 * whose PDF this request already holds are skipped, and a file of the same student and term is
 * replaced in place (so an earlier request that holds it sees the new one, and nothing is doubled).
 */
export const learningVirtuesGoalsPdfsJob: JobKind<LearningVirtuesGoalsPdfsPayload> = {
  name: 'learning-virtues-goals-pdfs',
  maxAttempts: 3,

  async run({ documentId }, { strapi, log }) {
    const requests = strapi.documents(LEARNING_VIRTUES_GOALS_REQUEST_UID);
    const request = (await requests.findOne({ documentId })) as LearningVirtuesGoalsRequest | null;
    if (!request || request.queue_status === 'Complete') return;
    // The service fills in all four; a request without one of them is none this job can fill.
    const { campus, academic_year: yearText, semester: termText, year_group: yearGroup } = request;
    if (!campus || !yearText || !termText || yearGroup === null) return;
    const term = Number(termText);
    const academicYear = Number(yearText);
    const semester = semesterOfTerm(term);

    const students = (await strapi.documents('api::student.student').findMany({
      filters: {
        campus,
        ...(yearGroup === LEARNING_VIRTUES_GOALS_INDIVIDUAL ? { username: request.student_username ?? '' } : { form_run: yearGroup }),
      },
      sort: ['student:asc', 'username:asc'],
      limit: -1,
    })) as Student[];
    const goalRecords = students.length
      ? ((await strapi.documents('api::learning-goal.learning-goal').findMany({
          filters: { academic_year: academicYear, semester, student: { documentId: { $in: students.map((s) => s.documentId) } } },
          populate: { student: { fields: [...GOAL_POPULATE.student.fields] } },
          sort: ['id:asc'],
          limit: -1,
        })) as GoalRecord[])
      : [];
    const goalsOf = new Map<string, GoalRecord[]>();
    for (const record of goalRecords) {
      if (record.student) goalsOf.set(record.student.documentId, [...(goalsOf.get(record.student.documentId) ?? []), record]);
    }
    const withGoals = students.filter((student) => goalsOf.has(student.documentId));

    const held = new Set(request.pdf_files ?? []);
    const store = privateFilesOf(strapi);
    const doneOf = () => withGoals.filter((student) => held.has(learningVirtuesGoalsPdfName(campus, yearText, termText, student.username))).length;
    await requests.update({ documentId, data: { progress_total: withGoals.length, progress_done: doneOf() } });

    const failures: string[] = [];
    // Read once: every sheet of the request carries the same masthead.
    const school = withGoals.length > 0 ? await pdfSchoolOf(strapi, campus, log) : undefined;
    for (const student of withGoals) {
      const name = learningVirtuesGoalsPdfName(campus, yearText, termText, student.username);
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
        const pdf = await renderLearningVirtuesGoalsPdf(sheet, school);
        await store.put(name, pdf, 'application/pdf');
        held.add(name);
        // The file and the count move together: a run after a crash finds both or neither.
        await requests.update({ documentId, data: { pdf_files: [...held], progress_done: doneOf() } });
      } catch (error) {
        const reason = (error as Error).message || String(error);
        log.warn(`Learning Virtues goals PDF of ${student.username} (request ${documentId}) not made: ${reason}`);
        failures.push(`${student.username}: ${reason}`);
      }
    }

    const done = doneOf();
    const label = whom(yearGroup, request.student_username);
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
      data: { queue_status: 'Complete', is_error: withGoals.length === 0 || failures.length > 0, message, progress_done: done },
    });
  },

  // After the last attempt (the database gone, say): the request says so rather than staying Pending.
  async onFailed({ documentId }, error, { strapi }) {
    const requests = strapi.documents(LEARNING_VIRTUES_GOALS_REQUEST_UID);
    if (await requests.findOne({ documentId })) {
      await requests.update({ documentId, data: { queue_status: 'Complete', is_error: true, message: `The PDFs could not be made: ${error}` } });
    }
  },
};
