import type { PortalUser } from '../auth/portal-users.ts';
import type { ModelDeps } from './model-deps.ts';
import type { FinancialInfo } from './records/financial-info.ts';
import type { StudentOfReader } from './records/student.ts';
import { OF_STUDENT_POPULATE, type YearInfo } from './records/year-info.ts';
import { createStudents } from './students.ts';

export type { FinancialInfo, YearInfo };

/** A record of a student, paired with the student it is of. */
export type OfStudent<T> = { record: T; student: StudentOfReader };

/** More students than this are asked for by their campus rather than by a list of ids. */
const IDS_PER_QUERY = 100;

/**
 * Reader 2.1 Financial info, Year info and New students: the records of the students the person
 * may see (models/students.ts, policies/student.ts), newest year first. A record is answered only
 * paired with one of those students, so a record is readable exactly when its student is.
 */
export function createStudentInfo({ cms }: Pick<ModelDeps, 'cms'>) {
  const students = createStudents({ cms });

  /** The records of the students a call is about (its optional username, else all the person may see), in one CMS call. */
  async function recordsOf<T extends { student: { documentId: string } | null }>(person: PortalUser, username: string | undefined, collection: string, filters: object = {}): Promise<OfStudent<T>[]> {
    const about = await students.about(person, username);
    if (about.length === 0) return [];
    const byId = new Map(about.map((student) => [student.documentId, student]));
    const records = await cms.findAll<T>(collection, {
      // A whole campus (staff) by its campus rather than a list of thousands of ids.
      filters: { ...filters, student: about.length > IDS_PER_QUERY ? { campus: { $eq: about[0]?.campus } } : { documentId: { $in: [...byId.keys()] } } },
      populate: OF_STUDENT_POPULATE,
      sort: ['academic_year:desc', 'id:asc'],
    });
    return records.data.flatMap((record) => {
      const student = record.student && byId.get(record.student.documentId);
      return student ? [{ record, student }] : [];
    });
  }

  return {
    /** The fee accounts of the students a call is about. */
    financialInfos: (person: PortalUser, username: string | undefined) => recordsOf<FinancialInfo>(person, username, 'financial-infos'),

    /** The year records of a school year of the students a call is about (only the new students' with `newOnly`). */
    yearInfos: (person: PortalUser, username: string | undefined, year: number, { newOnly = false } = {}) =>
      recordsOf<YearInfo>(person, username, 'year-infos', { academic_year: { $eq: year }, ...(newOnly ? { is_new_student: { $eq: true } } : {}) }),
  };
}

export type StudentInfo = ReturnType<typeof createStudentInfo>;
