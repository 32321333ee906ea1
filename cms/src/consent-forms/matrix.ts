import type { Core } from '@strapi/strapi';
import {
  FORM_SIGNER_STATUSES,
  fullNameOf,
  isInFormAudience,
  isSameName,
  requiredSignersOf,
  type Campus,
  type FormMatrixRecord,
  type FormMatrixRowRecord,
  type FormMatrixSignerRecord,
  type FormSignerStatus,
} from '@portal/contract';
import {
  CONSENT_FORM,
  FORM_EVENT,
  FORM_RESPONSE,
  STUDENT,
  isoOf,
  type ConsentFormRecord,
  type FormResponseRecord,
  type StoredTime,
} from './records';
import { FormRefused } from './refusals';
import { countingFromOf } from './standing';

/**
 * The staff matrix of a permission form (issue 30, step 2): one row per student of its audience,
 * each required signer (and anyone else who answered for the student) with where they stand.
 * Unfiltered, with each row's year and groups: the BFF filters and counts for the admin.
 *
 * A form for a whole campus has thousands of signers, so everything is read in bulk, in a
 * handful of queries (ids go a thousand to a query): the audience's students with their accounts
 * and groups, their carers' links and the carers, the form's answers, and who viewed it (grouped
 * by the database). Nothing is read per student.
 */

const CARER_STUDENT = 'api::carer-student.carer-student';
const PORTAL_USER = 'api::portal-user.portal-user';
const GROUP = 'api::group.group';

/** What the matrix shows of a person: their name and address. */
type Person = {
  documentId: string;
  username: string | null;
  firstname: string | null;
  surname: string | null;
  email: string | null;
  campus: Campus | null;
};
const PERSON_FIELDS = ['documentId', 'username', 'firstname', 'surname', 'email', 'campus'];

type StudentRow = {
  id: number;
  documentId: string;
  STUDENT_NUMBER: string | null;
  student: string | null;
  username: string | null;
  form_run: number | null;
  /** The student's portal account (a signing student), and the names of its groups, sorted. */
  portal_user: Person | null;
  groupNames: string[];
};

const RESPONSE_FIELDS = [
  'id',
  'documentId',
  'student',
  'version',
  'signer',
  'signer_email',
  'signer_name',
  'answers',
  'declined',
  'method',
  'signed_at',
  'withdrawn_at',
  'recorded_by',
  'note',
  'signed_copy',
] as const satisfies readonly (keyof FormResponseRecord)[];
type Answer = Pick<FormResponseRecord, (typeof RESPONSE_FIELDS)[number]>;

/**
 * A signer as the CMS answers the BFF: the contract's record but for the signed copy's link, which
 * the BFF signs, and the paper answer's recorder's name, which the BFF reads; and with what it signs it from: the standing answer whose answers are shown
 * (`response`) and the key of its signed copy once the job has made it (both null otherwise).
 */
export type MatrixSigner = Omit<FormMatrixSignerRecord, 'signed_copy_url' | 'recorded_by_name'> & {
  response: string | null;
  signed_copy: string | null;
};
export type MatrixRow = Omit<FormMatrixRowRecord, 'signers'> & { signers: MatrixSigner[] };
export type FormMatrixRows = Omit<FormMatrixRecord, 'rows'> & { rows: MatrixRow[] };

/** Items by key, each list in the items' order. */
function groupedBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const nameOf = (person: Person) => fullNameOf(person) || person.username || '';
const emailKey = (email: string) => `email:${email.toLowerCase()}`;

/**
 * The students of the form's audience on its campus, with their account (a signing student) and its
 * groups, read through the link tables (accountsOf): Strapi populating the account and its groups
 * took several times as long as the students themselves.
 */
async function audienceOf(strapi: Core.Strapi, form: ConsentFormRecord): Promise<StudentRow[]> {
  const { user_types: userTypes = [], years, groups, students } = form.audience;
  // A user type names every student of the campus; else the database narrows to the audience's
  // years, numbers and groups. The contract's rule decides.
  const anyOf = [
    ...(years.length > 0 ? [{ form_run: { $in: [...years] } }] : []),
    ...(students.length > 0 ? [{ STUDENT_NUMBER: { $in: [...students] } }] : []),
    ...(groups.length > 0 ? [{ portal_user: { groups: { groupname: { $in: [...groups] } } } }] : []),
  ];
  if (userTypes.length === 0 && anyOf.length === 0) return [];
  const rows = (await strapi.db.query(STUDENT).findMany({
    where: { campus: form.campus, ...(userTypes.length === 0 && { $or: anyOf }) },
    select: ['id', 'documentId', 'STUDENT_NUMBER', 'student', 'username', 'form_run'],
  })) as Omit<StudentRow, 'portal_user' | 'groupNames'>[];
  // A student in several of the audience's groups may come once per group.
  const seen = new Set<number>();
  const unique = rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
  const accounts = await accountsOf(
    strapi,
    unique.map((row) => row.id),
  );
  return unique.flatMap((row) => {
    const account = accounts.get(row.id);
    const student: StudentRow = {
      id: row.id,
      documentId: row.documentId,
      STUDENT_NUMBER: row.STUDENT_NUMBER,
      student: row.student,
      username: row.username,
      form_run: row.form_run,
      portal_user: account?.person ?? null,
      groupNames: account?.groupNames ?? [],
    };
    const inAudience = isInFormAudience(form.audience, {
      STUDENT_NUMBER: row.STUDENT_NUMBER ?? '',
      form_run: row.form_run,
      groupNames: student.groupNames,
    });
    return inAudience ? [student] : [];
  });
}

const groupNamesOf = (row: StudentRow): string[] => row.groupNames;

/** A relation's link table, as Strapi's metadata names it and its columns. */
type LinkTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
const linkTableOf = (strapi: Core.Strapi, uid: string, relation: string): LinkTable =>
  (strapi.db.metadata.get(uid).attributes[relation] as unknown as { joinTable: LinkTable }).joinTable;

/** Ids per `IN (…)`: well within SQLite's and PostgreSQL's limits on a statement's parameters. */
const IN_CHUNK = 1000;
const chunked = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / IN_CHUNK) }, (_, index) => items.slice(index * IN_CHUNK, (index + 1) * IN_CHUNK));

/** People by row id (of `campus` only, when given), a thousand ids to a query. */
async function peopleById(strapi: Core.Strapi, ids: readonly number[], campus?: Campus): Promise<Map<number, Person>> {
  const people = new Map<number, Person>();
  for (const part of chunked(ids)) {
    const rows = (await strapi.db.query(PORTAL_USER).findMany({
      where: { id: { $in: part }, ...(campus ? { campus } : {}) },
      select: ['id', ...PERSON_FIELDS],
    })) as (Person & { id: number })[];
    for (const row of rows) people.set(row.id, row);
  }
  return people;
}

/** The students' portal accounts and their groups' names (sorted), by student row id: the link tables, then the accounts by id. */
async function accountsOf(
  strapi: Core.Strapi,
  studentIds: readonly number[],
): Promise<Map<number, { person: Person; groupNames: string[] }>> {
  const toAccount = linkTableOf(strapi, STUDENT, 'portal_user');
  const toGroup = linkTableOf(strapi, PORTAL_USER, 'groups');
  const groupTable = strapi.db.metadata.get(GROUP).tableName;
  const accountColumn = `${toGroup.name}.${toGroup.joinColumn.name}`;
  // In a transaction, to join the caller's if there is one (SQLite has a single connection).
  const { accountOf, groupsOf } = await strapi.db.transaction(async ({ trx }) => {
    const accountOf = new Map<number, number>();
    for (const ids of chunked(studentIds)) {
      const rows = (await strapi.db
        .getConnection(toAccount.name)
        .transacting(trx)
        .select({ student: toAccount.joinColumn.name, account: toAccount.inverseJoinColumn.name })
        .whereIn(toAccount.joinColumn.name, ids)) as { student: number; account: number }[];
      for (const row of rows) accountOf.set(Number(row.student), Number(row.account));
    }
    const groupsOf = new Map<number, string[]>();
    for (const ids of chunked([...new Set(accountOf.values())])) {
      const rows = (await strapi.db
        .getConnection(toGroup.name)
        .transacting(trx)
        .join(groupTable, `${groupTable}.id`, `${toGroup.name}.${toGroup.inverseJoinColumn.name}`)
        .select({ account: accountColumn, name: `${groupTable}.groupname` })
        .whereIn(accountColumn, ids)) as { account: number; name: string | null }[];
      for (const { account, name } of rows) {
        if (!name) continue;
        const names = groupsOf.get(Number(account));
        if (names) names.push(name);
        else groupsOf.set(Number(account), [name]);
      }
    }
    return { accountOf, groupsOf };
  });
  const people = await peopleById(strapi, [...new Set(accountOf.values())]);
  const accounts = new Map<number, { person: Person; groupNames: string[] }>();
  for (const [student, account] of accountOf) {
    const person = people.get(account);
    if (person) accounts.set(student, { person, groupNames: (groupsOf.get(account) ?? []).sort() });
  }
  return accounts;
}

/**
 * Each student's linked carers of the form's campus (carer-student), in link order. The links are
 * read from the relations' link tables (as src/seed/bulk-insert.ts writes them), both in one join,
 * then the carers by id: Strapi populating both relations of thousands of links took most of the
 * matrix's time.
 */
async function carersOf(strapi: Core.Strapi, campus: Campus, students: readonly StudentRow[]): Promise<Map<string, Person[]>> {
  const toStudent = linkTableOf(strapi, CARER_STUDENT, 'student');
  const toCarer = linkTableOf(strapi, CARER_STUDENT, 'carer');
  const studentOfRow = new Map(students.map((student) => [student.id, student.documentId]));
  const linkColumn = `${toStudent.name}.${toStudent.joinColumn.name}`;
  const studentColumn = `${toStudent.name}.${toStudent.inverseJoinColumn.name}`;
  // In a transaction, to join the caller's if there is one (SQLite has a single connection).
  const links = await strapi.db.transaction(async ({ trx }) => {
    const found: { link: number; student: number; carer: number }[] = [];
    for (const ids of chunked([...studentOfRow.keys()])) {
      const rows = (await strapi.db
        .getConnection(toStudent.name)
        .transacting(trx)
        .join(toCarer.name, `${toCarer.name}.${toCarer.joinColumn.name}`, linkColumn)
        .select({ link: linkColumn, student: studentColumn, carer: `${toCarer.name}.${toCarer.inverseJoinColumn.name}` })
        .whereIn(studentColumn, ids)) as { link: number; student: number; carer: number }[];
      for (const row of rows) found.push({ link: Number(row.link), student: Number(row.student), carer: Number(row.carer) });
    }
    return found.sort((a, b) => a.link - b.link);
  });

  const people = await peopleById(strapi, [...new Set(links.map((link) => link.carer))], campus);
  const carers = new Map<string, Person[]>();
  for (const link of links) {
    const carer = people.get(link.carer);
    const student = studentOfRow.get(link.student);
    if (!carer || !student) continue;
    const ofStudent = carers.get(student) ?? [];
    if (!ofStudent.some((known) => known.documentId === carer.documentId)) ofStudent.push(carer);
    carers.set(student, ofStudent);
  }
  return carers;
}

/** When each viewer first opened the form: their person documentId, or `email:<address>` (lower case) for a link. */
async function firstViewsOf(strapi: Core.Strapi, formId: string): Promise<Map<string, string>> {
  const table = strapi.db.metadata.get(FORM_EVENT).tableName;
  const rows = (await strapi.db.transaction(({ trx }) =>
    strapi.db
      .getConnection(table)
      .transacting(trx)
      .select('actor')
      .min({ first: 'at' })
      .where({ form: formId, kind: 'viewed' })
      .groupBy('actor'),
  )) as { actor: string; first: StoredTime | number }[];
  const views = new Map<string, string>();
  for (const { actor, first } of rows) {
    const key = actor.startsWith('email:') ? emailKey(actor.slice('email:'.length)) : actor;
    // As Strapi reads a datetime column: a Date from PostgreSQL, milliseconds from SQLite.
    const at = new Date(first).toISOString();
    const known = views.get(key);
    if (!known || at < known) views.set(key, at);
  }
  return views;
}

/** A signer's entry from their answers for the student (oldest first, superseded ones left out) and when they first viewed the form. */
function signerEntry(
  signer: { signer: string; name: string; email: string | null },
  answers: readonly Answer[],
  countingFrom: number,
  viewedAt: string | null,
): MatrixSigner {
  const standing = answers.filter((answer) => !answer.withdrawn_at && answer.version >= countingFrom).at(-1);
  const latest = answers.at(-1);
  // Field by field: V8 builds `{ ...signer, status, … }` on a slow path, which took a tenth of the
  // matrix's time for 4,000 signers (bff/bench/forms.bench.ts).
  const entry = (status: FormSignerStatus, at: string | null, answer: Answer | null, shown: boolean) => ({
    signer: signer.signer,
    name: signer.name,
    email: signer.email,
    status,
    at,
    answers: shown && answer ? answer.answers : null,
    method: answer?.method ?? null,
    recorded_by: answer?.recorded_by ?? null,
    note: answer?.note ?? null,
    response: shown && answer ? answer.documentId : null,
    signed_copy: (shown && answer?.signed_copy) || null,
  });
  if (standing) {
    const status = standing.method === 'paper' ? 'paper' : standing.declined ? 'signed_no' : 'signed_yes';
    return entry(status, isoOf(standing.signed_at), standing, true);
  }
  if (latest?.withdrawn_at) return entry('withdrawn', isoOf(latest.withdrawn_at), latest, false);
  return entry(viewedAt ? 'opened' : 'not_opened', viewedAt, null, false);
}

/**
 * One student's row: each required signer (their linked carers, or the student themself), then
 * whoever else answered for them: an emailed link's recipient who is not a linked carer, or a paper
 * whose name is none of the required signers'. A paper answer is a required signer's when the name
 * on it is theirs; an emailed link's, when its address is theirs.
 */
function rowOf(
  student: StudentRow,
  form: ConsentFormRecord,
  carers: readonly Person[],
  answers: readonly Answer[],
  countingFrom: number,
  views: ReadonlyMap<string, string>,
): MatrixRow {
  const people = new Map(carers.map((carer) => [carer.documentId, carer]));
  if (student.portal_user) people.set(student.portal_user.documentId, student.portal_user);
  const required = requiredSignersOf(
    form,
    { form_run: student.form_run, portalUserId: student.portal_user?.documentId ?? null },
    carers.map((carer) => carer.documentId),
  ).people.flatMap((id) => {
    const person = people.get(id);
    return person ? [person] : [];
  });

  const keyOf = (answer: Answer): string => {
    if (answer.signer) return answer.signer;
    if (answer.signer_email) {
      const address = answer.signer_email.toLowerCase();
      return required.find((person) => person.email?.toLowerCase() === address)?.documentId ?? emailKey(address);
    }
    const named = required.find((person) => isSameName(answer.signer_name, nameOf(person)));
    return named?.documentId ?? `paper:${answer.signer_name.trim().toLowerCase()}`;
  };
  const answersBy = groupedBy(answers, keyOf);

  const signers = required.map((person) => {
    const viewedAt = views.get(person.documentId) ?? (person.email ? views.get(emailKey(person.email)) : undefined) ?? null;
    return signerEntry(
      { signer: person.documentId, name: nameOf(person), email: person.email ?? null },
      answersBy.get(person.documentId) ?? [],
      countingFrom,
      viewedAt,
    );
  });
  const requiredIds = new Set(required.map((person) => person.documentId));
  for (const [key, ofSigner] of answersBy) {
    if (requiredIds.has(key)) continue;
    const last = ofSigner.at(-1)!;
    signers.push(
      signerEntry(
        { signer: key, name: last.signer_name, email: last.signer_email ?? null },
        ofSigner,
        countingFrom,
        views.get(key) ?? null,
      ),
    );
  }
  return {
    studentUid: student.documentId,
    student_name: student.student || student.username || '',
    STUDENT_NUMBER: student.STUDENT_NUMBER ?? '',
    year: student.form_run,
    groups: groupNamesOf(student),
    signers,
  };
}

/** The matrix of a form, every student of its audience, sorted by name; counts of signers per status over them all. */
export async function formMatrix(strapi: Core.Strapi, formId: string): Promise<FormMatrixRows> {
  const form = (await strapi.db.query(CONSENT_FORM).findOne({ where: { documentId: formId } })) as ConsentFormRecord | null;
  if (!form) throw new FormRefused('notFound', 'No such form.');
  const students = await audienceOf(strapi, form);
  const carers = await carersOf(strapi, form.campus, students);
  const countingFrom = (await countingFromOf(strapi, [formId])).get(formId) ?? 1;
  // Superseded answers never show: the answer that replaced them is the signer's latest.
  const answers = (await strapi.db.query(FORM_RESPONSE).findMany({
    where: { form: formId, superseded_by: { $null: true } },
    select: [...RESPONSE_FIELDS],
    orderBy: { id: 'asc' },
  })) as Answer[];
  const answersOf = groupedBy(answers, (answer) => answer.student);
  const views = await firstViewsOf(strapi, formId);

  const rows = students
    .map((student) =>
      rowOf(student, form, carers.get(student.documentId) ?? [], answersOf.get(student.documentId) ?? [], countingFrom, views),
    )
    .sort((a, b) => a.student_name.localeCompare(b.student_name, 'en') || a.STUDENT_NUMBER.localeCompare(b.STUDENT_NUMBER));
  const counts = Object.fromEntries(FORM_SIGNER_STATUSES.map((status) => [status, 0])) as Record<FormSignerStatus, number>;
  for (const row of rows) for (const signer of row.signers) counts[signer.status] += 1;
  return {
    formUid: form.documentId,
    title: form.title,
    counts,
    students: rows.length,
    signers: rows.reduce((total, row) => total + row.signers.length, 0),
    rows,
  };
}
