import { manifestOf, type CsvFile } from '../importer/csv-files';
import { isoDate, schoolYear, shiftDays } from './clock';
import type { SeedContext } from './context';
import { importGeneratedFolder } from './school';

/**
 * Year info and financial info for every student already seeded (whoever seeded or imported
 * them), imported from the files the school system would send: the Year info, New students
 * and Financial info screens. New students: the entry year (Year 7) and anyone whose student
 * number begins with this year.
 */
const STUDENT = 'api::student.student';

type SeededStudent = { STUDENT_NUMBER: string; form_run: number | null };

const HOUSES = ['Banksia', 'Waratah', 'Grevillea', 'Acacia'];

const keyDatesOf = (now: Date, formRun: number | null) => {
  const dates = [
    { date: isoDate(shiftDays(now, 14, 9, 0)), title: formRun === null ? 'Parent-teacher interviews' : `Year ${formRun} parent-teacher interviews` },
    { date: isoDate(shiftDays(now, 28, 9, 0)), title: 'Reports released' },
    { date: isoDate(shiftDays(now, 45, 9, 0)), title: 'Last day of term' },
  ];
  if (formRun === 7) dates.unshift({ date: isoDate(shiftDays(now, 7, 9, 0)), title: 'Year 7 welcome picnic' });
  if (formRun !== null && formRun >= 11) dates.unshift({ date: isoDate(shiftDays(now, 10, 9, 0)), title: 'HSC subject selection evening' });
  return dates;
};

const YEAR_INFO_COLUMNS = ['status', 'STUDENT_NUMBER', 'academic_year', 'form_run', 'home_class', 'house', 'start_date', 'is_new_student', 'key_date', 'key_date_title'];
const FINANCIAL_INFO_COLUMNS = ['status', 'STUDENT_NUMBER', 'academic_year', 'account_number', 'next_due_date', 'line_date', 'description', 'amount', 'kind'];

/** The yearInfo.csv and financialInfo.csv the school system would send: a row per key date and per fee line. */
export const familyInfoFolder = (now: Date, students: readonly SeededStudent[]): Record<string, CsvFile> => {
  const year = schoolYear(now);
  const yearInfo: Record<string, unknown>[] = [];
  const financialInfo: Record<string, unknown>[] = [];
  for (const [index, student] of students.entries()) {
    const isNew = student.form_run === 7 || student.STUDENT_NUMBER.startsWith(String(year));
    const record = {
      STUDENT_NUMBER: student.STUDENT_NUMBER,
      academic_year: year,
      form_run: student.form_run,
      home_class: student.form_run === null ? null : `${student.form_run}${'SRTW'[index % 4]}`,
      house: HOUSES[index % HOUSES.length],
      start_date: isNew ? `${year}-01-29` : `${Number(student.STUDENT_NUMBER.slice(0, 4)) || year - 1}-01-30`,
      is_new_student: isNew,
    };
    for (const { date, title } of keyDatesOf(now, student.form_run)) yearInfo.push({ ...record, key_date: date, key_date_title: title });
    const tuition = 4200 + (student.form_run ?? 7) * 150;
    const paid = index % 3 === 0 ? tuition : Math.round(tuition / 2);
    const account = {
      STUDENT_NUMBER: student.STUDENT_NUMBER,
      academic_year: year,
      account_number: `FA-${student.STUDENT_NUMBER}`,
      next_due_date: paid >= tuition ? null : isoDate(shiftDays(now, 21, 9, 0)),
    };
    const lines = [
      { line_date: `${year}-01-15`, description: `Tuition fees ${year}`, amount: tuition, kind: 'charge' },
      { line_date: `${year}-01-15`, description: 'Technology levy', amount: 320, kind: 'charge' },
      { line_date: `${year}-02-10`, description: 'Payment received, thank you', amount: paid, kind: 'payment' },
      ...(index % 2 === 0 ? [{ line_date: `${year}-03-02`, description: 'Camp and excursions', amount: 480, kind: 'charge' }] : []),
    ];
    for (const line of lines) financialInfo.push({ ...account, ...line });
  }
  return {
    manifest: manifestOf({}),
    yearInfo: { columns: YEAR_INFO_COLUMNS, rows: yearInfo },
    financialInfo: { columns: FINANCIAL_INFO_COLUMNS, rows: financialInfo },
  };
};

export const seedFamilyInfo = async (ctx: SeedContext): Promise<void> => {
  const students = (await ctx.strapi.db.query(STUDENT).findMany({ select: ['STUDENT_NUMBER', 'form_run'], orderBy: { id: 'asc' } })) as SeededStudent[];
  await importGeneratedFolder(ctx, familyInfoFolder(ctx.now, students));
};
