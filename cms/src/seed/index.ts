import type { Core, UID } from '@strapi/strapi';
import { seedAdminRecords } from './admin-records';
import { seedCalendar } from './calendar';
import { seedConsentForms } from './consent-forms';
import { createSeedContext, type SeedContext } from './context';
import { parseSeedScale, seedLargerSchool } from './larger-school';
import { seedMarks } from './marks';
import { seedPlaces } from './places';
import { removeSeedPictures } from './pictures';
import { seedPosts } from './posts';
import { seedEmergencyBroadcasts, seedPeople, seedSchoolSettings } from './school';
import { seedStudentRecords } from './student-records';
import { seedStudentNoteGroups } from './student-note-groups';
import { seedFamilyInfo } from './family-info';
import { seedSchoolTerms } from './school-terms';

const SCHOOL_SETTINGS = 'api::school-setting.school-setting';

const portalContentTypes = (strapi: Core.Strapi): UID.ContentType[] =>
  Object.keys(strapi.contentTypes).filter((uid): uid is UID.ContentType => uid.startsWith('api::'));

/** The demo school is present once any school settings exist. */
export const isSeeded = async (strapi: Core.Strapi): Promise<boolean> =>
  (await strapi.db.query(SCHOOL_SETTINGS).count()) > 0;

const EVENT_DRAIN_TIMEOUT_MS = 60_000;

/**
 * The Document Service announces every created document with an `entry.create` event after
 * the transaction commits, each loading the document in the background. Waiting for them
 * keeps a short-lived process (the seed script, a CLI command on an empty database) from
 * shutting Strapi down under those queries.
 */
const waitForCreateEvents = async (strapi: Core.Strapi, expected: () => number, seen: () => number) => {
  const deadline = Date.now() + EVENT_DRAIN_TIMEOUT_MS;
  while (seen() < expected()) {
    if (Date.now() > deadline) {
      strapi.log.warn(`Seed: only ${seen()} of ${expected()} entry.create events were emitted in time.`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** What the larger school added (nothing at scale 1); see larger-school.ts. */
type SeedSummary = { scale: number; added: Awaited<ReturnType<typeof seedLargerSchool>> | null };

const seedInTransaction = async (strapi: Core.Strapi, ctx: SeedContext, scale: number): Promise<SeedSummary> =>
  strapi.db.transaction(async () => {
    // First, so that a second process seeding the same empty database stops here on the
    // unique campus index instead of duplicating everything.
    await seedSchoolSettings(ctx);
    await seedEmergencyBroadcasts(ctx);
    await seedSchoolTerms(ctx);
    const { groups, users, students } = await seedPeople(ctx);
    const postIds = await seedPosts(ctx, groups, users);
    const eventIds = await seedCalendar(ctx);
    await seedPlaces(ctx, groups, users);
    await seedStudentRecords(ctx, students, users);
    await seedAdminRecords(ctx, users, postIds);
    await seedMarks(ctx, users, postIds, eventIds);
    await seedStudentNoteGroups(ctx);
    await seedFamilyInfo(ctx);
    await seedConsentForms(ctx, users, students);
    // Last, so the demo's own records come out the same at every scale.
    return { scale, added: scale > 1 ? await seedLargerSchool(ctx, scale, { groups, users, students }) : null };
  });

/** How the log names a seed: "the demo school", or the larger school with what it added. */
export const describeSeed = ({ scale, added }: SeedSummary): string =>
  added
    ? `the demo school at scale ${scale} (${added.posts} posts, ${added.events} events, ${added.people} people, ${added.students} student records and ${added.carerLinks} carer links added)`
    : 'the demo school';

/**
 * Seeds the demo school group in one transaction, so a failure leaves the database empty
 * (and seedable) rather than half-seeded. Dates are relative to `now`. A scale above 1 adds
 * the larger school (about 500 posts, 200 events and 300 people per unit of scale).
 */
export const seedDemoSchool = async (strapi: Core.Strapi, now = new Date(), { scale = 1 }: { scale?: number } = {}): Promise<SeedSummary> => {
  const ctx = createSeedContext(strapi, now);
  let createEvents = 0;
  const unsubscribe = strapi.eventHub.subscribe(async (eventName: string) => {
    if (eventName === 'entry.create') {
      createEvents += 1;
    }
  });
  try {
    const summary = await seedInTransaction(strapi, ctx, scale);
    await waitForCreateEvents(strapi, ctx.createdCount, () => createEvents);
    return summary;
  } finally {
    unsubscribe();
  }
};

/** Seeds only an empty database; PORTAL_SEED_SCALE (default 1) sets the school's size. */
export const seedDemoSchoolIfEmpty = async (strapi: Core.Strapi): Promise<void> => {
  if (await isSeeded(strapi)) {
    return;
  }
  const scale = parseSeedScale(process.env.PORTAL_SEED_SCALE);
  const started = Date.now();
  let summary: SeedSummary;
  try {
    summary = await seedDemoSchool(strapi, new Date(), { scale });
  } catch (error) {
    if (await isSeeded(strapi)) {
      strapi.log.info('The demo school was seeded by another process.');
      return;
    }
    throw error;
  }
  strapi.log.info(`Seeded ${describeSeed(summary)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
};

/** The private files (PDFs about people) the portal's records name; they go with the records. */
const privateFilesOfRecords = async (strapi: Core.Strapi): Promise<string[]> => {
  const single = async (uid: 'api::connections-pdf.connections-pdf' | 'api::academic-report.academic-report') =>
    ((await strapi.db.query(uid).findMany({ select: ['pdf_file'] })) as { pdf_file: string | null }[]).map((row) => row.pdf_file);
  const requests = (await strapi.db.query('api::queue-statistic.queue-statistic').findMany({ select: ['pdf_files'] })) as { pdf_files: string[] | null }[];
  const keys = [...(await single('api::connections-pdf.connections-pdf')), ...(await single('api::academic-report.academic-report')), ...requests.flatMap((row) => row.pdf_files ?? [])];
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
};

/** Deletes every record of the portal's own content types (not admin users or API tokens), the private files they name and the seed's pictures. */
export const wipePortalContent = async (strapi: Core.Strapi): Promise<void> => {
  const files = await privateFilesOfRecords(strapi);
  await strapi.db.transaction(async () => {
    for (const uid of portalContentTypes(strapi)) {
      // Join-table rows go with them: their foreign keys cascade on delete.
      await strapi.db.query(uid).deleteMany({});
    }
  });
  const store = strapi.plugin('pdfs').service<{ remove(key: string): Promise<void> }>('private-files');
  for (const key of files) await store.remove(key);
  await removeSeedPictures(strapi);
};
