import type { FinancialInfoRecord, FinancialLine, YearInfoRecord } from '@portal/contract';
import type { FinancialInfo } from '../models/records/financial-info.ts';
import type { Student } from '../models/records/student.ts';
import type { YearInfo } from '../models/records/year-info.ts';

/** How every record about a student names them on the wire: number, username and name (the username when the school system gives no name). */
export const presentStudentIdentity = (student: Pick<Student, 'STUDENT_NUMBER' | 'username' | 'student'>) => ({
  STUDENT_NUMBER: student.STUDENT_NUMBER,
  username: student.username,
  student: student.student ?? student.username,
});

export function presentYearInfo(info: YearInfo, student: Student): YearInfoRecord {
  return {
    ...presentStudentIdentity(student),
    academic_year: info.academic_year,
    form_run: info.form_run ?? student.form_run,
    home_class: info.home_class,
    house: info.house,
    homeroom_teacher: student.homeroom_teacher,
    homeroom_teacher_email: student.homeroom_teacher_email,
    head_of_year: student.head_of_year,
    head_of_year_email: student.head_of_year_email,
    start_date: info.start_date,
    is_new_student: info.is_new_student ?? false,
    key_dates: [...(info.key_dates ?? [])].sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** Cents, so that totals of dollar amounts do not drift (0.1 + 0.2). */
const sumOf = (lines: readonly FinancialLine[], kind: FinancialLine['kind']) => lines.filter((line) => line.kind === kind).reduce((total, line) => total + Math.round(line.amount * 100), 0);

export function presentFinancialInfo(info: FinancialInfo, student: Student): FinancialInfoRecord {
  const lines = [...(info.lines ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const charged = sumOf(lines, 'charge');
  const paid = sumOf(lines, 'payment');
  return {
    ...presentStudentIdentity(student),
    academic_year: info.academic_year,
    account_number: info.account_number,
    next_due_date: info.next_due_date,
    lines,
    total_charged: charged / 100,
    total_paid: paid / 100,
    balance: (charged - paid) / 100,
  };
}
