import type { Core } from '@strapi/strapi';
import { addDays, instantOfSchoolTime, schoolDayOf } from '@portal/contract';
import type { JobKind, Jobs } from '@portal/strapi-plugin-jobs/types';
import { DAY_MS } from '../env-days';
import { CONSENT_FORM, FORM_EVENT, FORM_INVITATION, FORM_RESPONSE, FORM_TRANSLATION, FORM_VERSION } from './records';
import { schoolTimeZoneOf } from './reminders';
import { formSignedCopiesOf } from './signed-copies';

/**
 * Retention of permission forms' evidence (issue 30, step 2): once a form's due date is
 * FORM_EVIDENCE_KEPT_DAYS behind (config/consent-forms.ts, seven years by default), the form goes
 * with everything kept about it: its versions (and their machine translations), answers (and
 * their signed copies), log and invitations. Daily, as a job of the job engine, so that one
 * process runs each day's purge however many there are.
 */

/** config/consent-forms.ts as read. */
type ConsentFormsConfig = { evidenceKeptDays?: string | number };

/** The days a form's evidence is kept after its due date; a setting that is not a whole number of days (1 or more) stops the start. */
export function formEvidenceKeptDays(strapi: Core.Strapi): number {
  const setting = ((strapi.config.get('consent-forms') ?? {}) as ConsentFormsConfig).evidenceKeptDays ?? 2555;
  const days = Number(setting);
  if (String(setting).trim() === '' || !Number.isInteger(days) || days < 1) {
    throw new Error(`FORM_EVIDENCE_KEPT_DAYS must be a whole number of days (1 or more), not "${setting}".`);
  }
  return days;
}

/** Forms deleted per transaction: a first purge after years may find many, and each goes with thousands of rows. */
const PURGE_BATCH = 50;

/** Deletes every form due more than the kept days before `now`, with its evidence; answers how many forms went. */
export async function purgeFormEvidence(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const days = formEvidenceKeptDays(strapi);
  const dueBefore = new Date(now.getTime() - days * DAY_MS);
  let purged = 0;
  for (;;) {
    const forms = (await strapi.db.query(CONSENT_FORM).findMany({
      where: { due_at: { $lt: dueBefore } },
      select: ['id', 'documentId'],
      orderBy: { id: 'asc' },
      limit: PURGE_BATCH,
    })) as { id: number; documentId: string }[];
    if (forms.length === 0) break;
    const ids = forms.map((form) => form.documentId);
    // The signed copies first: a purge that dies after this finds the rows again the next day,
    // whereas rows gone first would leave their PDFs (health answers among them) with nothing naming them.
    const copies = (await strapi.db.query(FORM_RESPONSE).findMany({
      where: { form: { $in: ids }, signed_copy: { $notNull: true } },
      select: ['signed_copy'],
    })) as { signed_copy: string }[];
    if (copies.length > 0) await formSignedCopiesOf(strapi).removeSignedCopies(copies.map((copy) => copy.signed_copy));
    await strapi.db.transaction(async () => {
      for (const uid of [FORM_RESPONSE, FORM_VERSION, FORM_TRANSLATION, FORM_EVENT, FORM_INVITATION] as const) {
        await strapi.db.query(uid).deleteMany({ where: { form: { $in: ids } } });
      }
      await strapi.db.query(CONSENT_FORM).deleteMany({ where: { id: { $in: forms.map((form) => form.id) } } });
    });
    purged += forms.length;
    if (forms.length < PURGE_BATCH) break;
  }
  if (purged > 0) strapi.log.info(`Deleted ${purged} permission forms due more than ${days} days ago, with their evidence.`);
  return purged;
}

/** The school's time of the daily purge (the Sydney campus's clock), when hardly anyone signs. */
const PURGE_TIME = '03:45';

export interface FormEvidencePurgePayload {
  /** The school day (YYYY-MM-DD) the run is for: one run per day, ever. */
  day: string;
}

/** A day's purge, which queues the next day's once it is done. */
export const formEvidencePurgeJob: JobKind<FormEvidencePurgePayload> = {
  name: 'form-evidence-purge',
  maxAttempts: 3,

  async run(_payload, { strapi }) {
    await purgeFormEvidence(strapi);
    await scheduleFormEvidencePurge(strapi);
  },
};

/**
 * Queues the next daily purge: today at PURGE_TIME if that is still ahead, else tomorrow. Keyed by
 * the day, so every process queueing it (each does at start, and after each run) makes one job.
 */
export async function scheduleFormEvidencePurge(strapi: Core.Strapi, now = new Date()): Promise<void> {
  const timeZone = schoolTimeZoneOf(strapi, 'sydney');
  const today = schoolDayOf(now, timeZone);
  const atToday = instantOfSchoolTime(today, PURGE_TIME, timeZone);
  const day = atToday.getTime() > now.getTime() ? today : addDays(today, 1);
  const at = day === today ? atToday : instantOfSchoolTime(day, PURGE_TIME, timeZone);
  await strapi
    .plugin('jobs')
    .service<Jobs>('jobs')
    .enqueue(
      formEvidencePurgeJob,
      { day },
      { dedupeKey: `${formEvidencePurgeJob.name}:${day}`, delayMs: at.getTime() - now.getTime() },
    );
}
