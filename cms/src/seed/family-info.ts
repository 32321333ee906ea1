import { isoDate, shiftDays } from './clock';
import type { SeedContext } from './context';

/**
 * Year info and financial info for every student already seeded (looked up by STUDENT_NUMBER,
 * whoever seeded or imported them): the Year info, New students and Financial info screens.
 * New students: the entry year (Year 7) and anyone whose student number begins with this year.
 */
const STUDENT = 'api::student.student';

type SeededStudent = { documentId: string; STUDENT_NUMBER: string; form_run: number | null };

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

export const seedFamilyInfo = async (ctx: SeedContext): Promise<void> => {
  const year = ctx.now.getFullYear();
  const students = (await ctx.strapi.documents(STUDENT).findMany({ fields: ['STUDENT_NUMBER', 'form_run'], limit: 10_000 } as never)) as unknown as SeededStudent[];
  for (const [index, student] of students.entries()) {
    const isNew = student.form_run === 7 || student.STUDENT_NUMBER.startsWith(String(year));
    await ctx.create('api::year-info.year-info', {
      student: student.documentId,
      STUDENT_NUMBER: student.STUDENT_NUMBER,
      academic_year: year,
      form_run: student.form_run,
      home_class: student.form_run === null ? null : `${student.form_run}${'SRTW'[index % 4]}`,
      house: HOUSES[index % HOUSES.length],
      start_date: isNew ? `${year}-01-29` : `${Number(student.STUDENT_NUMBER.slice(0, 4)) || year - 1}-01-30`,
      is_new_student: isNew,
      key_dates: keyDatesOf(ctx.now, student.form_run),
    });
    const tuition = 4200 + (student.form_run ?? 7) * 150;
    const paid = index % 3 === 0 ? tuition : Math.round(tuition / 2);
    await ctx.create('api::financial-info.financial-info', {
      student: student.documentId,
      STUDENT_NUMBER: student.STUDENT_NUMBER,
      academic_year: year,
      account_number: `FA-${student.STUDENT_NUMBER}`,
      next_due_date: paid >= tuition ? null : isoDate(shiftDays(ctx.now, 21, 9, 0)),
      lines: [
        { date: `${year}-01-15`, description: `Tuition fees ${year}`, amount: tuition, kind: 'charge' },
        { date: `${year}-01-15`, description: 'Technology levy', amount: 320, kind: 'charge' },
        { date: `${year}-02-10`, description: 'Payment received, thank you', amount: paid, kind: 'payment' },
        ...(index % 2 === 0 ? [{ date: `${year}-03-02`, description: 'Camp and excursions', amount: 480, kind: 'charge' }] : []),
      ],
    });
  }
};
