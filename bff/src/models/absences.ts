import type { Campus, Language } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsAll } from '../cms/cms-client.ts';
import { notFound } from '../errors.ts';
import { authorize, can, type PolicyAction } from '../policies/authorize.ts';
import { isStaff } from '../policies/student.ts';
import type { ModelDeps } from './model-deps.ts';
import { languagesOfAddresses } from './people-by-email.ts';
import { ABSENCE_DAY_FIELDS, ABSENCE_POPULATE, type Absence, type AbsenceDay, type CampusAbsences } from './records/absence.ts';
import type { StudentOfReader } from './records/student.ts';
import { createStudents, type StudentKey } from './students.ts';

export { ABSENCE_POPULATE, type Absence, type AbsenceDay };

/** Absences are listed newest first. */
const NEWEST_FIRST = ['absence_date:desc', 'id:desc'];

/** An absence's fields as a notice or a reason gives them (the route maps the form to the record). */
export type AbsenceFields = Record<string, unknown>;

/** A message of email-sends' transactional path (recorded in the email statistics). */
export type TransactionalMessage = {
  kind: string;
  campus: string;
  to: string;
  /** The language the message is written in (its layout follows it). */
  language: Language;
  subject: string;
  html: string;
  text: string;
  tags: { send_id: string; recipient_id: string };
  details: Record<string, string>;
};

/** An email to some addresses, each message written in the language its reader reads. */
export type AbsenceEmail = {
  addresses: string[];
  messageTo(address: string, language: Language): TransactionalMessage;
};

const ofStudent = (student: { documentId: string }) => ({ student: { documentId: { $eq: student.documentId } } });

/**
 * Absences (reader spec 2.1 and 7): every read and write first loads the student through
 * models/students.ts (policies/student.ts), then decides on the absence with
 * policies/absence.ts. Staff's list of their campus decides on each absence's own student.
 */
export function createAbsences({ cms }: Pick<ModelDeps, 'cms'>) {
  const students = createStudents({ cms });

  /** The absence of this DAILY_ATTENDANCE_ID of the student, or null. */
  async function findOf(student: StudentOfReader, id: string): Promise<Absence | null> {
    const found = await cms.find<Absence>('absences', {
      filters: { DAILY_ATTENDANCE_ID: { $eq: id }, ...ofStudent(student) },
      populate: ABSENCE_POPULATE,
      pagination: { pageSize: 1 },
    });
    return found.data[0] ?? null;
  }

  /** The absence of a student the person may see, for an action its policy allows them; otherwise 404. */
  async function findFor(person: PortalUser, action: PolicyAction & `absence.${string}`, key: StudentKey, id: string) {
    const student = await students.findVisible(person, key);
    const absence = await findOf(student, id);
    if (!absence) throw notFound();
    authorize(person, action, { ofStudent: student });
    return { absence, student };
  }

  /** The absences the person may read, each decided on its student: one of those given, or (staff's campus list) its own. */
  function readable(person: PortalUser, found: CmsAll<Absence>, studentsOf?: readonly StudentOfReader[]): CmsAll<Absence> {
    const byId = studentsOf && new Map(studentsOf.map((student) => [student.documentId, student]));
    const data = found.data.filter((absence) => {
      const student = absence.student && (byId ? byId.get(absence.student.documentId) : { ...absence.student, linkedCarers: [] });
      return student != null && can(person, 'absence.read', { ofStudent: student });
    });
    return { data, truncated: found.truncated };
  }

  const list = (filters: object) => cms.findAll<Absence>('absences', { filters, populate: ABSENCE_POPULATE, sort: NEWEST_FIRST });
  const since = (from: string | undefined) => (from ? { absence_date: { $gte: from } } : {});

  return {
    /**
     * `GET absences`: one student's (a key), else every absence of the person's students, newest
     * first; staff's are their campus's from `staffFrom`.
     */
    async listFor(
      person: PortalUser,
      { key, from, staffFrom }: { key?: StudentKey; from?: string; staffFrom: string },
    ): Promise<CmsAll<Absence>> {
      if (key) {
        const student = await students.findVisible(person, key);
        return readable(person, await list({ ...ofStudent(student), ...since(from) }), [student]);
      }
      if (isStaff(person))
        return readable(person, await list({ student: { campus: { $eq: person.campus } }, ...since(staffFrom) }));
      const visible = (await students.visibleTo(person)).data;
      if (visible.length === 0) return { data: [], truncated: false };
      return readable(
        person,
        await list({ student: { documentId: { $in: visible.map((student) => student.documentId) } }, ...since(from) }),
        visible,
      );
    },

    /** The days of a student's absences in a school year (the dashboard's counts), with the student. */
    async ofSchoolYear(
      person: PortalUser,
      key: StudentKey,
      year: { first: string; last: string },
    ): Promise<{ student: StudentOfReader; days: AbsenceDay[] }> {
      const student = await students.findVisible(person, key);
      authorize(person, 'absence.read', { ofStudent: student });
      const rows = await cms.findAll<AbsenceDay>('absences', {
        filters: { ...ofStudent(student), absence_date: { $gte: year.first, $lte: year.last } },
        fields: [...ABSENCE_DAY_FIELDS],
      });
      return { student, days: rows.data };
    },

    /**
     * A notice of an absence (`POST absences`), stored unverified as `NA-<clientNoticeId>` and
     * notified by the person. The same notice sent again (an outbox retry after a lost answer)
     * answers the one stored, `created: false`.
     */
    async notice(
      person: PortalUser,
      key: StudentKey,
      clientNoticeId: string,
      fields: AbsenceFields,
    ): Promise<{ absence: Absence; created: boolean }> {
      const student = await students.findVisible(person, key);
      authorize(person, 'absence.notice', { ofStudent: student });
      const id = `NA-${clientNoticeId}`;
      const stored = await findOf(student, id);
      if (stored) return { absence: stored, created: false };
      const absence = await cms
        .as(person)
        .create<Absence>(
          'absences',
          {
            ...fields,
            student: student.documentId,
            DAILY_ATTENDANCE_ID: id,
            is_verified: false,
            notified_by_username: person.username,
          },
          { populate: ABSENCE_POPULATE },
        );
      return { absence, created: true };
    },

    /** The reason (and details) of a student's absence (`PUT absences`), given by the person. */
    async explain(person: PortalUser, key: StudentKey, id: string, fields: AbsenceFields): Promise<Absence> {
      const { absence } = await findFor(person, 'absence.explain', key, id);
      return cms
        .as(person)
        .update<Absence>(
          'absences',
          absence.documentId,
          { ...fields, notified_by_username: person.username },
          { populate: ABSENCE_POPULATE },
        );
    },

    /**
     * Sends the 'Notify Absence' email of a student's stored absence (`POST send-absent-email`):
     * the email `compose` makes of it, to each of its addresses in the language of the person of
     * the campus with it (English for an address that is nobody's), through email-sends'
     * transactional path. Answers how many were sent.
     */
    async notifyByEmail(
      person: PortalUser,
      key: StudentKey,
      id: string,
      compose: (absence: Absence, student: StudentOfReader) => AbsenceEmail,
    ): Promise<number> {
      const { absence, student } = await findFor(person, 'absence.notify', key, id);
      const email = compose(absence, student);
      const languageOf = await languagesOfAddresses(cms, person.campus, email.addresses);
      for (const to of email.addresses)
        await cms.post('email-sends/messages', email.messageTo(to, languageOf(to)));
      return email.addresses.length;
    },

    /** The person's campus's absences as a whole, when they may export them (staff); otherwise 404. */
    exportableBy(person: PortalUser): { campus: Campus } {
      const absences: CampusAbsences & { campus: Campus } = { campus: person.campus };
      authorize(person, 'campus-absences.export', absences);
      return absences;
    },

    /**
     * A campus's absences whose first day is in the period or whose leave runs into it, oldest
     * first: for the CSV behind a signed link, which staff of that campus made (the link decides).
     */
    ofCampusPeriod: (campus: Campus, from: string, to: string): Promise<CmsAll<Absence>> =>
      cms.findAll<Absence>('absences', {
        // An extended leave that began before the period and runs into it belongs to it too.
        filters: {
          student: { campus: { $eq: campus } },
          absence_date: { $lte: to },
          $or: [{ absence_date: { $gte: from } }, { end_date: { $gte: from } }],
        },
        populate: ABSENCE_POPULATE,
        sort: ['absence_date:asc', 'id:asc'],
      }),
  };
}

export type Absences = ReturnType<typeof createAbsences>;
