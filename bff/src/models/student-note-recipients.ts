import type { Campus, StudentNoteData } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';
import type { CmsClient } from '../cms/cms-client.ts';
import type { PortalUser } from '../auth/portal-users.ts';
import type { Student } from './records/student.ts';

/**
 * Reader spec 2.7's wellbeing group, decided here: the faculty of the student's campus in the
 * portal group of this name (kept in the CMS, like every other group, so the school changes it
 * without a deploy). The counsellor staff are the campus's counsellors of models/counsellors.ts,
 * the same people school psychology requests go to.
 */
export const WELLBEING_GROUP = 'Wellbeing Team';

/** What the note's form asks for: its recipient options, and the extra addresses typed. */
export type NoteRecipientChoices = Required<
  Pick<StudentNoteData, 'email_self' | 'email_hrt' | 'email_hoy' | 'email_wellbeing_group' | 'email_counsellor_staff' | 'email_class_teachers'>
> & {
  email_recipients: string[];
};

type PersonEmail = Pick<PortalUser, 'email'>;
type LessonClass = Pick<CmsRecord<'api::my-day-timetable.my-day-timetable'>, 'class_name'>;
type TeacherOfLesson = Pick<CmsRecord<'api::teacher-day-timetable.teacher-day-timetable'>, 'username'>;

async function facultyEmails(cms: CmsClient, campus: Campus, filters: object): Promise<string[]> {
  const found = await cms.findAll<PersonEmail>('portal-users', {
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
  const lessons = await cms.findAll<LessonClass>('my-day-timetables', { filters: { username: { $eq: student.username } }, fields: ['class_name'] });
  const classes = [...new Set(lessons.data.map((lesson) => lesson.class_name).filter((name): name is string => !!name))];
  if (classes.length === 0) return [];
  const teaching = await cms.findAll<TeacherOfLesson>('teacher-day-timetables', { filters: { class_name: { $in: classes } }, fields: ['username'] });
  const usernames = [...new Set(teaching.data.map((lesson) => lesson.username))];
  return usernames.length === 0 ? [] : facultyEmails(cms, campus, { username: { $in: usernames } });
}

/**
 * Every address a note goes to: lower-cased, each once, in the order the form lists them.
 * `counsellors` are the campus's counsellors' addresses (models/counsellors.ts).
 */
export async function noteRecipients(cms: CmsClient, author: PortalUser, student: Student, campus: Campus, counsellors: readonly string[], choices: NoteRecipientChoices): Promise<string[]> {
  const lists = await Promise.all([
    choices.email_self ? [author.email ?? ''] : [],
    choices.email_hrt ? [student.homeroom_teacher_email ?? ''] : [],
    choices.email_hoy ? [student.head_of_year_email ?? ''] : [],
    choices.email_wellbeing_group ? facultyEmails(cms, campus, { groups: { groupname: { $eq: WELLBEING_GROUP } } }) : [],
    choices.email_counsellor_staff ? counsellors : [],
    choices.email_class_teachers ? classTeacherEmails(cms, student, campus) : [],
    choices.email_recipients,
  ]);
  return [...new Set(lists.flat().map((email) => email.trim().toLowerCase()).filter((email) => email !== ''))];
}
