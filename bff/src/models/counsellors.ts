import type { Campus } from '@portal/contract';
import { USER_RECORD_TTL_MS, type PortalUser } from '../auth/portal-users.ts';
import type { BffConfig } from '../config.ts';
import type { ModelDeps } from './model-deps.ts';
import { peopleWithEmails } from './people-by-email.ts';

/** A person's record changed this long before a list of counsellors was read may still be missing from it (the CMS's and the BFF's clocks). */
const CLOCK_MARGIN_MS = 5_000;

/** Where mail for the campus's counsellors goes: the configured addresses, lower case (config.ts). */
export const counsellorAddresses = (config: Pick<BffConfig, 'counsellorEmails'>, campus: Campus): readonly string[] => config.counsellorEmails[campus];

/**
 * The campus's counsellors, one notion for every feature (issue 16): the configured list of
 * addresses (SYDNEY_COUNSELLOR_EMAILS, ARMIDALE_COUNSELLOR_EMAILS). It says where mail for the
 * counsellors goes (school psychology requests, and student notes sent to "counsellor staff",
 * reader spec 2.7), and who has the counsellors' view: the portal people of the campus whose
 * email is on it, resolved here to ids, which policies/counsellor.ts compares. The list names
 * mailboxes, by design: a person whose email changes in the directory gains or loses the view
 * with it, and an address that is nobody's sign-in (a shared inbox) gets the mail and gives no
 * one the view.
 */
export function createCounsellors({ cms, cache, config, now }: Pick<ModelDeps, 'cms' | 'cache' | 'config' | 'now'>) {
  const keyOf = (campus: Campus) => `counsellors:${campus}`;

  async function read(campus: Campus): Promise<{ ids: string[]; readAt: number }> {
    const readAt = now().getTime();
    return { ids: await peopleWithEmails(cms, campus, counsellorAddresses(config, campus)), readAt };
  }

  return {
    addresses: (campus: Campus) => counsellorAddresses(config, campus),

    /**
     * The ids of the counsellors of the person's campus, as the person's question needs them:
     * kept for a person record's lifetime (USER_RECORD_TTL_MS), and read again when the person's
     * own record changed after they were read (a sign-in that brought a new email), so that their
     * own answer always follows their record.
     */
    async of(person: PortalUser): Promise<readonly string[]> {
      const key = keyOf(person.campus);
      let found = (await cache.read(key, () => read(person.campus), { maxAgeMs: USER_RECORD_TTL_MS })).value;
      if (Date.parse(person.updatedAt) > found.readAt - CLOCK_MARGIN_MS) {
        cache.drop((candidate) => candidate === key);
        found = (await cache.read(key, () => read(person.campus), { maxAgeMs: USER_RECORD_TTL_MS })).value;
      }
      return found.ids;
    },
  };
}

export type Counsellors = ReturnType<typeof createCounsellors>;
