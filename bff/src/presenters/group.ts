import type { GroupRecord } from '@portal/contract';
import type { Group } from '../models/records/group.ts';

export function presentGroup(group: Group): GroupRecord {
  return { groupUid: group.documentId, groupname: group.groupname, grouptype: group.grouptype };
}
