import type { EmergencyBroadcastRecord } from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';

export type CmsEmergencyBroadcast = CmsDocument & { status: boolean; message: string; campus: string };

export function presentEmergencyBroadcast(broadcast: CmsEmergencyBroadcast): EmergencyBroadcastRecord {
  return {
    emergencybroadcastUid: broadcast.documentId,
    status: broadcast.status,
    message: broadcast.message,
    created_at: broadcast.createdAt,
    updated_at: broadcast.updatedAt,
  };
}
