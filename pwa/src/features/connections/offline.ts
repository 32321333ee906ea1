import type { ConnectionHeaderRecord } from '@portal/contract';
import type { OfflineFeature, SavedTable } from '@/offline/declarations.ts';

/** The latest Connections header image (0 or 1 rows; the table of schema 2, unchanged). */
export const connectionHeadersTable: SavedTable<ConnectionHeaderRecord, 'connectionheaderUid'> = {
  name: 'connectionHeaders',
  key: 'connectionheaderUid',
};

export const connectionsOffline: OfflineFeature = { tables: [connectionHeadersTable] };
