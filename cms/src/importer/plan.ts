import { CAMPUSES, isCampus, languageOfTag, type Campus, type Language, type OneRosterRole, type OneRosterRoleRow, type OneRosterUserRow } from '@portal/contract';
import { CAMPUS_ORGS_SETTING } from './campus-orgs';
import type { ExtraFile, ImportFolder, Mode } from './read-folder';
import type { Row, RowError } from './rows';
import { recordFiles, type RecordFile } from './record-files';
import { NOTHING_RESTRICTED, pairKey, planCarerRestrictions, type CarerRestrictionsPlan, type RestrictionsKnown } from './carer-restrictions';

const CARER_ROLES: readonly string[] = ['parent', 'guardian', 'relative'] satisfies OneRosterRole[];
const ADMIN_ROLES: readonly string[] = ['districtAdministrator', 'siteAdministrator', 'systemAdministrator'] satisfies OneRosterRole[];

/** The portal person a OneRoster user becomes (README: "How OneRoster maps to the portal"). */
export interface PersonPlan {
  line: number;
  directoryId: string;
  campus: Campus;
  username: string;
  firstname: string;
  surname: string;
  email: string | null;
  type: 'student' | 'affiliate' | 'faculty';
  is_carer: boolean;
  is_admin: boolean;
  active: boolean;
  /** 'Parent', 'Guardian' or 'Relative' for a carer. */
  relationship: string | null;
  /** Students only: users.identifier and the year of users.grades. */
  studentNumber: string | null;
  year: number | null;
  /** The groups of groupMemberships.csv; null when the folder has no such file. */
  groups: { name: string; type: string }[] | null;
  /**
   * The portal's language for users.csv's `metadata.language` tag; null when the row gives none
   * or a language the portal does not have yet (nothing to change then).
   */
  language: Language | null;
  /** users.userIds, the person's ids in other systems ({LDAP:jsmith}); null when none; undefined: as stored (no users.csv row). */
  userIds?: { type: string; id: string }[] | null;
  /** The row's extension columns (metadata.*) as the school system sent them; null when none; undefined: as stored. */
  metadata?: Record<string, string> | null;
  /** Every role of the person, at every org, as the school system has sent them; undefined: as stored. */
  roles?: StoredRole[];
}

/** A role as the portal keeps it with the person (roles.csv's row, its cells the binding's). */
export interface StoredRole {
  sourcedId: string;
  roleType: string;
  role: string;
  orgSourcedId: string;
  beginDate?: string;
  endDate?: string;
  userProfileSourcedId?: string;
}

const storedRoleOf = (row: OneRosterRoleRow): StoredRole => ({
  sourcedId: row.sourcedId,
  roleType: row.roleType,
  role: row.role,
  orgSourcedId: row.orgSourcedId,
  ...(row.beginDate ? { beginDate: row.beginDate } : {}),
  ...(row.endDate ? { endDate: row.endDate } : {}),
  ...(row.userProfileSourcedId ? { userProfileSourcedId: row.userProfileSourcedId } : {}),
});

/** users.userIds' `{type:id}` items (the binding's format, checked before) as pairs. */
const userIdsOf = (cell: string | undefined): PersonPlan['userIds'] => {
  const items = (cell ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  if (items.length === 0) return null;
  return items.map((item) => {
    const inner = item.slice(1, -1);
    const colon = inner.indexOf(':');
    return { type: inner.slice(0, colon), id: inner.slice(colon + 1) };
  });
};

export interface LinkPlan {
  carer: string;
  /** The campus of the carer's record the link is made to: the child's, when the carer has a record there. */
  carerCampus: Campus;
  student: string;
  relationship: string;
}

export interface ImportPlan {
  usersMode: Mode | null;
  /** The campuses of the folder's schools: a bulk users file speaks for all of their people. */
  campuses: Campus[];
  people: PersonPlan[];
  /** Directory ids of users.csv rows with status tobedeleted. */
  deletedPeople: string[];
  /** Every carer link of the students in users.csv (their whole list: others are removed), restricted pairs left out. */
  links: LinkPlan[];
  /** The court orders (carerRestrictions.csv, or the stored ones when the folder has none). */
  carerRestrictions: CarerRestrictionsPlan;
  /** Pairs of agentSourcedIds not linked because a restriction is in force. */
  linksNotMade: number;
  /** (campus, grade) -> the directory ids of the homeroom teacher and head of year. */
  homerooms: Map<string, { teacher: string; headOfYear: string }>;
  extras: ImportFolder['extras'];
  /** The records of each record file (record-files.ts) present: a row each, or one per key of a listed file. */
  records: Partial<Record<ExtraFile, Row<Record<string, unknown>>[]>>;
  /** Rows of users.csv the portal does not use: people with roles only at orgs that are no campus. */
  usersNotUsed: number;
  /** Records of people at campuses their roles no longer give (a delta removed the role): deactivated. */
  leftCampuses: { directoryId: string; campus: Campus }[];
}

export const homeroomKey = (campus: string, year: number) => `${campus}:${year}`;

/** OneRoster grades are CEDS codes: '07', '12', 'KG'... */
const yearOfGrade = (grade: string | undefined): number | null => {
  if (grade === 'KG') return 0;
  return grade !== undefined && /^\d{1,2}$/.test(grade) ? Number(grade) : null;
};

const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * The records of a file of one row per list item: the rows of one key become one record (at
 * its first row's line) with the list of their items; rows that disagree on the record's own
 * cells are errors, as the school system meant one thing by them.
 */
const oneRecordPerKey = (file: RecordFile, rows: readonly Row<Record<string, unknown>>[], errors: RowError[]): Row<Record<string, unknown>>[] => {
  const listed = file.listed!;
  const keyColumns = [...(file.ofStudent ? ['STUDENT_NUMBER'] : []), ...file.key];
  const records = new Map<string, Row<Record<string, unknown>>>();
  for (const { line, row } of rows) {
    const key = JSON.stringify(keyColumns.map((column) => row[column]));
    const item = listed.itemOf(row);
    const record = records.get(key);
    if (!record) {
      records.set(key, { line, row: { ...row, [listed.field]: item ? [item] : [] } });
      continue;
    }
    const differing = ['status', ...listed.shared].find((column) => JSON.stringify(record.row[column]) !== JSON.stringify(row[column]));
    if (differing) {
      errors.push({ file: `${file.name}.csv`, line, column: differing, reason: `differs from line ${record.line} (the rows of one ${keyColumns.join(' and ')} are one record)` });
    } else if (item) {
      (record.row[listed.field] as unknown[]).push(item);
    }
  }
  return [...records.values()];
};

/** Where a person belongs and as what: their campus, type, carer and admin flags. */
export type Placement = Pick<PersonPlan, 'campus' | 'type' | 'is_carer' | 'is_admin' | 'relationship'>;

/**
 * A person's placements from their roles at the campuses: one per campus they have a role at,
 * the primary role's campus first (a carer with children at both campuses, a teacher at both),
 * each from that campus's roles only, so each campus sees the person as it knows them.
 */
const placementsOf = (own: readonly StoredRole[], campusOfOrg: ReadonlyMap<string, Campus>): Placement[] => {
  const byCampus = new Map<Campus, StoredRole[]>();
  const primaryFirst = [...own].sort((a, b) => Number(b.roleType === 'primary') - Number(a.roleType === 'primary'));
  for (const role of primaryFirst) {
    const campus = campusOfOrg.get(role.orgSourcedId);
    if (campus) byCampus.set(campus, [...(byCampus.get(campus) ?? []), role]);
  }
  return [...byCampus].map(([campus, roles]) => {
    const main = roles[0]!.role;
    const roleNames = roles.map((role) => role.role);
    const carerRole = roleNames.find((role) => CARER_ROLES.includes(role));
    return {
      campus,
      type: main === 'student' ? 'student' : carerRole && main === carerRole ? 'affiliate' : 'faculty',
      is_carer: carerRole !== undefined,
      is_admin: roleNames.some((role) => ADMIN_ROLES.includes(role)),
      relationship: carerRole ? titleCase(carerRole) : null,
    };
  });
};

/** A person's record as the portal has it: what a delta that leaves out their users.csv row or their roles keeps. */
export interface StoredPerson extends Placement {
  username: string;
  firstname: string;
  surname: string;
  email: string | null;
  active: boolean;
  /** The roles the school system sent last; null for a record imported before roles were kept. */
  roles: StoredRole[] | null;
}

/** What the portal already holds that a package may refer to, and the campuses' orgs. */
export interface KnownRecords {
  directoryIds: ReadonlySet<string>;
  studentNumbers: ReadonlySet<string>;
  usernames: ReadonlySet<string>;
  restrictions: RestrictionsKnown;
  /** Each stored person's records by directory id (one per campus): a delta may change a person without their row or roles. */
  people: ReadonlyMap<string, readonly StoredPerson[]>;
  /** ONEROSTER_CAMPUS_ORGS (campus-orgs.ts), or null to take a school org's identifier as its campus. */
  campusOrgs: ReadonlyMap<string, Campus> | null;
}

/** An empty portal: nothing stored, no court order, campuses by the orgs' identifiers. */
export const NOTHING_KNOWN: KnownRecords = {
  directoryIds: new Set(),
  studentNumbers: new Set(),
  usernames: new Set(),
  restrictions: NOTHING_RESTRICTED,
  people: new Map(),
  campusOrgs: null,
};

/**
 * Checks what no single row can: references between files, and builds what the writer
 * needs. `known` answers for records already in the portal (delta files refer to them).
 */
export const planImport = (
  folder: ImportFolder,
  known: KnownRecords,
): { ok: true; plan: ImportPlan } | { ok: false; errors: RowError[] } => {
  const errors: RowError[] = [];
  const { orgs, users, roles } = folder.oneRoster;

  // Which school org is which campus: ONEROSTER_CAMPUS_ORGS when set, else the org's identifier.
  const campusOfOrg = new Map<string, Campus>(known.campusOrgs ?? []);
  if (!known.campusOrgs) {
    for (const { line, row } of orgs) {
      if (row.type !== 'school' || row.status !== 'active') continue;
      if (isCampus(row.identifier)) campusOfOrg.set(row.sourcedId, row.identifier);
      else
        errors.push({
          file: 'orgs.csv',
          line,
          column: 'identifier',
          reason: `school ${row.sourcedId}: must be a portal campus (${CAMPUSES.join(', ')}), or set ${CAMPUS_ORGS_SETTING} to say which school org is which campus`,
        });
    }
  }

  const userRows = new Map<string, Row<OneRosterUserRow>>();
  for (const entry of users) userRows.set(entry.row.sourcedId, entry);

  // A person's roles: a bulk roles.csv gives them all; a delta changes the stored ones role by
  // role (its sourcedId); without roles.csv they stay as stored. Null: none stored (a record
  // imported before roles were kept) and none given.
  const rolesMode = folder.modes.roles ?? null;
  const rolesGiven = new Map<string, OneRosterRoleRow[]>();
  const firstRoleLine = new Map<string, number>();
  for (const { row, line } of roles) {
    rolesGiven.set(row.userSourcedId, [...(rolesGiven.get(row.userSourcedId) ?? []), row]);
    if (!firstRoleLine.has(row.userSourcedId)) firstRoleLine.set(row.userSourcedId, line);
  }
  const rolesFor = (directoryId: string): StoredRole[] | null => {
    const stored = known.people.get(directoryId)?.find((record) => record.roles !== null)?.roles ?? null;
    const given = rolesGiven.get(directoryId) ?? [];
    if (rolesMode === 'bulk') return given.filter((row) => row.status === 'active').map(storedRoleOf);
    if (given.length === 0) return stored;
    const merged = new Map((stored ?? []).map((role) => [role.sourcedId, role]));
    for (const row of given) {
      if (row.status === 'tobedeleted') merged.delete(row.sourcedId);
      else merged.set(row.sourcedId, storedRoleOf(row));
    }
    return [...merged.values()];
  };

  const memberships = folder.extras.groupMemberships;
  const groupsOf = new Map<string, { name: string; type: string }[]>();
  for (const { line, row } of memberships ?? []) {
    if (!userRows.has(row.userSourcedId) && !known.directoryIds.has(row.userSourcedId)) {
      errors.push({ file: 'groupMemberships.csv', line, column: 'userSourcedId', reason: `${row.userSourcedId} is neither in users.csv nor in the portal` });
    }
    groupsOf.set(row.userSourcedId, [...(groupsOf.get(row.userSourcedId) ?? []), { name: row.groupName, type: row.groupType }]);
  }

  const people: PersonPlan[] = [];
  const deletedPeople: string[] = [];
  /** Users whose roles are all at orgs that are no campus of the portal. */
  let usersNotUsed = 0;
  const packageOrgIds = new Set(orgs.map(({ row }) => row.sourcedId));
  // The campuses the package speaks for: those of its schools (a bulk users.csv deactivates their people it leaves out).
  const packageOrgs = [...orgs, ...roles].filter(({ row }) => row.status === 'active').map(({ row }) => ('orgSourcedId' in row ? row.orgSourcedId : row.sourcedId));
  const campuses = [...new Set(packageOrgs.flatMap((org) => campusOfOrg.get(org) ?? []))];

  /** A stored person's records at campuses their roles no longer give: deactivated, as a bulk file's people it leaves out. */
  const leftCampuses: { directoryId: string; campus: Campus }[] = [];
  /** Where a person belongs: their roles at the campuses, or (no roles known) where the portal has them. */
  const placeOf = (directoryId: string) => {
    const stored = known.people.get(directoryId) ?? [];
    // Roles at an org whose campus cannot be told here (no ONEROSTER_CAMPUS_ORGS, and the org not in
    // this package's orgs.csv) place nobody: the person stays where the portal has them.
    const rolesKnown = rolesFor(directoryId);
    const placeable = rolesKnown !== null && (known.campusOrgs !== null || rolesKnown.every((role) => packageOrgIds.has(role.orgSourcedId)));
    const own = placeable || stored.length === 0 ? rolesKnown : null;
    const placements = own === null ? stored.map(({ campus, type, is_carer, is_admin, relationship }) => ({ campus, type, is_carer, is_admin, relationship })) : placementsOf(own, campusOfOrg);
    // Only where this package speaks: its schools' campuses, and those of the person's roles it changes.
    const spoken = new Set([...campuses, ...(rolesGiven.get(directoryId) ?? []).flatMap((row) => campusOfOrg.get(row.orgSourcedId) ?? [])]);
    if (own !== null) {
      for (const record of stored) {
        if (spoken.has(record.campus) && !placements.some((placement) => placement.campus === record.campus)) leftCampuses.push({ directoryId, campus: record.campus });
      }
    }
    return { roles: rolesKnown, placements, elsewhere: (own ?? []).some((role) => !campusOfOrg.has(role.orgSourcedId)) };
  };

  for (const { line, row, metadata } of users) {
    if (row.status === 'tobedeleted') {
      deletedPeople.push(row.sourcedId);
      continue;
    }
    const { roles: own, placements, elsewhere } = placeOf(row.sourcedId);
    if (placements.length === 0) {
      if (elsewhere) usersNotUsed += 1;
      else errors.push({ file: 'users.csv', line, reason: `user ${row.sourcedId} has no role in roles.csv, and the portal does not have them yet` });
      continue;
    }
    const isStudent = placements[0]!.type === 'student';
    const year = yearOfGrade(row.grades[0]);
    if (isStudent && !row.identifier) {
      errors.push({ file: 'users.csv', line, column: 'identifier', reason: `student ${row.sourcedId}: the STUDENT_NUMBER is required` });
    }
    if (isStudent && year === null) {
      errors.push({ file: 'users.csv', line, column: 'grades', reason: `student ${row.sourcedId}: must hold the year group (e.g. 09)` });
    }
    placements.forEach((placement, index) => {
      const asStudent = placement.type === 'student';
      people.push({
        line,
        directoryId: row.sourcedId,
        ...placement,
        username: row.username,
        firstname: row.preferredGivenName ?? row.givenName,
        surname: row.preferredFamilyName ?? row.familyName,
        email: row.email ?? null,
        active: row.enabledUser,
        // One student record per STUDENT_NUMBER: the primary campus's.
        studentNumber: asStudent && index === 0 ? (row.identifier ?? null) : null,
        year: asStudent ? year : null,
        groups: memberships ? (groupsOf.get(row.sourcedId) ?? []) : null,
        language: row['metadata.language'] === undefined ? null : languageOfTag(row['metadata.language']),
        userIds: userIdsOf(row.userIds),
        metadata: metadata && Object.keys(metadata).length > 0 ? metadata : null,
        ...(own === null ? {} : { roles: own }),
      });
    });
  }

  // A delta's roles of people the portal has, without their users.csv row: their records follow the roles.
  for (const directoryId of rolesGiven.keys()) {
    const stored = known.people.get(directoryId);
    if (userRows.has(directoryId) || !stored || rolesMode !== 'delta') continue;
    const { roles: own, placements } = placeOf(directoryId);
    const base = stored[0]!;
    for (const placement of placements) {
      people.push({
        line: firstRoleLine.get(directoryId)!,
        directoryId,
        ...placement,
        username: base.username,
        firstname: base.firstname,
        surname: base.surname,
        email: base.email,
        active: base.active,
        // Their student record and year stay as they are: those come with their users.csv row.
        studentNumber: null,
        year: null,
        groups: memberships ? (groupsOf.get(directoryId) ?? []) : null,
        language: null,
        ...(own === null ? {} : { roles: own }),
      });
    }
  }

  /** Each person's record at their primary campus; a carer's link goes to their record at the child's campus when they have one. */
  const personOf = new Map<string, PersonPlan>();
  const personAt = new Map<string, PersonPlan>();
  for (const person of people) {
    if (!personOf.has(person.directoryId)) personOf.set(person.directoryId, person);
    personAt.set(`${person.campus}:${person.directoryId}`, person);
  }
  const studentNumbers = new Set<string>();
  for (const person of people) {
    if (person.studentNumber) {
      if (studentNumbers.has(person.studentNumber)) {
        errors.push({ file: 'users.csv', line: person.line, column: 'identifier', reason: `${person.studentNumber} is another student's STUDENT_NUMBER too` });
      }
      studentNumbers.add(person.studentNumber);
    }
  }

  // agentSourcedIds may be written on either side (OneRoster allows both); a link is one pair.
  const links = new Map<string, LinkPlan>();
  const addLink = (carerId: string, studentId: string, line: number) => {
    const carer = personOf.get(carerId);
    const student = personOf.get(studentId);
    if (!student || student.type !== 'student') return;
    if (!carer) {
      errors.push({ file: 'users.csv', line, column: 'agentSourcedIds', reason: `${carerId} is not a carer in users.csv` });
      return;
    }
    if (!carer.is_carer) {
      errors.push({ file: 'users.csv', line, column: 'agentSourcedIds', reason: `${carerId} has no parent, guardian or relative role` });
      return;
    }
    const atStudentsCampus = personAt.get(`${student.campus}:${carerId}`);
    const carerCampus = atStudentsCampus ? student.campus : carer.campus;
    links.set(pairKey(carerId, studentId), { carer: carerId, carerCampus, student: studentId, relationship: (atStudentsCampus ?? carer).relationship ?? 'Parent' });
  };
  for (const { line, row } of users) {
    if (row.status === 'tobedeleted') continue;
    const person = personOf.get(row.sourcedId);
    for (const agent of row.agentSourcedIds) {
      if (person?.type === 'student') {
        addLink(agent, row.sourcedId, line);
      } else if (person?.is_carer) {
        if (personOf.get(agent)?.type === 'student') addLink(row.sourcedId, agent, line);
        else errors.push({ file: 'users.csv', line, column: 'agentSourcedIds', reason: `${agent} is not a student in users.csv` });
      }
    }
  }

  // A court order outweighs agentSourcedIds: a restricted pair is never linked.
  const carerRestrictions = planCarerRestrictions(folder.extras.carerRestrictions, { personOf, campuses }, known.restrictions, errors);
  let linksNotMade = 0;
  for (const key of [...links.keys()]) {
    if (carerRestrictions.inForce.has(key)) {
      links.delete(key);
      linksNotMade += 1;
    }
  }

  const homerooms = new Map<string, { teacher: string; headOfYear: string }>();
  for (const { line, row } of folder.extras.homerooms ?? []) {
    const campus = campusOfOrg.get(row.orgSourcedId);
    const year = yearOfGrade(row.grade);
    if (!campus) errors.push({ file: 'homerooms.csv', line, column: 'orgSourcedId', reason: `${row.orgSourcedId} is not a campus's school (orgs.csv, or ${CAMPUS_ORGS_SETTING})` });
    if (year === null) errors.push({ file: 'homerooms.csv', line, column: 'grade', reason: `${row.grade} is not a year group` });
    for (const column of ['homeroomTeacherSourcedId', 'headOfYearSourcedId'] as const) {
      const teacher = row[column];
      if (!personOf.has(teacher) && !known.directoryIds.has(teacher)) {
        errors.push({ file: 'homerooms.csv', line, column, reason: `${teacher} is neither in users.csv nor in the portal` });
      }
    }
    if (campus && year !== null) homerooms.set(homeroomKey(campus, year), { teacher: row.homeroomTeacherSourcedId, headOfYear: row.headOfYearSourcedId });
  }

  // The portal's record files refer to students by STUDENT_NUMBER, timetables by username.
  const byStudentNumber: ExtraFile[] = ['attendance', 'learningBehaviours', 'learningGoals', 'homeroomComments', 'academicReports', 'yearInfo', 'financialInfo'];
  for (const name of byStudentNumber) {
    for (const { line, row } of (folder.extras[name] ?? []) as Row<{ STUDENT_NUMBER: string; status: string }>[]) {
      if (row.status !== 'tobedeleted' && !studentNumbers.has(row.STUDENT_NUMBER) && !known.studentNumbers.has(row.STUDENT_NUMBER)) {
        errors.push({ file: `${name}.csv`, line, column: 'STUDENT_NUMBER', reason: `${row.STUDENT_NUMBER} is neither in users.csv nor in the portal` });
      }
    }
  }
  const usernames = new Set(people.map((person) => person.username));
  for (const { line, row } of folder.extras.timetables ?? []) {
    if (row.status !== 'tobedeleted' && !usernames.has(row.username) && !known.usernames.has(row.username)) {
      errors.push({ file: 'timetables.csv', line, column: 'username', reason: `${row.username} is neither in users.csv nor in the portal` });
    }
  }

  const records: ImportPlan['records'] = {};
  for (const file of recordFiles) {
    const rows = folder.extras[file.name] as Row<Record<string, unknown>>[] | undefined;
    if (rows) records[file.name] = file.listed ? oneRecordPerKey(file, rows, errors) : rows;
  }

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    plan: {
      usersMode: folder.modes.users ?? null,
      campuses,
      people,
      deletedPeople,
      links: [...links.values()],
      carerRestrictions,
      linksNotMade,
      homerooms,
      extras: folder.extras,
      records,
      usersNotUsed,
      leftCampuses,
    },
  };
};
