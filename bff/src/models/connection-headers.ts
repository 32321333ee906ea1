import type { Campus, ConnectionHeaderWrite } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsAll } from '../cms/cms-client.ts';
import { authorize } from '../policies/authorize.ts';
import { createdBy } from '../policies/admin.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import { campusCachedRecords } from './campus-cached-records.ts';
import type { ModelDeps } from './model-deps.ts';
import type { ConnectionHeader } from './records/connection-header.ts';

export type { ConnectionHeader };

/** What is stored for a header an administrator saves: every header is a JPEG (the form uploads one). */
const fieldsOf = (header: ConnectionHeaderWrite) => ({ ...header, featured_img_type: 'jpeg' });

/**
 * Connection headers (admin spec 7 "Connection headers"): the campus's set from the read cache,
 * and the administrators' writes, each checked by policies/connection-header.ts (one without a
 * campus is read by every campus and changed by no administrator).
 */
export function createConnectionHeaders(deps: Pick<ModelDeps, 'cms' | 'shared'>) {
  const headers = campusCachedRecords<ConnectionHeader>(deps, {
    collection: 'connection-headers',
    type: 'connection-header',
    authorize: (admin, header) => authorize(admin, 'connection-header.administer', header),
  });

  return {
    /**
     * The headers a reader of the campus reads (connectionHeaderPolicy.read: the campus's and
     * those of every campus), newest first, shared by the campus's readers.
     */
    readableOn: (campus: Campus): Promise<CachedRead<CmsAll<ConnectionHeader>>> => deps.shared.connectionHeaders(campus),

    findAdministered: headers.findAdministered,

    /** A new header of the admin's campus, made by them. */
    create: (admin: PortalUser, header: ConnectionHeaderWrite): Promise<ConnectionHeader> => headers.create(admin, { ...fieldsOf(header), ...createdBy(admin) }),

    update: (admin: PortalUser, stored: ConnectionHeader, header: ConnectionHeaderWrite): Promise<ConnectionHeader> => headers.update(admin, stored, fieldsOf(header)),

    remove: headers.remove,
  };
}

export type ConnectionHeaders = ReturnType<typeof createConnectionHeaders>;
