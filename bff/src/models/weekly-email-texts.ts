import { exclusionListOf, type WeeklyEmailTextUpdate } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { createdBy } from '../policies/admin.ts';
import { authorize } from '../policies/authorize.ts';
import { campusRecord } from './campus-record.ts';
import type { ModelDeps } from './model-deps.ts';
import type { WeeklyEmailText } from './records/weekly-email-text.ts';

export type { WeeklyEmailText };

const COLLECTION = 'weekly-email-texts';

/** What is stored for a save: the exclusion list's parsed list is made here from the text, never taken from the client. */
function fieldsOf(data: WeeklyEmailTextUpdate) {
  return {
    ...(data.email_text !== undefined ? { email_text: data.email_text } : {}),
    ...(data.except_emails !== undefined ? { except_emails: data.except_emails, except_emails_list: exclusionListOf(data.except_emails) } : {}),
    ...(data.test_emails_list !== undefined ? { test_emails_list: data.test_emails_list } : {}),
  };
}

/** JSON columns hold whatever was written to them: only strings are addresses, compared in lower case. */
const addresses = (list: unknown): string[] => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string').map((item) => item.toLowerCase()) : []);

/**
 * The weekly email text (admin spec 7 "Weekly email text"): a campus's one record of the weekly
 * digest's blurb, exclusion list and test addresses, read and saved by its administrators
 * (policies/weekly-email-text.ts), each save audited by the CMS under the admin.
 */
export function createWeeklyEmailTexts({ cms }: Pick<ModelDeps, 'cms'>) {
  const texts = campusRecord<WeeklyEmailText>(cms, {
    collection: COLLECTION,
    authorize: (admin, text) => authorize(admin, 'weekly-email-text.administer', text),
  });

  return {
    /** The admin's campus's text, if one was saved. */
    ofCampus: texts.ofCampus,

    /** The text as the admin may change it, or 404 (missing, or another campus's). */
    async findAdministered(admin: PortalUser, id: string): Promise<WeeklyEmailText> {
      const text = await cms.findOne<WeeklyEmailText>(COLLECTION, id);
      authorize(admin, 'weekly-email-text.administer', text);
      return text;
    },

    /** Saves the campus's text, made empty but for this save (and by this admin) on the first one. */
    save: (admin: PortalUser, data: WeeklyEmailTextUpdate): Promise<{ record: WeeklyEmailText; created: boolean }> =>
      texts.save(admin, fieldsOf(data), { email_text: '', except_emails: '', except_emails_list: [], test_emails_list: [], ...createdBy(admin) }),

    /** Rewrites a text the admin has loaded through `findAdministered`. */
    update: (admin: PortalUser, stored: WeeklyEmailText, data: WeeklyEmailTextUpdate): Promise<WeeklyEmailText> => texts.update(admin, stored, fieldsOf(data)),

    /** The addresses a text excludes from the weekly digest, and those a test send may go to. */
    addressesOf: (text: WeeklyEmailText | undefined) => ({ excluded: addresses(text?.except_emails_list), testing: addresses(text?.test_emails_list) }),
  };
}

export type WeeklyEmailTexts = ReturnType<typeof createWeeklyEmailTexts>;
