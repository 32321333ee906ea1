import {
  CONSENT_FORM_MESSAGES,
  DEFAULT_LANGUAGE,
  FORM_SIGNER_STATUSES,
  entryStatusOf,
  formAttachmentKey,
  fullNameOf,
  isFormOpen,
  isInFormAudience,
  isSameName,
  requiredSignersOf,
  type Campus,
  type ConsentFormInput,
  type FormAttachment,
  type FormEntryStatus,
  type FormMatrixQuery,
  type FormPaperAnswerInput,
  type FormReminderRecord,
  type FormResponseInput,
  type FormSignerStatus,
  type Language,
} from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { CmsResponseError } from '../cms/cms-client.ts';
import { ApiError, badRequest, cmsUnavailable, conflict, notFound } from '../errors.ts';
import { authorize, can } from '../policies/authorize.ts';
import type { ModelDeps } from './model-deps.ts';
import {
  CHILD_CARERS_POPULATE,
  FORM_CHILD_POPULATE,
  LINKED_CHILD_POPULATE,
  type ChildCarerLink,
  type ConsentFormRow,
  type FormChild,
  type FormChildStudent,
  type FormInvitationRow,
  type FormMatrixRows,
  type FormMatrixSignerRow,
  type FormResponseRow,
  type FormTranslationRow,
  type LinkedChild,
  type SigningLinkRow,
} from './records/consent-form.ts';

export type { ConsentFormRow, FormChild, FormMatrixSignerRow, FormResponseRow, FormTranslationRow, SigningLinkRow };

/** A form's PDF attachment and its bytes, as the CMS's private store answered them (unread, to be streamed on). */
export type FormAttachmentFile = { attachment: FormAttachment; pdf: Response };

/** Where a signature came from, as the server saw it: the client's address (behind the trusted proxies) and browser. */
export type SigningEvidence = { ip: string; user_agent: string };

/** What a signer's device sends with an answer, whether signed in or through an emailed link. */
export type SignatureFields = Pick<
  FormResponseInput,
  'client_id' | 'answers' | 'signer_name' | 'content_hash' | 'translation' | 'device_time'
>;

/** What the staff matrix is narrowed to: one year, one group, one signer's state. */
export type FormMatrixFilters = Pick<FormMatrixQuery, 'year' | 'group' | 'status'>;

/** The staff matrix as asked for: the rows the filters keep, and their signers counted per state. */
export type FormMatrix = FormMatrixRows & {
  counts: Record<FormSignerStatus, number>;
  students: number;
  signers: number;
};

/** The matrix as an admin reads it: with the names of the people who recorded its paper answers, by documentId. */
export type NamedFormMatrix = FormMatrix & { recorderNames: ReadonlyMap<string, string> };

/** What a matrix export is written from: the form (its questions are the columns), its matrix, and who recorded paper answers. */
export type FormMatrixExport = { form: ConsentFormRow; matrix: FormMatrix; recorderNames: ReadonlyMap<string, string> };

/** One child of a form as the person asking sees it. */
export type ChildStanding = {
  child: FormChild;
  status: FormEntryStatus;
  /** This person's standing answer for the child, if any. */
  own: FormResponseRow | null;
  /** Whether this person must still answer for the child: the form is open, they have not, and no other carer's answer suffices. */
  awaitingMe: boolean;
};

/** One line of a signer's list: a form and one of their children in it. */
export type FormEntry = ChildStanding & { form: ConsentFormRow };

/**
 * A child of a form as its signer reads the form: with, when the form asked everyone to answer
 * again since this person answered, when they signed that earlier answer (it no longer counts).
 */
export type SignerChild = ChildStanding & { earlierSignedAt: string | null };

/** A form as one signer sees it: their children in it, and the name their signature must match. */
export type FormForSigner = {
  form: ConsentFormRow;
  open: boolean;
  signerName: string;
  children: SignerChild[];
  /** The form's version machine-translated into the signer's language, when there is one. */
  translation: FormTranslationRow | null;
};

/** What a signing link opens (SigningLinkRow), the form with its machine translation into the page's language when there is one. */
export type SigningPage =
  | Exclude<SigningLinkRow, { state: 'open' }>
  | (Extract<SigningLinkRow, { state: 'open' }> & { translation: FormTranslationRow | null });

/**
 * The CMS reads standing answers for at most this many forms (and students) at once: a campus's
 * live forms are asked for in batches; one person's children are always fewer.
 */
const STANDING_BATCH = 200;

/** The refusals of the CMS's forms routes a person may read: its own words, from the contract, at their status. */
const FORM_MESSAGES = new Set<string>(Object.values(CONSENT_FORM_MESSAGES));
const REFUSAL_IDS: Record<number, string> = { 400: 'bad_request', 403: 'forbidden', 409: 'conflict', 410: 'gone' };

/**
 * A refusal of the CMS's forms routes (a closed form, a changed text, an altered or expired
 * link) as the person is answered: its status and its contract message. Anything else the CMS
 * answers stays the fault it is (a 502, logged): only the contract's words reach a person.
 */
function formRefusalOf(error: unknown): unknown {
  if (!(error instanceof CmsResponseError) || !(error.status in REFUSAL_IDS)) return error;
  const message = (error.details as { error?: { message?: unknown } } | null)?.error?.message;
  if (typeof message !== 'string' || !FORM_MESSAGES.has(message)) return error;
  return new ApiError(error.status, REFUSAL_IDS[error.status]!, message);
}

async function passingRefusals<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw formRefusalOf(error);
  }
}

const nameOfStudent = (student: FormChildStudent): string =>
  student.student?.trim() || fullNameOf(student.portal_user ?? {}) || student.username;

const childOf = (student: FormChildStudent, linkedCarers: readonly string[]): FormChild => ({
  documentId: student.documentId,
  STUDENT_NUMBER: student.STUDENT_NUMBER,
  name: nameOfStudent(student),
  campus: student.campus ?? null,
  form_run: student.form_run ?? null,
  portalUserId: student.portal_user?.documentId ?? null,
  groupNames: (student.portal_user?.groups ?? []).map((group) => group.groupname),
  linkedCarers,
});

/**
 * The rows of the matrix the filters keep. A student's row is kept whole when one of its
 * signers has the state asked for: on an "any one carer" form, the other carer's answer is
 * what says whether the child still needs one. Counts are per signer, over the rows kept.
 */
export function filteredMatrix(all: FormMatrixRows, { year, group, status }: FormMatrixFilters): FormMatrix {
  const rows = all.rows.filter(
    (row) =>
      (year === undefined || row.year === year) &&
      (group === undefined || row.groups.includes(group)) &&
      (status === undefined || row.signers.some((signer) => signer.status === status)),
  );
  const counts = Object.fromEntries(FORM_SIGNER_STATUSES.map((state) => [state, 0])) as Record<FormSignerStatus, number>;
  for (const row of rows) for (const signer of row.signers) counts[signer.status] += 1;
  return {
    formUid: all.formUid,
    title: all.title,
    rows,
    counts,
    students: rows.length,
    signers: rows.reduce((sum, row) => sum + row.signers.length, 0),
  };
}

const newestDueFirst = (a: FormEntry, b: FormEntry) =>
  Date.parse(b.form.due_at) - Date.parse(a.form.due_at) ||
  a.form.title.localeCompare(b.form.title) ||
  a.child.name.localeCompare(b.child.name);

/**
 * Permission forms (issue 30), decided by policies/consent-form.ts. Administrators write,
 * publish, close, copy and delete their campus's forms; a signer (a carer for their linked
 * children, a student for themself when the form says so) sees the live forms of their
 * children, answers, withdraws and asks another carer by email. The CMS keeps the evidence:
 * each answer's hashes and the form's hash-chained events, written in the answer's transaction.
 *
 * Nothing here is cached: forms change rarely, but a form just published must be on the
 * families' lists at once, and each list needs the standing answers, which change all the time.
 */
export function createConsentForms({ cms, now, log }: Pick<ModelDeps, 'cms' | 'now' | 'log'>) {
  const formPath = (id: string) => `consent-forms/${encodeURIComponent(id)}`;

  /** The form of this id, whoever's (a missing one is 404); decided by the caller's policy. */
  const formOf = (id: string): Promise<ConsentFormRow> => cms.get<ConsentFormRow>(formPath(id));

  /** A student's own record on their campus (a form may let them sign for themself). */
  async function ownStudentRecord(student: PortalUser): Promise<FormChildStudent[]> {
    const found = await cms.find<FormChildStudent>('students', {
      filters: { campus: { $eq: student.campus }, portal_user: { documentId: { $eq: student.documentId } } },
      populate: FORM_CHILD_POPULATE,
      pagination: { pageSize: 1 },
    });
    return found.data;
  }

  /** The students the school system links a carer to, on the carer's campus. */
  async function linkedStudents(carer: PortalUser): Promise<FormChildStudent[]> {
    const links = await cms.findAll<LinkedChild>('carer-students', {
      filters: { carer: { documentId: { $eq: carer.documentId } }, student: { campus: { $eq: carer.campus } } },
      populate: LINKED_CHILD_POPULATE,
    });
    return links.data.flatMap((link) => (link.student ? [link.student] : []));
  }

  /**
   * The children forms may ask this person about: a student themself, anyone else their
   * linked students. Each comes with every carer linked to them, not only the one asking.
   */
  async function childrenOf(person: PortalUser): Promise<FormChild[]> {
    const students = person.type === 'student' ? await ownStudentRecord(person) : await linkedStudents(person);
    if (students.length === 0) return [];
    const links = await cms.findAll<ChildCarerLink>('carer-students', {
      filters: { student: { documentId: { $in: students.map((student) => student.documentId) } } },
      populate: CHILD_CARERS_POPULATE,
    });
    const carersOf = (studentId: string) => [
      ...new Set(
        links.data.flatMap((link) => (link.student?.documentId === studentId && link.carer ? [link.carer.documentId] : [])),
      ),
    ];
    const unique = new Map(students.map((student) => [student.documentId, student]));
    return [...unique.values()].map((student) => childOf(student, carersOf(student.documentId)));
  }

  /** The answers standing (not withdrawn, not superseded) for these forms and students. */
  async function standingFor(formIds: readonly string[], studentIds: readonly string[]): Promise<FormResponseRow[]> {
    const rows: FormResponseRow[] = [];
    for (let start = 0; start < formIds.length; start += STANDING_BATCH) {
      const forms = formIds.slice(start, start + STANDING_BATCH);
      rows.push(
        ...(await cms.get<FormResponseRow[]>('form-responses/standing', {
          forms: forms.join(','),
          students: studentIds.join(','),
        })),
      );
    }
    return rows;
  }

  function standingOf(
    person: PortalUser,
    form: ConsentFormRow,
    child: FormChild,
    responses: readonly FormResponseRow[],
  ): ChildStanding {
    const signers = requiredSignersOf(form, child, child.linkedCarers);
    const forChild = responses.filter((response) => response.form === form.documentId && response.student === child.documentId);
    // An emailed link's answer has no portal person: its recipient stands for them.
    const answers = forChild.map((response) => ({
      signer: response.signer ?? `email:${response.signer_email}`,
      answers: response.answers,
    }));
    const at = now();
    const own = forChild.find((response) => response.signer === person.documentId) ?? null;
    return {
      child,
      status: entryStatusOf(form, signers, answers, at),
      own,
      awaitingMe: isFormOpen(form, at) && own === null && (signers.everyOne || forChild.length === 0),
    };
  }

  /** This person's answers that stopped counting when the form asked everyone again, newest last. */
  async function earlierOwnAnswers(
    person: PortalUser,
    formId: string,
    studentIds: readonly string[],
  ): Promise<FormResponseRow[]> {
    const rows = await cms.get<FormResponseRow[]>('form-responses/earlier', { forms: formId, students: studentIds.join(',') });
    return rows.filter((row) => row.signer === person.documentId);
  }

  /**
   * The form's current version machine-translated into a reader's language (issue 30), or null:
   * for a reader of English, a form never published, or a version with no translation (machine
   * translation off, not made yet, or refused by the service). Any language but English is one
   * content is translated into.
   */
  async function translationFor(form: ConsentFormRow, language: Language | null | undefined): Promise<FormTranslationRow | null> {
    if (!language || language === DEFAULT_LANGUAGE || form.version < 1) return null;
    return cms.get<FormTranslationRow | null>(
      `${formPath(form.documentId)}/versions/${form.version}/translations/${encodeURIComponent(language)}`,
    );
  }

  /** The child of this id among the person's, when they answer for them on this form; otherwise 404. */
  function childToAnswerFor(
    person: PortalUser,
    form: ConsentFormRow,
    children: readonly FormChild[],
    studentId: string,
  ): FormChild {
    const child = children.find((one) => one.documentId === studentId);
    // Not a child of theirs at all: the answer the policy gives for one it refuses.
    if (!child) throw notFound();
    authorize(person, 'consent-form.answerFor', { form, child });
    return child;
  }

  /** The form and the person's children (all of them: the caller decides per child), or 404 for a form they may not know of. */
  async function formWithChildren(person: PortalUser, id: string): Promise<{ form: ConsentFormRow; children: FormChild[] }> {
    const [form, children] = await Promise.all([formOf(id), childrenOf(person)]);
    return { form, children };
  }

  /** The form's matrix as the CMS reads it: every student of the audience, unfiltered. */
  const matrixRowsOf = (id: string): Promise<FormMatrixRows> => cms.get<FormMatrixRows>(`${formPath(id)}/matrix`);

  /** The names of the people who recorded paper answers (their documentIds in the matrix), for the matrix or export a person reads. */
  async function recorderNamesOf(matrix: FormMatrixRows): Promise<Map<string, string>> {
    const ids = [
      ...new Set(matrix.rows.flatMap((row) => row.signers.flatMap((signer) => (signer.recorded_by ? [signer.recorded_by] : [])))),
    ];
    if (ids.length === 0) return new Map();
    const found = await cms.findAll<Pick<PortalUser, 'firstname' | 'surname' | 'username'>>('portal-users', {
      filters: { documentId: { $in: ids } },
      fields: ['documentId', 'firstname', 'surname', 'username'],
    });
    return new Map(found.data.map((person) => [person.documentId, fullNameOf(person) || person.username]));
  }

  /** Records that the person opened the form for each child; a failure is logged, never the reader's. */
  async function noteViewed(person: PortalUser, form: ConsentFormRow, children: readonly FormChild[]): Promise<void> {
    // One after another: each appends to the form's chain, which takes one event at a time.
    for (const child of children) {
      try {
        await cms.as(person).post('form-events', {
          form: form.documentId,
          kind: 'viewed',
          actor: person.documentId,
          details: { student: child.documentId, method: 'campus-sign-in' },
        });
      } catch (error) {
        log.error(
          `Form ${form.documentId}: the view of student ${child.documentId} was not recorded: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }

  /**
   * One of a form's attachments and its bytes, unread, from the CMS's private file store: only a
   * file the form lists (by the SHA-256 the link names), so no other file of the store is reachable.
   */
  async function attachmentFile(
    campus: Campus,
    attachments: readonly FormAttachment[] | null,
    sha256: string,
  ): Promise<FormAttachmentFile> {
    const attachment = attachments?.find((one) => one.sha256 === sha256);
    if (!attachment) throw notFound();
    const pdf = await cms.privateFile(formAttachmentKey(campus, attachment.sha256));
    if (!pdf.ok || !pdf.body) {
      await pdf.body?.cancel();
      throw pdf.status === 404 ? notFound() : cmsUnavailable();
    }
    return { attachment, pdf };
  }

  return {
    // The admin area: the campus's administrators only (consent-form.manage).

    async listOfCampus(admin: PortalUser): Promise<ConsentFormRow[]> {
      authorize(admin, 'consent-form.manage', { campus: admin.campus });
      return cms.get<ConsentFormRow[]>(`consent-forms/of-campus/${encodeURIComponent(admin.campus)}`);
    },

    async findManaged(admin: PortalUser, id: string): Promise<ConsentFormRow> {
      // Another campus's form, or none, answers the same: 404.
      authorize(admin, 'consent-form.manage', { campus: admin.campus });
      const form = await formOf(id);
      authorize(admin, 'consent-form.manage', form);
      return form;
    },

    async create(admin: PortalUser, form: ConsentFormInput): Promise<ConsentFormRow> {
      authorize(admin, 'consent-form.manage', { campus: admin.campus });
      return passingRefusals(
        cms.as(admin).post<ConsentFormRow>('consent-forms', {
          campus: admin.campus,
          author: admin.documentId,
          author_name: fullNameOf(admin) || admin.username,
          form,
        }),
      );
    },

    /** A draft changes in place; a published form gets a new version (`asks_again` says whether answers must be given again). */
    update: (admin: PortalUser, stored: ConsentFormRow, form: ConsentFormInput): Promise<ConsentFormRow> =>
      passingRefusals(cms.as(admin).put<ConsentFormRow>(formPath(stored.documentId), { actor: admin.documentId, form })),

    /** Deletes a form no one has answered (409 otherwise). */
    async remove(admin: PortalUser, stored: ConsentFormRow): Promise<void> {
      await passingRefusals(cms.as(admin).remove('consent-forms', stored.documentId));
    },

    /** Publishes a draft: version 1, and the requests go out to every required signer. */
    publish: (admin: PortalUser, stored: ConsentFormRow): Promise<ConsentFormRow> =>
      passingRefusals(
        cms.as(admin).post<ConsentFormRow>(`${formPath(stored.documentId)}/publication`, { actor: admin.documentId }),
      ),

    close: (admin: PortalUser, stored: ConsentFormRow): Promise<ConsentFormRow> =>
      passingRefusals(cms.as(admin).post<ConsentFormRow>(`${formPath(stored.documentId)}/closure`, { actor: admin.documentId })),

    /** A new draft from a form (next year's excursion): the CMS moves its due date on by whole years. */
    copy: (admin: PortalUser, stored: ConsentFormRow): Promise<ConsentFormRow> =>
      passingRefusals(
        cms.as(admin).post<ConsentFormRow>(`${formPath(stored.documentId)}/copies`, {
          actor: admin.documentId,
          author_name: fullNameOf(admin) || admin.username,
        }),
      ),

    /** The form's matrix with the filters the admin chose (the form was found through `findManaged`), and who recorded its paper answers. */
    async matrixOf(stored: ConsentFormRow, filters: FormMatrixFilters): Promise<NamedFormMatrix> {
      const matrix = filteredMatrix(await matrixRowsOf(stored.documentId), filters);
      return { ...matrix, recorderNames: await recorderNamesOf(matrix) };
    },

    /**
     * What an export link opens: the link was signed for an admin of the form's campus, who was
     * allowed the matrix when they asked for it; a form of another campus is answered as none.
     */
    async matrixExport(campus: Campus, id: string, filters: FormMatrixFilters): Promise<FormMatrixExport> {
      const [form, rows] = await Promise.all([formOf(id), matrixRowsOf(id)]);
      if (form.campus !== campus) throw notFound();
      const matrix = filteredMatrix(rows, filters);
      return { form, matrix, recorderNames: await recorderNamesOf(matrix) };
    },

    /**
     * An answer that came in on paper, for a student of the form's audience (anyone else: 404),
     * recorded under the admin (`recorded_by`) with their note. The CMS takes one after the due
     * date too: staff record what came in late.
     */
    async recordPaperAnswer(admin: PortalUser, stored: ConsentFormRow, paper: FormPaperAnswerInput): Promise<FormResponseRow> {
      const found = await cms.find<FormChildStudent>('students', {
        filters: { documentId: { $eq: paper.student }, campus: { $eq: stored.campus } },
        populate: FORM_CHILD_POPULATE,
        pagination: { pageSize: 1 },
      });
      const student = found.data[0];
      const audienceStudent = student && {
        STUDENT_NUMBER: student.STUDENT_NUMBER,
        form_run: student.form_run ?? null,
        groupNames: (student.portal_user?.groups ?? []).map((group) => group.groupname),
      };
      if (!audienceStudent || !isInFormAudience(stored.audience, audienceStudent)) throw notFound();
      return passingRefusals(
        cms.as(admin).post<FormResponseRow>(`${formPath(stored.documentId)}/paper-answers`, {
          actor: admin.documentId,
          student: paper.student,
          signer_name: paper.signer_name,
          answers: paper.answers,
          note: paper.note,
          client_id: paper.client_id,
        }),
      );
    },

    /** Emails every signer still pending now, at most once a day each: how many will get one, and how many had theirs today. */
    remind: (admin: PortalUser, stored: ConsentFormRow): Promise<FormReminderRecord> =>
      passingRefusals(
        cms.as(admin).post<FormReminderRecord>(`${formPath(stored.documentId)}/reminders`, { actor: admin.documentId }),
      ),

    // Signers: the required signers of each child only (consent-form.answerFor).

    /** One entry per live form of the person's campus and child of theirs they answer for, newest due first. */
    async entriesOf(person: PortalUser): Promise<FormEntry[]> {
      const children = await childrenOf(person);
      if (children.length === 0) return [];
      const forms = await cms.get<ConsentFormRow[]>(`consent-forms/live/${encodeURIComponent(person.campus)}`);
      const pairs = forms.flatMap((form) =>
        children.filter((child) => can(person, 'consent-form.answerFor', { form, child })).map((child) => ({ form, child })),
      );
      if (pairs.length === 0) return [];
      const formIds = [...new Set(pairs.map((pair) => pair.form.documentId))];
      const responses = await standingFor(formIds, [...new Set(pairs.map((pair) => pair.child.documentId))]);
      return pairs.map(({ form, child }) => ({ form, ...standingOf(person, form, child, responses) })).sort(newestDueFirst);
    },

    /** The form with the person's children in it (404 when they answer for none), noting that they opened it. */
    async forSigner(person: PortalUser, id: string): Promise<FormForSigner> {
      const { form, children } = await formWithChildren(person, id);
      const mine = children.filter((child) => can(person, 'consent-form.answerFor', { form, child }));
      // No child of theirs in it: the answer the policy gives for each one it refuses.
      if (mine.length === 0) throw notFound();
      const studentIds = mine.map((child) => child.documentId);
      const [responses, earlier, translation] = await Promise.all([
        standingFor([form.documentId], studentIds),
        earlierOwnAnswers(person, form.documentId, studentIds),
        translationFor(form, person.language),
      ]);
      await noteViewed(person, form, mine);
      return {
        form,
        open: isFormOpen(form, now()),
        signerName: fullNameOf(person),
        children: mine.map((child) => {
          const standing = standingOf(person, form, child, responses);
          // Only while no answer of theirs stands: once they answer again, the earlier one is history.
          const before = standing.own ? undefined : earlier.filter((row) => row.student === child.documentId).at(-1);
          return { ...standing, earlierSignedAt: before?.signed_at ?? null };
        }),
        translation,
      };
    },

    /**
     * The person's answer for one or several of their children (one stored per child), signed
     * with their full name as typed: it must be their account's. A replay of the same client id
     * answers the rows stored the first time.
     */
    async respond(
      person: PortalUser,
      id: string,
      input: FormResponseInput,
      evidence: SigningEvidence,
    ): Promise<FormResponseRow[]> {
      const { form, children } = await formWithChildren(person, id);
      const chosen = [...new Set(input.students)].map((studentId) => childToAnswerFor(person, form, children, studentId));
      if (!isSameName(input.signer_name, fullNameOf(person))) {
        throw badRequest(CONSENT_FORM_MESSAGES.signerName, { 'data.signer_name': CONSENT_FORM_MESSAGES.signerName });
      }
      return passingRefusals(
        cms.as(person).post<FormResponseRow[]>('form-responses', {
          form: form.documentId,
          content_hash: input.content_hash,
          translation: input.translation ?? null,
          students: chosen.map((child) => ({
            student: child.documentId,
            student_number: child.STUDENT_NUMBER,
            student_name: child.name,
          })),
          signer: person.documentId,
          signer_email: null,
          signer_name: input.signer_name,
          answers: input.answers,
          method: 'campus-sign-in',
          device_time: input.device_time,
          ip: evidence.ip,
          user_agent: evidence.user_agent,
          client_id: input.client_id,
          invitation: null,
        }),
      );
    },

    /** Withdraws the person's standing answer for a child, while the form is open and allows changes. */
    async withdraw(person: PortalUser, id: string, withdrawal: { student: string; client_id: string }): Promise<FormResponseRow> {
      const { form, children } = await formWithChildren(person, id);
      const child = childToAnswerFor(person, form, children, withdrawal.student);
      return passingRefusals(
        cms.as(person).post<FormResponseRow>('form-responses/withdrawals', {
          form: form.documentId,
          student: child.documentId,
          signer: person.documentId,
          signer_email: null,
          client_id: withdrawal.client_id,
        }),
      );
    },

    /** Emails another carer a link to sign for the child, bound to them, the child and the form, expiring at its due time. */
    async invite(
      person: PortalUser,
      id: string,
      invitation: { student: string; email: string; name?: string | undefined },
    ): Promise<FormInvitationRow> {
      const { form, children } = await formWithChildren(person, id);
      const child = childToAnswerFor(person, form, children, invitation.student);
      if (!isFormOpen(form, now())) throw conflict(CONSENT_FORM_MESSAGES.closed);
      return passingRefusals(
        cms.as(person).post<FormInvitationRow>('form-invitations', {
          campus: form.campus,
          form: form.documentId,
          student: child.documentId,
          student_name: child.name,
          email: invitation.email,
          name: invitation.name ?? null,
          invited_by: person.documentId,
        }),
      );
    },

    // PDF attachments (shown above a form's questions): stored by the campus's administrators; read
    // by them, by each child's required signers, and by an emailed link's recipient while it signs.

    /** Refuses (404) anyone but an administrator of their campus before an upload is even read. */
    authorizeAttachment(admin: PortalUser): void {
      authorize(admin, 'consent-form.manage', { campus: admin.campus });
    },

    /** Stores a PDF (its bytes checked by the route) in the campus's private file store: what a form then lists. */
    async storeAttachment(admin: PortalUser, file: { name: string; data: Buffer }): Promise<FormAttachment> {
      authorize(admin, 'consent-form.manage', { campus: admin.campus });
      const stored = await passingRefusals(
        cms
          .as(admin)
          .postFile<Pick<FormAttachment, 'size' | 'sha256'>>(`consent-forms/attachments/${encodeURIComponent(admin.campus)}`, {
            data: file.data,
            name: 'attachment.pdf',
            mime: 'application/pdf',
          }),
      );
      return { name: file.name, size: stored.size, sha256: stored.sha256 };
    },

    /** An attachment of a form the admin manages (found through `findManaged`): its preview shows them too. */
    managedAttachment: (stored: ConsentFormRow, sha256: string): Promise<FormAttachmentFile> =>
      attachmentFile(stored.campus, stored.attachments, sha256),

    /** An attachment of a form the person answers for one of their children; anyone else: 404, as for the form. */
    async attachmentForSigner(person: PortalUser, id: string, sha256: string): Promise<FormAttachmentFile> {
      const { form, children } = await formWithChildren(person, id);
      if (!children.some((child) => can(person, 'consent-form.answerFor', { form, child }))) throw notFound();
      return attachmentFile(form.campus, form.attachments, sha256);
    },

    /** An attachment of the form a signing link opens, while it opens it to sign (the CMS checks the token); else 403, 410 or 404. */
    async attachmentByLink(token: string, sha256: string): Promise<FormAttachmentFile> {
      const { campus, attachment } = await passingRefusals(
        cms.get<{ campus: Campus; attachment: FormAttachment }>(`form-invitations/signing/attachments/${sha256}`, { t: token }),
      );
      return attachmentFile(campus, [attachment], sha256);
    },

    /**
     * The signed copy (a PDF) of the answer a download link names, for the campus the link was
     * signed for: the link is the right (no one is signed in), and the BFF signs one only for the
     * answer's signer or the form's campus's admins. An answer of another campus, or one whose copy
     * is not made yet, answers 404. The PDF comes unread, to be streamed on, with the form's title.
     */
    async signedCopy(campus: Campus, responseId: string): Promise<{ title: string; pdf: Response }> {
      const response = await cms.get<FormResponseRow>(`form-responses/${encodeURIComponent(responseId)}/signed-copy`);
      if (response.campus !== campus) throw notFound();
      if (!response.signed_copy) throw conflict(CONSENT_FORM_MESSAGES.signedCopyPending);
      const form = await formOf(response.form);
      const pdf = await cms.privateFile(response.signed_copy);
      if (!pdf.ok || !pdf.body) {
        await pdf.body?.cancel();
        throw pdf.status === 404 ? notFound() : cmsUnavailable();
      }
      return { title: form.title, pdf };
    },

    // Emailed links: no sign-in; the CMS made the token and alone reads it (403 altered, 410 expired).

    /**
     * What a signing link opens: the form for its recipient and child (with its machine translation
     * into the page's language, when there is one), only that it was signed (and when), or that it closed.
     */
    async signingPage(token: string, language: Language | null): Promise<SigningPage> {
      const page = await passingRefusals(cms.get<SigningLinkRow>('form-invitations/signing', { t: token }));
      if (page.state !== 'open') return page;
      return { ...page, translation: await translationFor(page.form, language) };
    },

    /** The link's recipient's answer for the child it names. */
    signByLink: (
      token: string,
      signature: SignatureFields,
      evidence: SigningEvidence,
    ): Promise<{ signed_at: string; response: string; campus: Campus }> =>
      passingRefusals(
        cms.post<{ signed_at: string; response: string; campus: Campus }>(
          `form-invitations/signing?t=${encodeURIComponent(token)}`,
          {
            answers: signature.answers,
            signer_name: signature.signer_name,
            content_hash: signature.content_hash,
            translation: signature.translation ?? null,
            device_time: signature.device_time,
            client_id: signature.client_id,
            ip: evidence.ip,
            user_agent: evidence.user_agent,
          },
        ),
      ),
  };
}

export type ConsentForms = ReturnType<typeof createConsentForms>;
