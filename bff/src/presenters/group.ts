import type { GroupRecord } from '@portal/contract';
import type { CmsGroup } from '../auth/portal-users.ts';

export function presentGroup(group: CmsGroup): GroupRecord {
  return { groupUid: group.documentId, groupname: group.groupname, grouptype: group.grouptype };
}
