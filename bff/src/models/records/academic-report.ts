import type { CmsRecord } from '@portal/cms/types';

/** A student's report: a standard one's PDF is in the CMS's private file store (`pdf_file`, never shown), a custom one at its own link. */
export type AcademicReport = CmsRecord<'api::academic-report.academic-report'>;
