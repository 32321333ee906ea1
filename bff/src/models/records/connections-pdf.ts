import type { CmsRecord } from '@portal/cms/types';

/** A Connections PDF of a campus: the issue a job in the CMS renders, then its file in the private store (`pdf_file`). */
export type ConnectionsPdf = CmsRecord<'api::connections-pdf.connections-pdf'>;
