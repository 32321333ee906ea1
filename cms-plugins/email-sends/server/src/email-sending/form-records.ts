import type { Core } from '@strapi/strapi';
import type { Campus, FormAudience, FormQuestion, FormSignerRule, FormSigningMethod, FormStatus } from '@portal/contract';
import { PORTAL_USER } from './recipients';
import { STATISTIC } from '../utils';

/**
 * The permission forms' records (issue 30) the forms' emails read and write. The CMS app owns
 * these content types (cms/src/api/<name>/); this plugin reaches them through the database layer
 * only, and types the fields it reads here, as the shared design names them.
 */
export const CONSENT_FORM = 'api::consent-form.consent-form';
export const CONSENT_FORM_VERSION = 'api::consent-form-version.consent-form-version';
export const FORM_RESPONSE = 'api::form-response.form-response';
export const FORM_INVITATION = 'api::form-invitation.form-invitation';
const STUDENT = 'api::student.student';
const GROUP = 'api::group.group';
const CARER_STUDENT = 'api::carer-student.carer-student';

export interface FormRow {
  documentId: string;
  campus: Campus;
  title: string;
  status: FormStatus;
  due_at: string;
  audience: FormAudience;
  signers: FormSignerRule;
  student_from_year: number | null;
  /** The days before the due time the form's automatic reminders go. */
  reminder_days: number[] | null;
}

/** A portal person who may have to answer: `subject` is set once they have signed in (never sent to anyone). */
export interface FormPerson {
  documentId: string;
  username: string;
  firstname: string | null;
  surname: string | null;
  email: string | null;
  language: string | null;
  subject: string | null;
  active: boolean | null;
  campus: Campus;
}

/** A student of the form's campus, with what the contract's audience rule and signer rule read of them. */
export interface CampusStudent {
  documentId: string;
  STUDENT_NUMBER: string;
  name: string;
  form_run: number | null;
  /** The names of the form's audience groups the student's portal user is in. */
  groupNames: string[];
  portalUser: FormPerson | null;
}

export interface FormInvitationRow {
  documentId: string;
  campus: Campus;
  form: string;
  student: string;
  email: string;
  name: string | null;
  invited_by: string;
  expires_at: string;
}

export interface FormResponseRow {
  documentId: string;
  campus: Campus;
  form: string;
  version: number;
  student: string;
  student_number: string;
  signer: string | null;
  signer_email: string | null;
  signer_name: string;
  answers: Record<string, string> | null;
  /** How the signer was authenticated: an emailed link's receipt goes to the address it was sent to. */
  method: FormSigningMethod;
  signed_at: string;
  response_hash: string;
}

/** Who gave a standing answer (one that counts), for whom: a portal person, or the address of an emailed link. */
export interface StandingAnswer {
  student: string;
  signer: string | null;
  signer_email: string | null;
}

export interface FormVersionRow {
  form: string;
  number: number;
  title: string;
  questions: FormQuestion[];
}

const FORM_FIELDS = [
  'documentId',
  'campus',
  'title',
  'status',
  'due_at',
  'audience',
  'signers',
  'student_from_year',
  'reminder_days',
];
const PERSON_FIELDS = ['documentId', 'username', 'firstname', 'surname', 'email', 'language', 'subject', 'active', 'campus'];
const INVITATION_FIELDS = ['documentId', 'campus', 'form', 'student', 'email', 'name', 'invited_by', 'expires_at'];
const RESPONSE_FIELDS = [
  'documentId',
  'campus',
  'form',
  'version',
  'student',
  'student_number',
  'signer',
  'signer_email',
  'signer_name',
  'answers',
  'method',
  'signed_at',
  'response_hash',
];

/** Students read per query (and their carers with them): 2,000 students are 10 pages. */
const PAGE = 200;

type StudentRow = {
  id: number;
  documentId: string;
  STUDENT_NUMBER: string;
  student: string | null;
  username: string;
  form_run: number | null;
  portal_user: FormPerson | null;
};

const asDate = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);

/** What the forms' email jobs read and write, on the CMS's tables (a test gives its own). */
export function formRecords(strapi: Core.Strapi) {
  return {
    async form(documentId: string): Promise<FormRow | null> {
      const row = (await strapi.db.query(CONSENT_FORM).findOne({ where: { documentId }, select: FORM_FIELDS })) as
        (FormRow & { due_at: string | Date }) | null;
      return row && { ...row, due_at: asDate(row.due_at) };
    },

    /**
     * Every student of the campus, a page at a time (keyset on id), with their portal user and the
     * names of `groups` they are in: the audience rule (contract isInFormAudience) is the caller's.
     */
    async *campusStudents(campus: Campus, groups: readonly string[]): AsyncGenerator<CampusStudent[]> {
      const groupsOfPerson = new Map<string, string[]>();
      if (groups.length > 0) {
        const rows = (await strapi.db.query(GROUP).findMany({
          where: { groupname: { $in: [...groups] } },
          select: ['groupname'],
          populate: { portal_users: { select: ['documentId'] } },
        })) as Array<{ groupname: string; portal_users: Array<{ documentId: string }> }>;
        for (const group of rows)
          for (const member of group.portal_users ?? [])
            groupsOfPerson.set(member.documentId, [...(groupsOfPerson.get(member.documentId) ?? []), group.groupname]);
      }
      let after = 0;
      for (;;) {
        const page = (await strapi.db.query(STUDENT).findMany({
          where: { campus, id: { $gt: after } },
          select: ['id', 'documentId', 'STUDENT_NUMBER', 'student', 'username', 'form_run'],
          populate: { portal_user: { select: PERSON_FIELDS } },
          orderBy: { id: 'asc' },
          limit: PAGE,
        })) as StudentRow[];
        if (page.length === 0) return;
        after = page[page.length - 1]!.id;
        yield page.map((row) => ({
          documentId: row.documentId,
          STUDENT_NUMBER: row.STUDENT_NUMBER,
          name: row.student || row.username,
          form_run: row.form_run ?? null,
          groupNames: (row.portal_user && groupsOfPerson.get(row.portal_user.documentId)) || [],
          portalUser: row.portal_user ?? null,
        }));
        if (page.length < PAGE) return;
      }
    },

    /** The carers linked to each of the students (carer-student), those of the campus only. */
    async carersOf(campus: Campus, studentIds: readonly string[]): Promise<Map<string, FormPerson[]>> {
      const carers = new Map<string, FormPerson[]>();
      if (studentIds.length === 0) return carers;
      const links = (await strapi.db.query(CARER_STUDENT).findMany({
        where: { student: { documentId: { $in: [...studentIds] } } },
        populate: { carer: { select: PERSON_FIELDS }, student: { select: ['documentId'] } },
        orderBy: { id: 'asc' },
      })) as Array<{ carer: FormPerson | null; student: { documentId: string } | null }>;
      for (const { carer, student } of links) {
        if (!carer || !student || carer.campus !== campus) continue;
        const ofStudent = carers.get(student.documentId) ?? [];
        if (!ofStudent.some((known) => known.documentId === carer.documentId)) ofStudent.push(carer);
        carers.set(student.documentId, ofStudent);
      }
      return carers;
    },

    /** Who a send (its `send_id` tag) reached already: the `recipient_id` of each row SES took (both paths set its send time). */
    async sentTo(sendId: string): Promise<Set<string>> {
      const rows = (await strapi.db.query(STATISTIC).findMany({
        where: { send_id: sendId, SESSendTime: { $notNull: true } },
        select: ['recipient_id'],
      })) as Array<{ recipient_id: string | null }>;
      return new Set(rows.flatMap((row) => (row.recipient_id ? [row.recipient_id] : [])));
    },

    /**
     * The invitation of one address to answer a form for one student: the existing one (the
     * address compared without case), or a new one, open until `expires_at` (the form's due time).
     */
    async invitationFor(input: Omit<FormInvitationRow, 'documentId'>): Promise<FormInvitationRow> {
      const invitations = strapi.db.query(FORM_INVITATION);
      const existing = (await invitations.findOne({
        where: { form: input.form, student: input.student, email: { $eqi: input.email } },
        select: INVITATION_FIELDS,
        orderBy: { id: 'asc' },
      })) as FormInvitationRow | null;
      const row = existing ?? ((await invitations.create({ data: { ...input, opened_at: null } })) as FormInvitationRow);
      return { ...row, expires_at: asDate(row.expires_at) };
    },

    async invitation(documentId: string): Promise<FormInvitationRow | null> {
      const row = (await strapi.db
        .query(FORM_INVITATION)
        .findOne({ where: { documentId }, select: INVITATION_FIELDS })) as FormInvitationRow | null;
      return row && { ...row, expires_at: asDate(row.expires_at) };
    },

    async responses(documentIds: readonly string[]): Promise<FormResponseRow[]> {
      if (documentIds.length === 0) return [];
      const rows = (await strapi.db.query(FORM_RESPONSE).findMany({
        where: { documentId: { $in: [...documentIds] } },
        select: RESPONSE_FIELDS,
        orderBy: { id: 'asc' },
      })) as FormResponseRow[];
      return rows.map((row) => ({ ...row, signed_at: asDate(row.signed_at) }));
    },

    /**
     * The form's standing answers, as the CMS counts them (cms/src/consent-forms/standing.ts): not
     * withdrawn, not superseded, and given to a version since the form last asked everyone again.
     */
    async standingAnswers(form: string): Promise<StandingAnswer[]> {
      const askedAgain = (await strapi.db.query(CONSENT_FORM_VERSION).findOne({
        where: { form, asks_again: true },
        select: ['number'],
        orderBy: { number: 'desc' },
      })) as { number: number } | null;
      return (await strapi.db.query(FORM_RESPONSE).findMany({
        where: {
          form,
          version: { $gte: askedAgain?.number ?? 1 },
          withdrawn_at: { $null: true },
          superseded_by: { $null: true },
        },
        select: ['student', 'signer', 'signer_email'],
      })) as StandingAnswer[];
    },

    /**
     * Who answered the form before `version` and has not withdrawn nor changed that answer since:
     * the answers an edit that asked everyone again (`version`) stopped counting.
     */
    async answersBefore(form: string, version: number): Promise<StandingAnswer[]> {
      return (await strapi.db.query(FORM_RESPONSE).findMany({
        where: { form, version: { $lt: version }, withdrawn_at: { $null: true }, superseded_by: { $null: true } },
        select: ['student', 'signer', 'signer_email'],
      })) as StandingAnswer[];
    },

    async version(form: string, number: number): Promise<FormVersionRow | null> {
      return (await strapi.db.query(CONSENT_FORM_VERSION).findOne({
        where: { form, number },
        select: ['form', 'number', 'title', 'questions'],
      })) as FormVersionRow | null;
    },

    /** Students' names as the portal shows them, by documentId. */
    async studentNames(documentIds: readonly string[]): Promise<Map<string, string>> {
      if (documentIds.length === 0) return new Map();
      const rows = (await strapi.db.query(STUDENT).findMany({
        where: { documentId: { $in: [...documentIds] } },
        select: ['documentId', 'student', 'username'],
      })) as Array<{ documentId: string; student: string | null; username: string }>;
      return new Map(rows.map((row) => [row.documentId, row.student || row.username]));
    },

    async people(documentIds: readonly string[]): Promise<Map<string, FormPerson>> {
      if (documentIds.length === 0) return new Map();
      const rows = (await strapi.db.query(PORTAL_USER).findMany({
        where: { documentId: { $in: [...documentIds] } },
        select: PERSON_FIELDS,
      })) as FormPerson[];
      return new Map(rows.map((row) => [row.documentId, row]));
    },
  };
}

export type FormRecords = ReturnType<typeof formRecords>;
