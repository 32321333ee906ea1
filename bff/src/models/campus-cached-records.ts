import type { Campus, CacheEventType } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { ModelDeps } from './model-deps.ts';

type CampusCachedRecordsInput<T> = {
  collection: string;
  /** The read cache's name for the kind, as the CMS's change events give it. */
  type: CacheEventType;
  /** The kind's `administer` rule through `authorize`, called on each one loaded. */
  authorize: (admin: PortalUser, record: T) => void;
};

/**
 * A record kind the campus's readers read from the read cache and its administrators change
 * (connection headers, emergency broadcasts): each one an administrator names is checked by the
 * kind's policy right after loading, and each write is audited by the CMS under the admin and
 * told to the read cache at once, so the campus's readers see it on their next call.
 */
export function campusCachedRecords<T extends { documentId: string; campus: Campus | null }>(
  { cms, shared }: Pick<ModelDeps, 'cms' | 'shared'>,
  { collection, type, authorize }: CampusCachedRecordsInput<T>,
) {
  const told = (record: T) => shared.apply({ type, documentIds: [record.documentId], campuses: record.campus ? [record.campus] : [] });

  return {
    /** The record as the admin may change it, or 404 (missing, or not theirs to change). */
    async findAdministered(admin: PortalUser, id: string): Promise<T> {
      const record = await cms.findOne<T>(collection, id);
      authorize(admin, record);
      return record;
    },

    /** A new record of the admin's campus. */
    async create(admin: PortalUser, fields: object): Promise<T> {
      const created = await cms.as(admin).create<T>(collection, { ...fields, campus: admin.campus });
      told(created);
      return created;
    },

    /** Rewrites a record the admin has loaded through `findAdministered`. */
    async update(admin: PortalUser, stored: T, fields: object): Promise<T> {
      const updated = await cms.as(admin).update<T>(collection, stored.documentId, fields);
      told(updated);
      return updated;
    },

    async remove(admin: PortalUser, stored: T): Promise<void> {
      await cms.as(admin).remove(collection, stored.documentId);
      told(stored);
    },
  };
}
