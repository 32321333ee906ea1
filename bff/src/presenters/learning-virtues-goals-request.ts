import type { QueueStatisticsRecord } from '@portal/contract';
import type { LearningVirtuesGoalsRequest } from '../models/records/learning-virtues-goals-request.ts';

/** A Learning Virtues goals PDF request as the admin spec's queue statistics record (3), with its progress. */
export function presentLearningVirtuesGoalsRequest(record: LearningVirtuesGoalsRequest): QueueStatisticsRecord {
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
