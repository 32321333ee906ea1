import type { WebLogRecord } from '@portal/contract';
import type { WebLog } from '../models/records/web-log.ts';

/** A visit as the BFF recorded it: it writes every field as text ('' for what it does not know). */
export function presentWebLog(log: WebLog): WebLogRecord {
  return {
    weblogsUid: log.documentId,
    pageId: log.pageId ?? '',
    title: log.title ?? '',
    pageType: log.pageType ?? '',
    browserName: log.browserName ?? '',
    osName: log.osName ?? '',
    country_name: log.country_name ?? '',
    visited_at: log.visited_at,
    users_userid: log.users_userid ?? '',
    users_username: log.users_username ?? '',
    users_firstname: log.users_firstname ?? '',
    users_lastname: log.users_lastname ?? '',
  };
}
