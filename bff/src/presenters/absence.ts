import {
  ABSENCE_DAY_SHARE,
  ABSENCE_TYPE_LABELS,
  ABSENCES_CSV_COLUMNS,
  attendanceRate,
  countAbsences,
  countSchoolDays,
  schoolYearDays,
  type AbsenceRecord,
  type StudentInfoRecord,
} from '@portal/contract';
import type { Absence, AbsenceDay } from '../models/records/absence.ts';
import type { Student } from '../models/records/student.ts';
import { csvCell } from './page-logs-csv.ts';
import { presentStudentIdentity } from './student-info.ts';
import { hoursAndMinutes } from './student-records.ts';

export function presentAbsence(absence: Absence): AbsenceRecord {
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
    ...presentStudentIdentity(student),
    form_run: student.form_run ?? null,
    homeroom_teacher: student.homeroom_teacher ?? null,
  };
}

/**
 * A school year of a student's absences as the dashboard's boxes show it: verified and
 * unverified as every screen counts them (the contract's rule, days notified ahead included),
 * and the attendance rate the days up to today leave.
 */
export function absenceYear(days: readonly AbsenceDay[], today: string): { verified: number; unverified: number; percentage: number } {
  const counts = countAbsences(days, today);
  const daysAway = days
    .filter((absence) => absence.absence_date <= today)
    .reduce((sum, absence) => {
      const share = ABSENCE_DAY_SHARE[absence.absence_type] ?? 1;
      // A leave over several days costs each school day it covers up to today.
      const covered = absence.end_date ? countSchoolDays(absence.absence_date, absence.end_date < today ? absence.end_date : today) : 1;
      return sum + share * Math.max(covered, 1);
    }, 0);
  return { ...counts, percentage: attendanceRate(countSchoolDays(schoolYearDays(today).first, today), daysAway) };
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
