import type { EmergencyBroadcastRecord } from '@portal/contract';
import type { OfflineFeature, SavedTable } from '@/offline/declarations.ts';

/** The broadcasts screen's history (the table of schema 2, unchanged). */
export const broadcastsTable: SavedTable<EmergencyBroadcastRecord, 'emergencybroadcastUid'> = {
  name: 'broadcasts',
  key: 'emergencybroadcastUid',
  indexes: ['position'],
};

export const emergencyBroadcastOffline: OfflineFeature = { tables: [broadcastsTable] };
