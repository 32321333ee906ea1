import type { Campus, StudentNoteData } from '@portal/contract';
import type { CmsClient } from '../../cms/cms-client.ts';
import type { PortalUser } from '../../auth/portal-users.ts';
import type { Student } from '../../models/students.ts';

/**
 * Reader spec 2.7's wellbeing group, decided here: the faculty of the student's campus in the
 * portal group of this name (kept in the CMS, like every other group, so the school changes it
 * without a deploy). The counsellor staff are the campus's counsellors of policies/counsellor.ts,
 * the same people school psychology requests go to.
 */
export const WELLBEING_GROUP = 'Wellbeing Team';

type Flags = Required<Pick<StudentNoteData, 'email_self' | 'email_hrt' | 'email_hoy' | 'email_wellbeing_group' | 'email_counsellor_staff' | 'email_class_teachers'>> & {
  email_recipients: string[];
};

async function facultyEmails(cms: CmsClient, campus: Campus, filters: object): Promise<string[]> {
  const found = await cms.findAll<{ email: string | null }>('portal-users', {
    filters: { ...filters, campus: { $eq: campus }, type: { $eq: 'faculty' } },
    fields: ['email'],
  });
  return found.data.map((person) => person.email ?? '');
}

/**
 * The student's class teachers, from the timetables: the teachers whose day timetable has a
 * class the student's own timetable has (class names are the school system's, shared by both).
 */
async function classTeacherEmails(cms: CmsClient, student: Student, campus: Campus): Promise<string[]> {
  const lessons = await cms.findAll<{ class_name: string | null }>('my-day-timetables', { filters: { username: { $eq: student.username } }, fields: ['class_name'] });
  const classes = [...new Set(lessons.data.map((lesson) => lesson.class_name).filter((name): name is string => !!name))];
  if (classes.length === 0) return [];
  const teaching = await cms.findAll<{ username: string }>('teacher-day-timetables', { filters: { class_name: { $in: classes } }, fields: ['username'] });
  const usernames = [...new Set(teaching.data.map((lesson) => lesson.username))];
  return usernames.length === 0 ? [] : facultyEmails(cms, campus, { username: { $in: usernames } });
}

/**
 * Every address a note goes to: lower-cased, each once, in the order the form lists them.
 * `counsellors` are the campus's counsellors' addresses (policies/counsellor.ts).
 */
export async function noteRecipients(cms: CmsClient, author: PortalUser, student: Student, campus: Campus, counsellors: string[], flags: Flags): Promise<string[]> {
  const lists = await Promise.all([
    flags.email_self ? [author.email ?? ''] : [],
    flags.email_hrt ? [student.homeroom_teacher_email ?? ''] : [],
    flags.email_hoy ? [student.head_of_year_email ?? ''] : [],
    flags.email_wellbeing_group ? facultyEmails(cms, campus, { groups: { groupname: { $eq: WELLBEING_GROUP } } }) : [],
    flags.email_counsellor_staff ? counsellors : [],
    flags.email_class_teachers ? classTeacherEmails(cms, student, campus) : [],
    flags.email_recipients,
  ]);
  return [...new Set(lists.flat().map((email) => email.trim().toLowerCase()).filter((email) => email !== ''))];
}
