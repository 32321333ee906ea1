import type { PageLogRecord, UserLogRecord } from '@portal/contract';
import type { CmsPageVisits, CmsUserVisit } from '../models/web-logs.ts';

export function presentPageLog(row: CmsPageVisits): PageLogRecord {
  return {
    postUid: row.page_id,
    title: row.title,
    pageType: row.page_type,
    visit_count: row.visit_count,
    publish_start: row.publish_start,
    publish_end: row.publish_end,
  };
}

export function presentUserLog(row: CmsUserVisit): UserLogRecord {
  return {
    weblogsUid: row.document_id,
    users_userid: row.users_userid,
    users_username: row.users_username,
    title: row.title,
    ip_address: row.ip_address,
    pageId: row.page_id,
    osName: row.os_name,
    browserName: row.browser_name,
    visited_at: row.visited_at,
  };
}
