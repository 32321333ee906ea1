import type { Campus, EmergencyBroadcastWrite } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsAll } from '../cms/cms-client.ts';
import { authorize } from '../policies/authorize.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import type { ModelDeps } from './model-deps.ts';
import type { EmergencyBroadcast } from './records/emergency-broadcast.ts';

export type { EmergencyBroadcast };

const COLLECTION = 'emergency-broadcasts';

/**
 * Emergency broadcasts (reader spec 7 "Emergency broadcasts: list, save, update"): the campus's
 * banner messages from the read cache, and the administrators' writes, each checked by
 * policies/emergency-broadcast.ts and told to the read cache at once, so the campus's banner
 * calls see it on their next call.
 */
export function createEmergencyBroadcasts({ cms, shared }: Pick<ModelDeps, 'cms' | 'shared'>) {
  const told = (broadcast: EmergencyBroadcast) => shared.apply({ type: 'emergency-broadcast', documentIds: [broadcast.documentId], campuses: [broadcast.campus] });

  return {
    /** The campus's broadcasts (emergencyBroadcastPolicy.read: its own people's), newest first, shared by the campus. */
    readableOn: (campus: Campus): Promise<CachedRead<CmsAll<EmergencyBroadcast>>> => shared.emergencyBroadcasts(campus),

    /** The broadcast as the admin may change it, or 404 (missing, or another campus's). */
    async findAdministered(admin: PortalUser, id: string): Promise<EmergencyBroadcast> {
      const broadcast = await cms.findOne<EmergencyBroadcast>(COLLECTION, id);
      authorize(admin, 'emergency-broadcast.administer', broadcast);
      return broadcast;
    },

    /** A new broadcast of the admin's campus, audited under them. */
    async create(admin: PortalUser, broadcast: EmergencyBroadcastWrite): Promise<EmergencyBroadcast> {
      const created = await cms.as(admin).create<EmergencyBroadcast>(COLLECTION, { ...broadcast, campus: admin.campus });
      told(created);
      return created;
    },

    /** Rewrites a broadcast the admin has loaded through `findAdministered`. */
    async update(admin: PortalUser, stored: EmergencyBroadcast, broadcast: EmergencyBroadcastWrite): Promise<EmergencyBroadcast> {
      const updated = await cms.as(admin).update<EmergencyBroadcast>(COLLECTION, stored.documentId, broadcast);
      told(updated);
      return updated;
    },

    async remove(admin: PortalUser, stored: EmergencyBroadcast): Promise<void> {
      await cms.as(admin).remove(COLLECTION, stored.documentId);
      told(stored);
    },
  };
}

export type EmergencyBroadcasts = ReturnType<typeof createEmergencyBroadcasts>;
