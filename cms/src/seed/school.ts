import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CAMPUSES, type Campus, type UserType } from '@portal/contract';
import { manifestOf, writeImportFolder, type CsvFile } from '../importer/csv-files';
import { bindingColumns } from '../importer/oneroster/binding';
import { describeErrors, importSchoolFolder } from '../importer';
import { shiftDays } from './clock';
import { idOf, type Ids, type SeedContext } from './context';
import { DEMO_TILES } from './tiles';

const SCHOOL_NAME = 'Wattle Grove School';
export const STAFF_DOMAIN = 'wattlegrove.example.com';
export const STUDENT_DOMAIN = 'students.wattlegrove.example.com';

/** What sets the campuses' school settings apart; the rest follows from the campus. */
const CAMPUS_SETTINGS: Record<Campus, { name: string; theme_colours: { header_colour: string; footer_colour: string }; phoneNumber: string }> = {
  sydney: { name: 'Sydney', theme_colours: { header_colour: '#0B2545', footer_colour: '#13315C' }, phoneNumber: '(02) 5550 0100' },
  armidale: { name: 'Armidale', theme_colours: { header_colour: '#1B4332', footer_colour: '#2D6A4F' }, phoneNumber: '(02) 5550 0200' },
};

/** The school's name at a campus, as its settings and the school system's org name it. */
const campusSchoolName = (campus: Campus) => `${SCHOOL_NAME}, ${CAMPUS_SETTINGS[campus].name} campus`;

/** A campus's school settings: every tile, and its own domain, colours, phone, logo, header image and provider name. */
const schoolSettingsOf = (campus: Campus) => ({
  campus,
  school_name: campusSchoolName(campus),
  tile_settings: DEMO_TILES,
  favicon_icon: '/favicon.ico',
  domain: `${campus}.${STAFF_DOMAIN}`,
  theme_colours: CAMPUS_SETTINGS[campus].theme_colours,
  phoneNumber: CAMPUS_SETTINGS[campus].phoneNumber,
  ribbon_logo: `/school/ribbon-logo-${campus}.svg`,
  background_image: `/school/header-background-${campus}.svg`,
  providerName: `${CAMPUS_SETTINGS[campus].name}Campus`,
});

// Oldest first; the last one of each campus is the current, active broadcast.
const broadcasts: { campus: Campus; message: string; status: boolean; daysAgo: number }[] = [
  { campus: 'sydney', message: 'Water main repair: the canteen is closed today. Please pack lunch.', status: false, daysAgo: 41 },
  { campus: 'sydney', message: 'Power outage in D Block: Year 10 classes move to the library.', status: false, daysAgo: 12 },
  { campus: 'sydney', message: 'Severe weather: Sydney campus closes at 1 pm today. Buses leave at 12:45.', status: true, daysAgo: 0 },
  { campus: 'armidale', message: 'Snow on the New England Highway: morning buses run 30 minutes late.', status: false, daysAgo: 63 },
  { campus: 'armidale', message: 'Bushfire watch: Armidale campus stays open; all outdoor sport is cancelled today.', status: true, daysAgo: 0 },
];

const groups: Record<string, string[]> = {
  'Year Group': ['Year 7', 'Year 8', 'Year 9', 'Year 10', 'Year 11', 'Year 12'],
  Sport: ['Athletics', 'Swimming', 'Netball', 'Basketball', 'Rugby'],
  'Senior School Students': ['Senior School Students'],
  'Senior School Carers': ['Senior School Carers'],
  Staff: ['Senior School Staff', 'Boarding Staff'],
  'Co-curricular': ['Music Ensemble', 'Debating'],
};

interface PersonSeed {
  username: string;
  firstname: string;
  surname: string;
  type: UserType;
  is_carer?: boolean;
  is_admin?: boolean;
  campus?: Campus;
  groups: string[];
}

/**
 * The school system's id of a seeded person (what the identity provider's directory claim
 * carries), and the key by which the seed refers to people: usernames repeat across campuses.
 */
export const directoryIdOf = (person: Pick<PersonSeed, 'username' | 'campus'>): string =>
  `${(person.campus ?? 'sydney') === 'sydney' ? 'syd' : 'arm'}-${person.username}`;

const nameForEmail = (person: PersonSeed) => `${person.firstname}.${person.surname}`.toLowerCase().replace(/[^a-z.]/g, '');
const staffEmail = (person: PersonSeed) => `${nameForEmail(person)}@${STAFF_DOMAIN}`;

const emailOf = (person: PersonSeed): string => {
  if (person.type === 'student') {
    return `${person.username}@${STUDENT_DOMAIN}`;
  }
  return person.type === 'faculty' ? staffEmail(person) : `${nameForEmail(person)}@example.com`;
};

// The Sydney demo accounts of the dev identity provider come first. Armidale's carer1 and
// admin1, at the end, are other people with the same usernames.
const people: PersonSeed[] = [
  { username: 'carer1', firstname: 'Jordan', surname: 'Taylor', type: 'affiliate', is_carer: true, groups: ['Year 9', 'Year 11', 'Senior School Carers', 'Athletics'] },
  { username: 'student1', firstname: 'Mia', surname: 'Taylor', type: 'student', groups: ['Year 9', 'Senior School Students', 'Athletics', 'Music Ensemble'] },
  { username: 'teacher1', firstname: 'Priya', surname: 'Sharma', type: 'faculty', groups: ['Senior School Staff'] },
  { username: 'admin1', firstname: 'Daniel', surname: 'Okafor', type: 'faculty', is_admin: true, groups: ['Senior School Staff'] },
  { username: 'editor1', firstname: 'Grace', surname: 'Liu', type: 'faculty', groups: ['Senior School Staff', 'Debating'] },
  { username: 'carer2', firstname: 'Sam', surname: 'Wilson', type: 'affiliate', is_carer: true, groups: ['Year 10', 'Senior School Carers', 'Rugby'] },
  { username: 'student2', firstname: 'Noah', surname: 'Taylor', type: 'student', groups: ['Year 11', 'Senior School Students', 'Swimming', 'Debating'] },
  { username: 'tom.walsh', firstname: 'Tom', surname: 'Walsh', type: 'faculty', groups: ['Senior School Staff', 'Boarding Staff'] },
  { username: 'hannah.reid', firstname: 'Hannah', surname: 'Reid', type: 'faculty', groups: ['Senior School Staff'] },
  { username: 'marcus.lee', firstname: 'Marcus', surname: 'Lee', type: 'faculty', groups: ['Senior School Staff'] },
  { username: 'sophie.martin', firstname: 'Sophie', surname: 'Martin', type: 'faculty', campus: 'armidale', groups: ['Boarding Staff'] },
  { username: 'student3', firstname: 'Oliver', surname: 'Chen', type: 'student', groups: ['Year 7', 'Senior School Students', 'Rugby'] },
  { username: 'student4', firstname: 'Ava', surname: 'Patel', type: 'student', groups: ['Year 7', 'Senior School Students', 'Netball'] },
  { username: 'student5', firstname: 'Lucas', surname: 'Nguyen', type: 'student', groups: ['Year 8', 'Senior School Students', 'Basketball'] },
  { username: 'student6', firstname: 'Isla', surname: 'Brown', type: 'student', groups: ['Year 8', 'Senior School Students', 'Swimming'] },
  { username: 'student7', firstname: 'Ethan', surname: 'Wilson', type: 'student', groups: ['Year 10', 'Senior School Students', 'Rugby'] },
  { username: 'student8', firstname: 'Chloe', surname: 'Martin', type: 'student', groups: ['Year 10', 'Senior School Students', 'Music Ensemble'] },
  { username: 'student9', firstname: 'Jack', surname: 'Thompson', type: 'student', groups: ['Year 12', 'Senior School Students', 'Athletics'] },
  { username: 'student10', firstname: 'Zara', surname: 'Ahmed', type: 'student', campus: 'armidale', groups: ['Year 12', 'Senior School Students', 'Debating'] },
  { username: 'carer1', firstname: 'Amira', surname: 'Ahmed', type: 'affiliate', is_carer: true, campus: 'armidale', groups: ['Year 12', 'Senior School Carers'] },
  { username: 'admin1', firstname: 'Liam', surname: 'Brennan', type: 'faculty', is_admin: true, campus: 'armidale', groups: ['Boarding Staff'] },
];

const homerooms: Record<number, { teacher: string; headOfYear: string }> = {
  7: { teacher: 'syd-hannah.reid', headOfYear: 'syd-marcus.lee' },
  8: { teacher: 'syd-hannah.reid', headOfYear: 'syd-marcus.lee' },
  9: { teacher: 'syd-teacher1', headOfYear: 'syd-tom.walsh' },
  10: { teacher: 'syd-marcus.lee', headOfYear: 'syd-tom.walsh' },
  11: { teacher: 'syd-hannah.reid', headOfYear: 'syd-marcus.lee' },
  12: { teacher: 'syd-tom.walsh', headOfYear: 'syd-marcus.lee' },
};

// directory id -> [STUDENT_NUMBER, year]
const students: Record<string, [string, number]> = {
  'syd-student1': ['20230141', 9],
  'syd-student2': ['20210087', 11],
  'syd-student3': ['20250212', 7],
  'syd-student4': ['20250219', 7],
  'syd-student5': ['20240175', 8],
  'syd-student6': ['20240183', 8],
  'syd-student7': ['20220109', 10],
  'syd-student8': ['20220116', 10],
  'syd-student9': ['20200058', 12],
  'arm-student10': ['20200064', 12],
};

export const CARER_LINKS = [
  { carer: 'syd-carer1', student: 'syd-student1', relationship: 'Parent' },
  { carer: 'syd-carer1', student: 'syd-student2', relationship: 'Parent' },
  { carer: 'syd-carer2', student: 'syd-student7', relationship: 'Parent' },
  { carer: 'arm-carer1', student: 'arm-student10', relationship: 'Parent' },
];

export interface SchoolIds {
  groups: Ids;
  /** directory id -> portal user documentId */
  users: Ids;
  /** directory id -> student documentId */
  students: Ids;
}

export interface StudentProfile {
  directoryId: string;
  username: string;
  name: string;
  studentNumber: string;
  year: number;
}

const personOf = (directoryId: string): PersonSeed => {
  const person = people.find((candidate) => directoryIdOf(candidate) === directoryId);
  if (!person) {
    throw new Error(`Unknown seeded person ${directoryId}`);
  }
  return person;
};

const fullName = (person: PersonSeed) => `${person.firstname} ${person.surname}`;

export const personName = (directoryId: string): string => fullName(personOf(directoryId));

export const usernameOf = (directoryId: string): string => personOf(directoryId).username;

export const studentProfile = (directoryId: string): StudentProfile => {
  const record = students[directoryId];
  if (!record) {
    throw new Error(`Unknown seeded student ${directoryId}`);
  }
  return { directoryId, username: usernameOf(directoryId), name: personName(directoryId), studentNumber: record[0], year: record[1] };
};

export const personEmail = (directoryId: string): string => emailOf(personOf(directoryId));

/** The legacy creator fields (users_*) of a record written by a seeded person. */
export const creatorFields = (users: Ids, directoryId: string) => {
  const person = personOf(directoryId);
  return {
    users_userid: idOf(users, directoryId),
    users_username: person.username,
    users_firstname: person.firstname,
    users_lastname: person.surname,
  };
};

/** The homeroom fields of a student record in a year group. */
export const homeroomContacts = (year: number) => {
  const homeroom = homerooms[year];
  if (!homeroom) {
    throw new Error(`No homeroom for year ${year}`);
  }
  const teacher = personOf(homeroom.teacher);
  const headOfYear = personOf(homeroom.headOfYear);
  return {
    homeroom_teacher: fullName(teacher),
    homeroom_teacher_email: staffEmail(teacher),
    head_of_year: fullName(headOfYear),
    head_of_year_email: staffEmail(headOfYear),
  };
};

export const homeroomTeacherName = (year: number): string => homeroomContacts(year).homeroom_teacher;

/** Settings come first: they mark the database as seeded (see seedDemoSchoolIfEmpty). */
export const seedSchoolSettings = async (ctx: SeedContext): Promise<void> => {
  for (const campus of CAMPUSES) {
    await ctx.create('api::school-setting.school-setting', schoolSettingsOf(campus));
  }
};

export const seedEmergencyBroadcasts = async (ctx: SeedContext): Promise<void> => {
  for (const { daysAgo, ...broadcast } of broadcasts) {
    const id = await ctx.create('api::emergency-broadcast.emergency-broadcast', broadcast);
    await ctx.setCreatedAt('api::emergency-broadcast.emergency-broadcast', id, shiftDays(ctx.now, -daysAgo));
  }
};

/** The school system's org of a campus, as the demo folder names it. */
export const orgOf = (campus: Campus) => `org-${campus}`;

/** Grades as OneRoster's CEDS codes: '07' ... '12'. */
const gradeOf = (year: number) => String(year).padStart(2, '0');

const yearGroupsOf = (person: PersonSeed) => person.groups.filter((group) => groups['Year Group']?.includes(group));

const roleOf = (person: PersonSeed): string => {
  if (person.type === 'student') return 'student';
  if (person.is_carer) return 'parent';
  return person.is_admin ? 'siteAdministrator' : 'teacher';
};

/**
 * The demo school's people as the school system would send them: a OneRoster 1.2 bulk
 * folder (orgs, users, roles; carers linked by the students' agentSourcedIds) with the
 * portal's group memberships and homerooms (cms/src/importer/README.md). Year groups are not
 * in the memberships: the importer derives them from grades, a carer's from their children.
 */
export const demoPeopleFolder = (): Record<string, CsvFile> => {
  for (const person of people) {
    const directoryId = directoryIdOf(person);
    const student = students[directoryId];
    const derived =
      person.type === 'student'
        ? [`Year ${student?.[1]}`]
        : CARER_LINKS.filter((link) => link.carer === directoryId).map((link) => `Year ${studentProfile(link.student).year}`);
    if (yearGroupsOf(person).join() !== derived.join()) {
      throw new Error(`Seed: ${directoryId}'s year groups are not those of their grade or children`);
    }
  }
  return {
    manifest: manifestOf({ orgs: 'bulk', users: 'bulk', roles: 'bulk' }),
    orgs: {
      columns: bindingColumns('orgs'),
      rows: CAMPUSES.map((campus) => ({ sourcedId: orgOf(campus), name: campusSchoolName(campus), type: 'school', identifier: campus })),
    },
    users: {
      columns: bindingColumns('users'),
      rows: people.map((person) => {
        const directoryId = directoryIdOf(person);
        const student = students[directoryId];
        return {
          sourcedId: directoryId,
          enabledUser: 'true',
          username: person.username,
          givenName: person.firstname,
          familyName: person.surname,
          identifier: student?.[0],
          email: emailOf(person),
          agentSourcedIds: CARER_LINKS.filter((link) => link.student === directoryId).map((link) => link.carer),
          grades: student ? [gradeOf(student[1])] : [],
          primaryOrgSourcedId: orgOf(person.campus ?? 'sydney'),
        };
      }),
    },
    roles: {
      columns: bindingColumns('roles'),
      rows: people.map((person) => ({
        sourcedId: `role-${directoryIdOf(person)}`,
        userSourcedId: directoryIdOf(person),
        roleType: 'primary',
        role: roleOf(person),
        orgSourcedId: orgOf(person.campus ?? 'sydney'),
      })),
    },
    groupMemberships: {
      columns: ['userSourcedId', 'groupName', 'groupType'],
      rows: people.flatMap((person) =>
        person.groups
          .filter((group) => !yearGroupsOf(person).includes(group))
          .map((groupName) => ({
            userSourcedId: directoryIdOf(person),
            groupName,
            groupType: Object.entries(groups).find(([, names]) => names.includes(groupName))?.[0],
          })),
      ),
    },
    homerooms: {
      columns: ['orgSourcedId', 'grade', 'homeroomTeacherSourcedId', 'headOfYearSourcedId'],
      // Armidale's Year 12 shares Sydney's homeroom staff.
      rows: [
        ...Object.entries(homerooms).map(([year, homeroom]) => ({ orgSourcedId: orgOf('sydney'), grade: gradeOf(Number(year)), homeroomTeacherSourcedId: homeroom.teacher, headOfYearSourcedId: homeroom.headOfYear })),
        { orgSourcedId: orgOf('armidale'), grade: gradeOf(12), homeroomTeacherSourcedId: homerooms[12]!.teacher, headOfYearSourcedId: homerooms[12]!.headOfYear },
      ],
    },
  };
};

/** Writes a generated folder (and its other files, such as report PDFs) to a temporary place, imports it, and removes it again. */
export const importGeneratedFolder = async (ctx: SeedContext, files: Record<string, CsvFile>, otherFiles: Record<string, Buffer> = {}): Promise<void> => {
  const folder = writeImportFolder(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seed-')), files, otherFiles);
  try {
    const result = await importSchoolFolder(ctx.strapi, folder);
    if (!result.ok) throw new Error(`Seed: the demo folder does not import:\n${describeErrors(result.errors).join('\n')}`);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
};

export const seedPeople = async (ctx: SeedContext): Promise<SchoolIds> => {
  const ids: SchoolIds = { groups: {}, users: {}, students: {} };

  // The portal's audience lists, all of them, in the admin's order; the import adds none.
  for (const [grouptype, names] of Object.entries(groups)) {
    for (const groupname of names) {
      ids.groups[groupname] = await ctx.create('api::group.group', { groupname, grouptype });
    }
  }

  // No issuer or subject: each person is linked at first sign-in through the directory claim.
  await importGeneratedFolder(ctx, demoPeopleFolder());

  const stored = (await ctx.strapi.db.query('api::portal-user.portal-user').findMany({
    where: { directory_id: { $in: people.map(directoryIdOf) } },
    select: ['documentId', 'directory_id'],
  })) as { documentId: string; directory_id: string }[];
  for (const user of stored) ids.users[user.directory_id] = user.documentId;
  const storedStudents = (await ctx.strapi.db.query('api::student.student').findMany({
    where: { STUDENT_NUMBER: { $in: Object.values(students).map(([studentNumber]) => studentNumber) } },
    select: ['documentId', 'STUDENT_NUMBER'],
  })) as { documentId: string; STUDENT_NUMBER: string }[];
  for (const [directoryId, [studentNumber]] of Object.entries(students)) {
    ids.students[directoryId] = idOf(Object.fromEntries(storedStudents.map((student) => [student.STUDENT_NUMBER, student.documentId])), studentNumber);
  }
  for (const person of people) idOf(ids.users, directoryIdOf(person));

  return ids;
};
