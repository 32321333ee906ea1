import type { CmsRecord } from '@portal/cms/types';

/** A kind of page (reader spec 3): Static Page, Documents, Task Page, Classrooms Page, Blog Page. */
export type PageType = CmsRecord<'api::page-type.page-type'>;
