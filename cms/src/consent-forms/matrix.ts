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
  portal_user: (Person & { groups?: { groupname: string | null }[] }) | null;
};

const RESPONSE_FIELDS = [
  'id',
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
] as const satisfies readonly (keyof FormResponseRecord)[];
type Answer = Pick<FormResponseRecord, (typeof RESPONSE_FIELDS)[number]>;

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

/** The students of the form's audience on its campus, with their account (a signing student) and its groups. */
async function audienceOf(strapi: Core.Strapi, form: ConsentFormRecord): Promise<StudentRow[]> {
  const { years, groups, students } = form.audience;
  // The database narrows to the audience's years, numbers and groups; the contract's rule decides.
  const anyOf = [
    ...(years.length > 0 ? [{ form_run: { $in: [...years] } }] : []),
    ...(students.length > 0 ? [{ STUDENT_NUMBER: { $in: [...students] } }] : []),
    ...(groups.length > 0 ? [{ portal_user: { groups: { groupname: { $in: [...groups] } } } }] : []),
  ];
  if (anyOf.length === 0) return [];
  const rows = (await strapi.db.query(STUDENT).findMany({
    where: { campus: form.campus, $or: anyOf },
    select: ['id', 'documentId', 'STUDENT_NUMBER', 'student', 'username', 'form_run'],
    populate: { portal_user: { select: PERSON_FIELDS, populate: { groups: { select: ['groupname'] } } } },
  })) as StudentRow[];
  const seen = new Set<number>();
  return rows.filter((row) => {
    if (seen.has(row.id)) return false;
    seen.add(row.id);
    return isInFormAudience(form.audience, {
      STUDENT_NUMBER: row.STUDENT_NUMBER ?? '',
      form_run: row.form_run,
      groupNames: groupNamesOf(row),
    });
  });
}

const groupNamesOf = (row: StudentRow): string[] =>
  (row.portal_user?.groups ?? []).flatMap((group) => (group.groupname ? [group.groupname] : [])).sort();

/** A relation's link table, as Strapi's metadata names it and its columns. */
type LinkTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
const linkTableOf = (strapi: Core.Strapi, relation: 'carer' | 'student'): LinkTable =>
  (strapi.db.metadata.get(CARER_STUDENT).attributes[relation] as unknown as { joinTable: LinkTable }).joinTable;

/** Ids per `IN (…)`: well within SQLite's and PostgreSQL's limits on a statement's parameters. */
const IN_CHUNK = 1000;
const chunked = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / IN_CHUNK) }, (_, index) => items.slice(index * IN_CHUNK, (index + 1) * IN_CHUNK));

/**
 * Each student's linked carers of the form's campus (carer-student), in link order. The links are
 * read from the relations' link tables (as src/seed/bulk-insert.ts writes them), then the carers by
 * id: Strapi populating both relations of thousands of links took most of the matrix's time.
 */
async function carersOf(strapi: Core.Strapi, campus: Campus, students: readonly StudentRow[]): Promise<Map<string, Person[]>> {
  const toStudent = linkTableOf(strapi, 'student');
  const toCarer = linkTableOf(strapi, 'carer');
  const studentOfRow = new Map(students.map((student) => [student.id, student.documentId]));
  // In a transaction, to join the caller's if there is one (SQLite has a single connection).
  const links = await strapi.db.transaction(async ({ trx }) => {
    const studentOfLink = new Map<number, number>();
    for (const ids of chunked([...studentOfRow.keys()])) {
      const rows = (await strapi.db
        .getConnection(toStudent.name)
        .transacting(trx)
        .select({ link: toStudent.joinColumn.name, student: toStudent.inverseJoinColumn.name })
        .whereIn(toStudent.inverseJoinColumn.name, ids)) as { link: number; student: number }[];
      for (const row of rows) studentOfLink.set(Number(row.link), Number(row.student));
    }
    const found: { link: number; student: number; carer: number }[] = [];
    for (const ids of chunked([...studentOfLink.keys()])) {
      const rows = (await strapi.db
        .getConnection(toCarer.name)
        .transacting(trx)
        .select({ link: toCarer.joinColumn.name, carer: toCarer.inverseJoinColumn.name })
        .whereIn(toCarer.joinColumn.name, ids)) as { link: number; carer: number }[];
      for (const row of rows)
        found.push({ link: Number(row.link), student: studentOfLink.get(Number(row.link))!, carer: Number(row.carer) });
    }
    return found.sort((a, b) => a.link - b.link);
  });

  const people = new Map<number, Person>();
  for (const ids of chunked([...new Set(links.map((link) => link.carer))])) {
    const rows = (await strapi.db.query(PORTAL_USER).findMany({
      where: { id: { $in: ids }, campus },
      select: ['id', ...PERSON_FIELDS],
    })) as (Person & { id: number })[];
    for (const row of rows) people.set(row.id, row);
  }
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
): FormMatrixSignerRecord {
  const standing = answers.filter((answer) => !answer.withdrawn_at && answer.version >= countingFrom).at(-1);
  const latest = answers.at(-1);
  const entry = (status: FormSignerStatus, at: string | null, answer: Answer | null, shown: boolean) => ({
    ...signer,
    status,
    at,
    answers: shown && answer ? answer.answers : null,
    method: answer?.method ?? null,
    recorded_by: answer?.recorded_by ?? null,
    note: answer?.note ?? null,
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
): FormMatrixRowRecord {
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
export async function formMatrix(strapi: Core.Strapi, formId: string): Promise<FormMatrixRecord> {
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
