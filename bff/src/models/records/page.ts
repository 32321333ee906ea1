import type { CmsRecord } from '@portal/cms/types';

/** What a page is read with: its place and page type by id (their names come from their cached lists). */
export const PAGE_POPULATE = { place: { fields: ['documentId'] }, pagetype: { fields: ['documentId'] } } as const;

/** A page of a place (reader spec 4), as the CMS answers it with PAGE_POPULATE; `former_slugs` are its earlier slugs, newest first (kept by the CMS when it is renamed). */
export type Page = CmsRecord<'api::page.page', typeof PAGE_POPULATE, { former_slugs: string[] }>;
