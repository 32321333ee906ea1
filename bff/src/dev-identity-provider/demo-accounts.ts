/**
 * The dev identity provider's directory: who may sign in when no campus issuer is configured.
 * Their portal records (groups, students, editor rights) come from the CMS seed; the claims
 * here are the identity attributes a campus provider would send (spec 2.3).
 */
export type DemoAccount = {
  username: string;
  password: string;
  given_name: string;
  family_name: string;
  email: string;
  role: 'student' | 'affiliate' | 'faculty';
  orgUnit: string;
  carerNumber?: string;
  note: string;
};

export const DEMO_PASSWORD = 'demo';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'carer1',
    password: DEMO_PASSWORD,
    given_name: 'Jordan',
    family_name: 'Taylor',
    email: 'carer1@example.edu.au',
    role: 'affiliate',
    orgUnit: 'Parents',
    carerNumber: 'C10001',
    note: 'carer of two students',
  },
  {
    username: 'student1',
    password: DEMO_PASSWORD,
    given_name: 'Mia',
    family_name: 'Taylor',
    email: 'student1@example.edu.au',
    role: 'student',
    orgUnit: 'Year 9',
    note: 'student, year 9',
  },
  {
    username: 'teacher1',
    password: DEMO_PASSWORD,
    given_name: 'Priya',
    family_name: 'Sharma',
    email: 'teacher1@example.edu.au',
    role: 'faculty',
    orgUnit: 'Staff',
    note: 'teacher',
  },
  {
    username: 'admin1',
    password: DEMO_PASSWORD,
    given_name: 'Daniel',
    family_name: 'Okafor',
    email: 'admin1@example.edu.au',
    role: 'faculty',
    orgUnit: 'Administration',
    note: 'staff with admin rights',
  },
  {
    username: 'editor1',
    password: DEMO_PASSWORD,
    given_name: 'Grace',
    family_name: 'Liu',
    email: 'editor1@example.edu.au',
    role: 'faculty',
    orgUnit: 'Staff',
    note: 'staff, editor of one place',
  },
];

export function findDemoAccount(username: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.username === username);
}

/** The claims a token for this account carries (no password, obviously). */
export function claimsOf(account: DemoAccount) {
  return {
    sub: account.username,
    username: account.username,
    email: account.email,
    given_name: account.given_name,
    family_name: account.family_name,
    role: account.role,
    orgUnit: account.orgUnit,
    ...(account.carerNumber ? { carerNumber: account.carerNumber } : {}),
  };
}
