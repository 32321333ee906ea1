import type { AbsenceRecord, FinancialInfoRecord, YearInfoRecord } from '@portal/contract';

export function buildYearInfo(overrides: Partial<YearInfoRecord> = {}): YearInfoRecord {
  return {
    STUDENT_NUMBER: '20230141',
    username: 'student1',
    student: 'Mia Taylor',
    academic_year: new Date().getFullYear(),
    form_run: 9,
    home_class: '9S',
    house: 'Banksia',
    homeroom_teacher: 'Priya Sharma',
    homeroom_teacher_email: 'priya.sharma@school.test',
    head_of_year: 'Tom Walsh',
    head_of_year_email: 'tom.walsh@school.test',
    start_date: '2023-01-30',
    is_new_student: false,
    key_dates: [{ date: '2026-12-01', title: 'Reports released' }],
    ...overrides,
  };
}

export function buildFinancialInfo(overrides: Partial<FinancialInfoRecord> = {}): FinancialInfoRecord {
  return {
    STUDENT_NUMBER: '20230141',
    username: 'student1',
    student: 'Mia Taylor',
    academic_year: 2026,
    account_number: 'FA-20230141',
    next_due_date: '2026-12-15',
    lines: [
      { date: '2026-01-15', description: 'Tuition fees 2026', amount: 5550, kind: 'charge' },
      { date: '2026-02-10', description: 'Payment received, thank you', amount: 2775, kind: 'payment' },
    ],
    total_charged: 5550,
    total_paid: 2775,
    balance: 2775,
    ...overrides,
  };
}

/** A whole day away in term 2 of the tests' school year 2030, not yet explained or verified. */
export function buildAbsence(overrides: Partial<AbsenceRecord> = {}): AbsenceRecord {
  return {
    DAILY_ATTENDANCE_ID: 'DA1001',
    STUDENT_NUMBER: '20230141',
    student: 'Mia Taylor',
    absence_date: '2030-05-02',
    end_date: null,
    absence_type: 'whole_day',
    departure_time: null,
    arrival_time: null,
    is_verified: false,
    reason: null,
    explanation: null,
    notified_by_username: null,
    ...overrides,
  };
}
