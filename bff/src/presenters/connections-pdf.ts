import type { ConnectionsPdfRecord } from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';

export type CmsConnectionsPdf = CmsDocument & {
  title: string;
  status: 'Generating' | 'Completed' | null;
  error: string | null;
  emailed: boolean | null;
  campus: string | null;
  /** Its PDF's key in the CMS's private file store, also the name it is downloaded as. */
  pdf_file: string | null;
};

export function presentConnectionsPdf(record: CmsConnectionsPdf): ConnectionsPdfRecord {
  return {
    connections_pdfUid: record.documentId,
    title: record.title,
    status: record.status ?? 'Generating',
    error: record.error || null,
    emailed: record.emailed ?? false,
    created_at: record.createdAt,
    url: record.status === 'Completed' ? record.pdf_file || null : null,
  };
}
