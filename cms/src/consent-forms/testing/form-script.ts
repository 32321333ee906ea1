/**
 * The start of a `cmsScript` prelude for the database tests of permission forms: what their
 * scripts share, as script text (each runs in a `node -e` of its own, so it cannot import). A
 * test adds its own requires and helpers after it. The prelude runs before the CMS is loaded, so
 * the helpers that reach the database take `strapi` first, as the forms' own code does.
 */
export const FORM_SCRIPT_HELPERS = `
const { randomUUID } = require('node:crypto');
/** A compiled module of the permission forms. */
const dist = (file) => require(path.join(process.cwd(), 'dist', 'src', 'consent-forms', file));
const DAY = 24 * 60 * 60 * 1000;

/** A student of the Sydney campus in \`year\`, with other \`fields\` (a username) where a test needs them. */
const sydneyStudent = (strapi, number, name, year, fields = {}) =>
  strapi.db.query('api::student.student').create({ data: { STUDENT_NUMBER: number, student: name, form_run: year, campus: 'sydney', ...fields } });

/** The questions the tests' forms ask, by id. */
const QUESTIONS = {
  consent: { id: 'consent', kind: 'consent', label: 'I give permission', required: true },
  health: { id: 'health', kind: 'health', label: 'Medical needs', required: false },
  home: { id: 'home', kind: 'choice', label: 'Home by', required: true, options: ['School bus', 'Collected by a carer'] },
};

/** What an admin writes for a Year 9 excursion due in a week, asking for consent only; \`fields\` replace any of it. */
const formInput = (fields) => ({
  title: 'Year 9 excursion to the Australian Museum',
  body: '<p>Leaves at 9 am.</p>',
  questions: [QUESTIONS.consent],
  audience: { years: [9], groups: [], students: [] },
  due_at: new Date(Date.now() + 7 * DAY).toISOString(),
  signers: 'any_carer',
  student_from_year: null,
  changes_allowed: true,
  reminder_days: [3, 1],
  ...fields,
});

/** A draft of \`form\` (what formInput gives) written by admin1 at the Sydney campus; \`at\` as createForm takes it. */
const draftOf = (strapi, form, at) =>
  dist('forms.js').createForm(strapi, { campus: 'sydney', author: 'admin1', author_name: 'Daniel Okafor', form }, at);

/**
 * What a carer's device sends to sign \`form\` for \`student\` (a student row): Jordan Taylor
 * (carer-a) consenting at the campus, with the evidence of the request; \`changes\` replace any of it.
 */
const signatureFor = (form, student, changes) => ({
  form: form.documentId,
  content_hash: form.content_hash,
  students: [{ student: student.documentId, student_number: student.STUDENT_NUMBER, student_name: student.student }],
  signer: 'carer-a',
  signer_email: null,
  signer_name: 'Jordan Taylor',
  answers: { consent: 'yes' },
  method: 'campus-sign-in',
  device_time: new Date().toISOString(),
  ip: '203.0.113.10',
  user_agent: 'Safari',
  client_id: randomUUID(),
  invitation: null,
  ...changes,
});

/** What \`promise\` was refused with, as the controllers answer it, or null when it was not refused. */
const refusal = (promise) => promise.then(() => null, (error) => ({ status: error.status ?? null, message: error.message }));

/** The kinds of a form's logged events, in order. */
const eventKindsOf = async (strapi, formId) =>
  (await strapi.db.query('api::form-event.form-event').findMany({ where: { form: formId }, orderBy: { seq: 'asc' } })).map((event) => event.kind);

/** What verify finds wrong with a form's evidence (nothing: an empty list). */
const evidenceProblemsOf = async (strapi, formId) => {
  const verify = dist('verify.js');
  return verify.verifyFormEvidence(await verify.loadFormEvidence(strapi, formId));
};

/** How the job under \`key\` ended (the job worker running), or 'still running' after two minutes. */
const jobEnd = async (strapi, key) => {
  const jobs = strapi.plugin('jobs').service('jobs');
  for (let tries = 0; tries < 480; tries += 1) {
    const job = await jobs.find(key);
    if (job && (job.status === 'completed' || job.status === 'failed')) return { status: job.status, lastError: job.lastError };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { status: 'still running', lastError: null };
};
`;
