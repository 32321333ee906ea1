import { ABSENCE_TYPE_LABELS, ABSENCES_CSV_COLUMNS, type AbsenceRecord, type AbsenceType, type StudentInfoRecord } from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';
import type { Student } from '../models/students.ts';
import { csvCell } from './page-logs-csv.ts';
import { hoursAndMinutes } from './student-records.ts';

export type CmsAbsence = CmsDocument & {
  DAILY_ATTENDANCE_ID: string;
  absence_date: string;
  end_date: string | null;
  absence_type: AbsenceType | null;
  departure_time?: string | null;
  arrival_time?: string | null;
  is_verified: boolean | null;
  reason: string | null;
  explanation: string | null;
  notified_by_username: string | null;
  student: Pick<Student, 'documentId' | 'STUDENT_NUMBER' | 'student' | 'username' | 'campus'> | null;
};

export const ABSENCE_POPULATE = { student: { fields: ['STUDENT_NUMBER', 'student', 'username', 'campus'] } };

export function presentAbsence(absence: CmsAbsence): AbsenceRecord {
  return {
    DAILY_ATTENDANCE_ID: absence.DAILY_ATTENDANCE_ID,
    STUDENT_NUMBER: absence.student?.STUDENT_NUMBER ?? '',
    student: absence.student?.student ?? absence.student?.username ?? '',
    absence_date: absence.absence_date,
    end_date: absence.end_date ?? null,
    absence_type: absence.absence_type ?? 'whole_day',
    departure_time: hoursAndMinutes(absence.departure_time),
    arrival_time: hoursAndMinutes(absence.arrival_time),
    is_verified: absence.is_verified ?? false,
    reason: absence.reason || null,
    explanation: absence.explanation || null,
    notified_by_username: absence.notified_by_username || null,
  };
}

export function presentStudentInfo(student: Student): StudentInfoRecord {
  return {
    studentUid: student.documentId,
    STUDENT_NUMBER: student.STUDENT_NUMBER,
    username: student.username,
    student: student.student ?? student.username,
    form_run: student.form_run ?? null,
    homeroom_teacher: student.homeroom_teacher ?? null,
  };
}

/** The export's file name for a period. */
export const absencesCsvFileName = (from: string, to: string) => `absences-${from}-to-${to}.csv`;

/**
 * The campus's absences for the school's system: RFC 4180 with CRLF, a BOM for spreadsheets,
 * the columns of ABSENCES_CSV_COLUMNS (documented in routes/absences/README.md); text typed by
 * families goes through csvCell, which defuses cells a spreadsheet would run as formulas.
 */
export function absencesCsv(absences: readonly AbsenceRecord[]): string {
  const rows = absences.map((a) => [
    a.DAILY_ATTENDANCE_ID,
    a.STUDENT_NUMBER,
    a.student,
    a.absence_date,
    a.end_date,
    ABSENCE_TYPE_LABELS[a.absence_type],
    a.is_verified ? 'Y' : 'N',
    a.reason,
    a.explanation,
    a.notified_by_username,
    a.departure_time,
    a.arrival_time,
  ]);
  return `\uFEFF${[[...ABSENCES_CSV_COLUMNS], ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
