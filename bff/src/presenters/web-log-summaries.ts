import type { PageLogRecord, UserLogRecord } from '@portal/contract';

/** A row of the CMS's page summary (cms/src/api/web-log/services/summaries.ts). */
export type CmsPageVisits = {
  page_id: string;
  title: string;
  page_type: string;
  visit_count: number;
  publish_start: string | null;
  publish_end: string | null;
};

/** A row of the CMS's users summary. */
export type CmsUserVisit = {
  document_id: string;
  users_userid: string | null;
  users_username: string | null;
  title: string | null;
  ip_address: string | null;
  page_id: string | null;
  os_name: string | null;
  browser_name: string | null;
  visited_at: string;
};

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
