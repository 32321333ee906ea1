import { z } from 'zod';

// Reader spec 2.1/2.9 Financial info, Year info and New students: the spec shows no fields, so
// these are the school system's records as a family and staff would read them.

/** Every call about students takes an optional student username; without it, every student the person may see. */
export const optionalStudentQuery = z.strictObject({
  username: z.string().trim().min(1).max(100).optional(),
});
export type OptionalStudentQuery = z.infer<typeof optionalStudentQuery>;

/** Who a record is about: the keys the spec indexes students by (section 3). */
const studentFields = {
  STUDENT_NUMBER: z.string(),
  username: z.string(),
  student: z.string(),
};

export const keyDate = z.strictObject({ date: z.iso.date(), title: z.string() });

/** Year info (key STUDENT_NUMBER): the student's year group, homeroom and the year's key dates. */
export const yearInfoRecord = z.strictObject({
  ...studentFields,
  academic_year: z.number().int(),
  form_run: z.number().int().nullable(),
  home_class: z.string().nullable(),
  house: z.string().nullable(),
  homeroom_teacher: z.string().nullable(),
  homeroom_teacher_email: z.string().nullable(),
  head_of_year: z.string().nullable(),
  head_of_year_email: z.string().nullable(),
  start_date: z.iso.date().nullable(),
  is_new_student: z.boolean(),
  key_dates: z.array(keyDate),
});
export type YearInfoRecord = z.infer<typeof yearInfoRecord>;

export const financialLine = z.strictObject({
  date: z.iso.date(),
  description: z.string(),
  /** Dollars, as the finance system states them. */
  amount: z.number(),
  kind: z.enum(['charge', 'payment']),
});
export type FinancialLine = z.infer<typeof financialLine>;

/** Financial info: a student's fee account for the year, with the totals the server adds up. */
export const financialInfoRecord = z.strictObject({
  ...studentFields,
  academic_year: z.number().int(),
  account_number: z.string().nullable(),
  next_due_date: z.iso.date().nullable(),
  lines: z.array(financialLine),
  total_charged: z.number(),
  total_paid: z.number(),
  balance: z.number(),
});
export type FinancialInfoRecord = z.infer<typeof financialInfoRecord>;
