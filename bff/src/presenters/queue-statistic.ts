import type { QueueStatisticsRecord } from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';

export type CmsQueueStatistic = CmsDocument & {
  created_by_username: string | null;
  form_run: string | null;
  student_username: string | null;
  is_error: boolean | null;
  message: string | null;
  queue_status: 'Pending' | 'Complete' | null;
  semester: string | null;
  academic_year: string | null;
  campus: string | null;
  progress_done: number | null;
  progress_total: number | null;
  /** Its PDFs' keys in the CMS's private file store, also their names in the ZIP. */
  pdf_files: string[] | null;
};

/** A Learning Virtues goals PDF request as the admin spec's queue statistics record (3), with its progress. */
export function presentQueueStatistic(record: CmsQueueStatistic): QueueStatisticsRecord {
  return {
    queuestatisticsUid: record.documentId,
    created_at: record.createdAt,
    created_by: record.created_by_username ?? null,
    form_run: record.form_run ?? '',
    student_username: record.student_username || null,
    is_error: record.is_error ?? false,
    message: record.message || null,
    queue_status: record.queue_status ?? 'Pending',
    updated_at: record.updatedAt,
    semester: record.semester ?? '',
    academic_year: record.academic_year ?? '',
    progress: { done: record.progress_done ?? 0, total: record.progress_total ?? 0 },
    pdf_count: record.pdf_files?.length ?? 0,
  };
}
