import { t } from '@lingui/core/macro';
import type { AbsenceNoticeInput, AbsenceRecord, AbsentEmailSentRecord, SchoolTermRecord, StudentInfoRecord } from '@portal/contract';
import { api } from '@/lib/api-client.ts';
import { tableOf, type OfflineFeature, type QueuedWrite, type SavedTable } from '@/offline/declarations.ts';

/** The absences this person has seen, every student's in one table. */
export const absencesTable: SavedTable<AbsenceRecord, 'DAILY_ATTENDANCE_ID'> = {
  name: 'absences',
  key: 'DAILY_ATTENDANCE_ID',
  indexes: ['STUDENT_NUMBER'],
};

/** The students this person may notify absences for (`student-info/`), so the form works offline. */
export const absenceStudentsTable: SavedTable<StudentInfoRecord, 'STUDENT_NUMBER'> = {
  name: 'absenceStudents',
  key: 'STUDENT_NUMBER',
};

/** The campus's school terms, so the form can ask about a day outside term offline too. */
export const schoolTermsTable: SavedTable<SchoolTermRecord, 'schoolTermUid'> = {
  name: 'schoolTerms',
  key: 'schoolTermUid',
};

/** A notice as queued: the form's fields, its device-made id, and the student's name to show while it waits. */
export type QueuedAbsenceNotice = AbsenceNoticeInput['data'] & { studentName: string };

/**
 * A notice of absence or extended leave, made on the device and sent when online: stored, then
 * its 'Notify Absence' email. Both calls are idempotent (the notice by its clientNoticeId, the
 * email per absence and address), so a retry after a lost answer stores and emails it once.
 */
export const sendAbsenceNotice: QueuedWrite<QueuedAbsenceNotice, AbsenceRecord> = {
  kind: 'absence-notice',
  key: (notice) => `absence-notice:${notice.clientNoticeId}`,
  async send({ studentName: _name, ...notice }) {
    const stored = await api.post<AbsenceRecord>('absences/', { data: notice });
    await api.post<AbsentEmailSentRecord>('send-absent-email/', {
      data: { STUDENT_NUMBER: stored.STUDENT_NUMBER, DAILY_ATTENDANCE_ID: stored.DAILY_ATTENDANCE_ID },
    });
    return stored;
  },
  tables: [absencesTable],
  async applyAnswer(db, _notice, stored) {
    // Shown in the student's list at once, before the list is asked again (first: the newest).
    await tableOf(db, absencesTable).put({ ...stored, position: -1 } as AbsenceRecord);
  },
  describe: ({ studentName, absence_date: day }) => t`Notifying the absence of ${studentName} on ${day}`,
};

export const absencesOffline: OfflineFeature = {
  tables: [absencesTable, absenceStudentsTable, schoolTermsTable],
  writes: [sendAbsenceNotice],
};
