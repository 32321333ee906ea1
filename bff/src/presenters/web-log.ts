import type { WebLogRecord } from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';

export type CmsWebLog = CmsDocument & Omit<WebLogRecord, 'weblogsUid'> & { client_visit_id: string | null };

export function presentWebLog(log: CmsWebLog): WebLogRecord {
  return {
    weblogsUid: log.documentId,
    pageId: log.pageId,
    title: log.title,
    pageType: log.pageType,
    browserName: log.browserName,
    osName: log.osName,
    country_name: log.country_name,
    visited_at: log.visited_at,
    users_userid: log.users_userid,
    users_username: log.users_username,
    users_firstname: log.users_firstname,
    users_lastname: log.users_lastname,
  };
}
