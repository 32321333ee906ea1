import type { CmsRecord } from '@portal/cms/types';

/** How a person is read: with their groups (the audience rules need them). The CMS's sign-in answers the same. */
export const PORTAL_USER_POPULATE = { groups: true } as const;

/**
 * A person known to the portal (carer, student or staff member), as the CMS answers them with
 * PORTAL_USER_POPULATE: at sign-in, as a calendar feed's owner, looked up by username.
 */
export type PortalUser = CmsRecord<'api::portal-user.portal-user', typeof PORTAL_USER_POPULATE>;
