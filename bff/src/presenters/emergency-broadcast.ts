import type { EmergencyBroadcastRecord } from '@portal/contract';
import type { EmergencyBroadcast } from '../models/records/emergency-broadcast.ts';

export function presentEmergencyBroadcast(broadcast: EmergencyBroadcast): EmergencyBroadcastRecord {
  return {
    emergencybroadcastUid: broadcast.documentId,
    status: broadcast.status,
    message: broadcast.message,
    created_at: broadcast.createdAt,
    updated_at: broadcast.updatedAt,
  };
}
