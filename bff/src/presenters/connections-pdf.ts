import type { ConnectionsPdfRecord } from '@portal/contract';
import type { ConnectionsPdf } from '../models/records/connections-pdf.ts';

/** `url` is the PDF's key in the CMS's private file store, also the name it is downloaded as. */
export function presentConnectionsPdf(record: ConnectionsPdf): ConnectionsPdfRecord {
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
