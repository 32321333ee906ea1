import { z } from 'zod';
import { isLanguageTag } from '../rules/languages.ts';

// The rows of a school-system import folder (cms/src/importer/README.md): OneRoster 1.2 CSV
// for what that standard covers, and the portal's documented files for what it does not.
// Every cell arrives as a string ('' when empty); each schema says what a valid row is.

const text = z.string().trim();
const required = text.min(1, 'is required');
/** '' means "not given". */
const optional = text.transform((value) => (value === '' ? undefined : value));
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  text.pipe(z.enum(values, { error: () => `must be one of ${values.join(', ')}` }));
/** A vocabulary OneRoster lets a school system extend: its values, or another written as ext:<name>. */
const extensible = <const T extends readonly [string, ...string[]]>(values: T) =>
  text.refine((value) => (values as readonly string[]).includes(value) || /^ext:\S+$/.test(value), {
    error: () => `must be one of ${values.join(', ')}, or an extension written as ext:<name>`,
  });
const listOf = (separator: RegExp) => optional.transform((value) => (value ? value.split(separator).map((part) => part.trim()).filter(Boolean) : []));
/** OneRoster lists (agentSourcedIds, grades, orgSourcedIds) are comma-separated inside one cell. */
const idList = listOf(/,/);
const isoDate = text.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');
const optionalIsoDate = z.union([z.literal(''), isoDate]).transform((value) => (value === '' ? undefined : value));
const bool = oneOf(['true', 'false']).transform((value) => value === 'true');
const integer = text.regex(/^-?\d+$/, 'must be a whole number').transform(Number);
const decimal = text.regex(/^-?\d+(\.\d+)?$/, 'must be a number').transform(Number);
/** Stored as Strapi's time attributes are: HH:MM:SS.mmm. */
const time = text
  .regex(/^\d{2}:\d{2}(:\d{2}(\.\d{3})?)?$/, 'must be a time as HH:MM')
  .transform((value) => `${value.slice(0, 5)}:${value.slice(6, 8) || '00'}.${value.slice(9, 12) || '000'}`);

/** OneRoster 1.2: blank in bulk files; in delta files a row is active or to be deleted. */
const status = z
  .union([z.literal(''), oneOf(['active', 'tobedeleted'])])
  .transform((value): 'active' | 'tobedeleted' => (value === 'tobedeleted' ? 'tobedeleted' : 'active'));

const base = { sourcedId: required, status, dateLastModified: optional };

export const ONEROSTER_FILES = ['academicSessions', 'orgs', 'users', 'roles', 'courses', 'classes', 'enrollments', 'lineItems', 'results'] as const;
export type OneRosterFile = (typeof ONEROSTER_FILES)[number];

export const oneRosterOrgRow = z.object({ ...base, name: required, type: required, identifier: optional, parentSourcedId: optional });

export const oneRosterAcademicSessionRow = z.object({
  ...base,
  title: required,
  type: extensible(['gradingPeriod', 'semester', 'schoolYear', 'term']),
  startDate: isoDate,
  endDate: isoDate,
  parentSourcedId: optional,
  schoolYear: text.regex(/^\d{4}$/, 'must be a year as YYYY'),
});

export const oneRosterUserRow = z.object({
  ...base,
  enabledUser: bool,
  username: required,
  userIds: optional,
  givenName: required,
  familyName: required,
  middleName: optional,
  identifier: optional,
  email: z.union([z.literal(''), z.email('must be an email address')]).transform((value) => (value === '' ? undefined : value)),
  agentSourcedIds: idList,
  grades: idList,
  userMasterIdentifier: optional,
  primaryOrgSourcedId: optional,
  preferredGivenName: optional,
  preferredFamilyName: optional,
  /**
   * An extension column (the CSV binding's `metadata.*`, after the standard columns): the
   * person's language as a BCP 47 tag (`ar`, `zh-CN`, `vi-VN`), blank when the school has none.
   */
  'metadata.language': optional.refine((tag) => tag === undefined || isLanguageTag(tag), 'must be a language tag (BCP 47), such as ar, zh-CN or vi-VN'),
});
export type OneRosterUserRow = z.output<typeof oneRosterUserRow>;

export const ONEROSTER_ROLES = [
  'aide', 'counselor', 'districtAdministrator', 'guardian', 'parent', 'principal', 'proctor', 'relative',
  'siteAdministrator', 'student', 'systemAdministrator', 'teacher',
] as const;
export type OneRosterRole = (typeof ONEROSTER_ROLES)[number];

export const oneRosterRoleRow = z.object({
  ...base,
  userSourcedId: required,
  roleType: oneOf(['primary', 'secondary']),
  role: extensible(ONEROSTER_ROLES),
  beginDate: optionalIsoDate,
  endDate: optionalIsoDate,
  orgSourcedId: required,
  userProfileSourcedId: optional,
});
export type OneRosterRoleRow = z.output<typeof oneRosterRoleRow>;

export const oneRosterCourseRow = z.object({ ...base, schoolYearSourcedId: optional, title: required, courseCode: optional, grades: idList, orgSourcedId: required });
export const oneRosterClassRow = z.object({
  ...base,
  title: required,
  grades: idList,
  courseSourcedId: required,
  classCode: optional,
  classType: extensible(['homeroom', 'scheduled']),
  location: optional,
  schoolSourcedId: required,
  termSourcedIds: idList,
});
export const oneRosterEnrollmentRow = z.object({
  ...base,
  classSourcedId: required,
  schoolSourcedId: required,
  userSourcedId: required,
  role: extensible(['administrator', 'proctor', 'student', 'teacher']),
  primary: z.union([z.literal(''), bool]).transform((value) => value === true),
  beginDate: optionalIsoDate,
  endDate: optionalIsoDate,
});
export const oneRosterLineItemRow = z.object({
  ...base,
  title: required,
  description: optional,
  assignDate: optionalIsoDate,
  dueDate: optionalIsoDate,
  classSourcedId: required,
  categorySourcedId: required,
  academicSessionSourcedId: required,
  resultValueMin: z.union([z.literal(''), decimal]).transform((value) => (value === '' ? undefined : value)),
  resultValueMax: z.union([z.literal(''), decimal]).transform((value) => (value === '' ? undefined : value)),
  schoolSourcedId: required,
});
export const oneRosterResultRow = z.object({
  ...base,
  lineItemSourcedId: required,
  studentSourcedId: required,
  scoreStatus: extensible(['exempt', 'fully graded', 'not submitted', 'partially graded', 'submitted']),
  score: z.union([z.literal(''), decimal]).transform((value) => (value === '' ? undefined : value)),
  scoreDate: optionalIsoDate,
  comment: optional,
});

// The portal's own files (README: "Files OneRoster does not cover"). They refer to students
// by STUDENT_NUMBER (OneRoster users.identifier) and carry the same status column.

export const groupMembershipRow = z.object({ userSourcedId: required, groupName: required, groupType: required });

/**
 * carerRestrictions.csv: a court order, that carer may not act for that student (issue 30). It
 * refers to both by OneRoster sourcedId and has no status column: the file is the whole list.
 */
export const carerRestrictionRow = z.object({
  carerSourcedId: required,
  studentSourcedId: required,
  dateLastModified: optional,
  note: text.max(1000, 'must be at most 1000 characters').transform((value) => (value === '' ? undefined : value)),
});
export type CarerRestrictionRow = z.output<typeof carerRestrictionRow>;
export const homeroomRow = z.object({
  orgSourcedId: required,
  grade: required,
  homeroomTeacherSourcedId: required,
  headOfYearSourcedId: required,
});

export const ABSENCE_TYPES = ['whole_day', 'partial', 'late', 'early_leave', 'extended_leave'] as const;
export const attendanceRow = z.object({
  DAILY_ATTENDANCE_ID: required,
  status,
  STUDENT_NUMBER: required,
  absence_date: isoDate,
  end_date: optionalIsoDate,
  absence_type: oneOf(ABSENCE_TYPES),
  is_verified: bool,
  reason: optional,
  explanation: optional,
  notified_by_username: optional,
});

const academicYear = integer.refine((year) => year >= 2000 && year <= 2100, 'must be a year between 2000 and 2100');
const percentage = decimal.refine((value) => value >= 0 && value <= 100, 'must be between 0 and 100');

export const learningBehaviourRow = z.object({
  status,
  STUDENT_NUMBER: required,
  academic_year: academicYear,
  report_period: required,
  learning_behaviour: required,
  course: required,
  perc: percentage,
  this_year: percentage,
  trending: oneOf(['Up', 'Down', 'Maintaining']),
});

/** Goals and reflections are lists in one cell, separated by '|'. */
export const learningGoalRow = z.object({
  status,
  STUDENT_NUMBER: required,
  academic_year: academicYear,
  semester: required,
  goals: listOf(/\|/),
  reflections: listOf(/\|/),
});

export const homeroomCommentRow = z.object({
  status,
  STUDENT_NUMBER: required,
  academic_year: academicYear,
  semester: required,
  comment: required,
  home_class: optional,
  home_teacher: optional,
});

export const academicReportRow = z.object({
  FILE_ID: required,
  status,
  STUDENT_NUMBER: required,
  FILENAME: required,
  FILE_PATH: optional,
  LAST_UPDATED: text.refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date and time (ISO 8601)'),
});

export const timetableRow = z.object({
  status,
  timetable: oneOf(['student', 'teacher']),
  username: required,
  day_date: isoDate,
  period: required,
  start_time: time,
  end_time: time,
  course: optional,
  class_name: optional,
  room: optional,
  teacher: optional,
});

/** A cell that may be blank (undefined); a filled one must pass `schema`, and fails with its message. */
const blankOr = <S extends z.ZodType<unknown, string>>(schema: S) => text.transform((value) => (value === '' ? undefined : value)).pipe(schema.optional());

/** Both cells of a pair filled, or both blank: one reason on the first cell's column. */
const bothOrNeither = (columns: readonly string[]) => (row: Record<string, unknown>, context: z.core.$RefinementCtx) => {
  const given = columns.filter((column) => row[column] !== undefined);
  if (given.length > 0 && given.length < columns.length) {
    context.addIssue({ code: 'custom', path: [columns.find((column) => row[column] === undefined)!], message: `is required with ${given.join(', ')}` });
  }
};

/**
 * yearInfo.csv: one row per key date of a student's year (a year without key dates: one row
 * with key_date and key_date_title blank). The rows of one (STUDENT_NUMBER, academic_year)
 * are one record and must agree on its other cells.
 */
export const yearInfoRow = z
  .object({
    status,
    STUDENT_NUMBER: required,
    academic_year: academicYear,
    form_run: blankOr(integer),
    home_class: optional,
    house: optional,
    start_date: blankOr(isoDate),
    is_new_student: blankOr(bool).transform((value) => value === true),
    key_date: blankOr(isoDate),
    key_date_title: optional,
  })
  .superRefine(bothOrNeither(['key_date', 'key_date_title']));

export const FINANCIAL_LINE_KINDS = ['charge', 'payment'] as const;

/**
 * financialInfo.csv: one row per charge or payment of a student's fee account for a year (an
 * account without lines: one row with the line cells blank). The rows of one
 * (STUDENT_NUMBER, academic_year) are one record and must agree on its other cells.
 */
export const financialInfoRow = z
  .object({
    status,
    STUDENT_NUMBER: required,
    academic_year: academicYear,
    account_number: optional,
    next_due_date: blankOr(isoDate),
    line_date: blankOr(isoDate),
    description: optional,
    amount: blankOr(decimal.refine((value) => value >= 0, 'must not be negative (kind says charge or payment)')),
    kind: blankOr(oneOf(FINANCIAL_LINE_KINDS)),
  })
  .superRefine(bothOrNeither(['line_date', 'description', 'amount', 'kind']));
