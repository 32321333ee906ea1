import type { Campus, EmergencyBroadcastWrite } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsAll } from '../cms/cms-client.ts';
import { authorize } from '../policies/authorize.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import { campusCachedRecords } from './campus-cached-records.ts';
import type { ModelDeps } from './model-deps.ts';
import type { EmergencyBroadcast } from './records/emergency-broadcast.ts';

export type { EmergencyBroadcast };

/**
 * Emergency broadcasts (reader spec 7 "Emergency broadcasts: list, save, update"): the campus's
 * banner messages from the read cache, and the administrators' writes, each checked by
 * policies/emergency-broadcast.ts; the campus's banner calls see a write on their next call.
 */
export function createEmergencyBroadcasts(deps: Pick<ModelDeps, 'cms' | 'shared'>) {
  const broadcasts = campusCachedRecords<EmergencyBroadcast>(deps, {
    collection: 'emergency-broadcasts',
    type: 'emergency-broadcast',
    authorize: (admin, broadcast) => authorize(admin, 'emergency-broadcast.administer', broadcast),
  });

  return {
    /** The campus's broadcasts (emergencyBroadcastPolicy.read: its own people's), newest first, shared by the campus. */
    readableOn: (campus: Campus): Promise<CachedRead<CmsAll<EmergencyBroadcast>>> => deps.shared.emergencyBroadcasts(campus),
    findAdministered: broadcasts.findAdministered,
    create: (admin: PortalUser, broadcast: EmergencyBroadcastWrite): Promise<EmergencyBroadcast> => broadcasts.create(admin, broadcast),
    update: (admin: PortalUser, stored: EmergencyBroadcast, broadcast: EmergencyBroadcastWrite): Promise<EmergencyBroadcast> => broadcasts.update(admin, stored, broadcast),
    remove: broadcasts.remove,
  };
}

export type EmergencyBroadcasts = ReturnType<typeof createEmergencyBroadcasts>;
