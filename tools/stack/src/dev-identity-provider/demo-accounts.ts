import { createHash } from 'node:crypto';
import type { Campus, UserType } from '@portal/contract';

/**
 * The dev identity providers' directories, one per campus: who may sign in when no campus
 * issuer is configured. Their portal records (groups, students, editor rights) come from the
 * CMS seed, linked at first sign-in through `sourcedId` (the school system's id, which the
 * seed stores as `directory_id`); the claims here are what a campus provider would send
 * (spec 2.3).
 *
 * The same username on both campuses is on purpose: carer1 at Armidale is not carer1 at
 * Sydney, and the portal must tell them apart by issuer and subject.
 */
export type DemoAccount = {
  campus: Campus;
  username: string;
  password: string;
  given_name: string;
  family_name: string;
  email: string;
  role: UserType;
  orgUnit: string;
  carerNumber?: string;
  note: string;
};

export const DEMO_PASSWORD = 'demo';

/** The claim that links a first sign-in to its directory record (README: *_OIDC_DIRECTORY_CLAIM). */
export const DEMO_DIRECTORY_CLAIM = 'sourcedId';

const account = (campus: Campus, fields: Omit<DemoAccount, 'campus' | 'password'>): DemoAccount => ({ campus, password: DEMO_PASSWORD, ...fields });

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('sydney', {
    username: 'carer1',
    given_name: 'Jordan',
    family_name: 'Taylor',
    email: 'carer1@example.edu.au',
    role: 'affiliate',
    orgUnit: 'Parents',
    carerNumber: 'C10001',
    note: 'carer of two students',
  }),
  account('sydney', {
    username: 'carer2',
    given_name: 'Sam',
    family_name: 'Wilson',
    email: 'carer2@example.edu.au',
    role: 'affiliate',
    orgUnit: 'Parents',
    carerNumber: 'C10002',
    note: 'carer of a Year 10 student',
  }),
  account('sydney', {
    username: 'student1',
    given_name: 'Mia',
    family_name: 'Taylor',
    email: 'student1@example.edu.au',
    role: 'student',
    orgUnit: 'Year 9',
    note: 'student, year 9',
  }),
  account('sydney', {
    username: 'teacher1',
    given_name: 'Priya',
    family_name: 'Sharma',
    email: 'teacher1@example.edu.au',
    role: 'faculty',
    orgUnit: 'Staff',
    note: 'teacher',
  }),
  account('sydney', {
    username: 'admin1',
    given_name: 'Daniel',
    family_name: 'Okafor',
    email: 'admin1@example.edu.au',
    role: 'faculty',
    orgUnit: 'Administration',
    note: 'staff with admin rights',
  }),
  account('sydney', {
    username: 'editor1',
    given_name: 'Grace',
    family_name: 'Liu',
    email: 'editor1@example.edu.au',
    role: 'faculty',
    orgUnit: 'Staff',
    note: 'staff, editor of one place',
  }),
  account('armidale', {
    username: 'carer1',
    given_name: 'Amira',
    family_name: 'Ahmed',
    email: 'amira.ahmed@example.edu.au',
    role: 'affiliate',
    orgUnit: 'Parents',
    carerNumber: 'C20001',
    note: 'carer of an Armidale student (not Sydney\'s carer1)',
  }),
  account('armidale', {
    username: 'admin1',
    given_name: 'Liam',
    family_name: 'Brennan',
    email: 'liam.brennan@example.edu.au',
    role: 'faculty',
    orgUnit: 'Administration',
    note: 'Armidale staff with admin rights',
  }),
];

export function demoAccountsOf(campus: Campus): DemoAccount[] {
  return DEMO_ACCOUNTS.filter((candidate) => candidate.campus === campus);
}

/**
 * A stable, opaque subject: providers never use the username as `sub`, and neither does
 * this one, so nothing in the portal can get away with treating them as the same.
 */
export function subjectOf(demo: DemoAccount): string {
  return createHash('sha256').update(`${demo.campus}:${demo.username}`).digest('hex').slice(0, 24);
}

/** The seed's directory id of this person (cms/src/seed: `syd-<username>` / `arm-<username>`). */
export function directoryIdOf(demo: DemoAccount): string {
  return `${demo.campus === 'sydney' ? 'syd' : 'arm'}-${demo.username}`;
}

/** The claims a token for this account carries (no password, obviously). */
export function claimsOf(demo: DemoAccount) {
  return {
    sub: subjectOf(demo),
    username: demo.username,
    email: demo.email,
    given_name: demo.given_name,
    family_name: demo.family_name,
    role: demo.role,
    orgUnit: demo.orgUnit,
    [DEMO_DIRECTORY_CLAIM]: directoryIdOf(demo),
    ...(demo.carerNumber ? { carerNumber: demo.carerNumber } : {}),
  };
}
