import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { CmsResponseError, type CmsClient } from '../cms/cms-client.ts';

type CampusRecordInput<T> = {
  collection: string;
  /** The record's `authorize`, called on each one loaded. */
  authorize: (admin: PortalUser, record: T) => void;
};

/**
 * A record kind a campus holds one of (a unique index on the campus): the weekly email text, the
 * PDF email template. An administrator's first save makes it and later saves change it; two
 * first saves at the same moment both land, the second into the record the first made.
 */
export function campusRecord<T extends { documentId: string }>(cms: CmsClient, { collection, authorize }: CampusRecordInput<T>) {
  async function find(campus: Campus): Promise<T | undefined> {
    const found = await cms.find<T>(collection, { filters: { campus: { $eq: campus } }, sort: ['id:asc'], pagination: { pageSize: 1 } });
    return found.data[0];
  }

  async function ofCampus(admin: PortalUser): Promise<T | undefined> {
    const record = await find(admin.campus);
    if (record) authorize(admin, record);
    return record;
  }

  const update = (admin: PortalUser, stored: T, fields: object): Promise<T> => cms.as(admin).update<T>(collection, stored.documentId, fields);

  return {
    /** The admin's campus's record, if it has one yet. */
    ofCampus,

    update,

    /**
     * Saves into the campus's record, making it (with `firstFields` under `fields`) when there is
     * none yet; `created` tells which (a create answers 201). Audited by the CMS under the admin.
     */
    async save(admin: PortalUser, fields: object, firstFields: object): Promise<{ record: T; created: boolean }> {
      const existing = await ofCampus(admin);
      if (existing) return { record: await update(admin, existing, fields), created: false };
      try {
        return { record: await cms.as(admin).create<T>(collection, { ...firstFields, ...fields, campus: admin.campus }), created: true };
      } catch (error) {
        // Another admin's first save made the campus's record a moment before: save into it.
        const madeMeanwhile = error instanceof CmsResponseError ? await ofCampus(admin) : undefined;
        if (!madeMeanwhile) throw error;
        return { record: await update(admin, madeMeanwhile, fields), created: false };
      }
    },
  };
}
