import type { Campus, ConnectionHeaderWrite } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsAll } from '../cms/cms-client.ts';
import { authorize } from '../policies/authorize.ts';
import { createdBy } from '../policies/admin.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import type { ModelDeps } from './model-deps.ts';
import type { ConnectionHeader } from './records/connection-header.ts';

export type { ConnectionHeader };

const COLLECTION = 'connection-headers';

/** What is stored for a header an administrator saves: every header is a JPEG (the form uploads one). */
const fieldsOf = (header: ConnectionHeaderWrite) => ({ ...header, featured_img_type: 'jpeg' });

/**
 * Connection headers (admin spec 7 "Connection headers"): the campus's set from the read cache,
 * and the administrators' writes, each checked by policies/connection-header.ts and told to the
 * read cache at once so the campus's readers see it on their next call.
 */
export function createConnectionHeaders({ cms, shared }: Pick<ModelDeps, 'cms' | 'shared'>) {
  const told = (header: ConnectionHeader) => shared.apply({ type: 'connection-header', documentIds: [header.documentId], campuses: header.campus ? [header.campus] : [] });

  return {
    /**
     * The headers a reader of the campus reads (connectionHeaderPolicy.read: the campus's and
     * those of every campus), newest first, shared by the campus's readers.
     */
    readableOn: (campus: Campus): Promise<CachedRead<CmsAll<ConnectionHeader>>> => shared.connectionHeaders(campus),

    /** The header as the admin may change it, or 404 (missing, another campus's, or every campus's). */
    async findAdministered(admin: PortalUser, id: string): Promise<ConnectionHeader> {
      const header = await cms.findOne<ConnectionHeader>(COLLECTION, id);
      authorize(admin, 'connection-header.administer', header);
      return header;
    },

    /** A new header of the admin's campus, made by them. */
    async create(admin: PortalUser, header: ConnectionHeaderWrite): Promise<ConnectionHeader> {
      const created = await cms.as(admin).create<ConnectionHeader>(COLLECTION, { ...fieldsOf(header), campus: admin.campus, ...createdBy(admin) });
      told(created);
      return created;
    },

    /** Rewrites a header the admin has loaded through `findAdministered`. */
    async update(admin: PortalUser, stored: ConnectionHeader, header: ConnectionHeaderWrite): Promise<ConnectionHeader> {
      const updated = await cms.as(admin).update<ConnectionHeader>(COLLECTION, stored.documentId, fieldsOf(header));
      told(updated);
      return updated;
    },

    async remove(admin: PortalUser, stored: ConnectionHeader): Promise<void> {
      await cms.as(admin).remove(COLLECTION, stored.documentId);
      told(stored);
    },
  };
}

export type ConnectionHeaders = ReturnType<typeof createConnectionHeaders>;
