import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ABSENCE_MESSAGES, type AbsenceRecord, type SchoolTermRecord, type StudentInfoRecord } from '@portal/contract';
import { envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { buildAbsence } from '@/testing/student-factories.ts';
import { formatAbsenceDay } from '../lib/absence-dates.ts';

const students: StudentInfoRecord[] = [
  { studentUid: 'student0000001', STUDENT_NUMBER: '20230141', username: 'student1', student: 'Mia Taylor', form_run: 9, homeroom_teacher: 'Ms Sharma' },
  { studentUid: 'student0000002', STUDENT_NUMBER: '20210087', username: 'student2', student: 'Noah Taylor', form_run: 11, homeroom_teacher: 'Ms Reid' },
];

const settings = { body: envelope([buildSettings({ tile_settings: [{ title: 'Absences', url: '/absences' }] })]) };
const carer = buildUser({ username: 'carer1', type: 'affiliate', is_carer: true });

// 2030: a school year of the tests' own, so that no test depends on the day it runs.
const terms: SchoolTermRecord[] = [
  { schoolTermUid: 'term00000001', campus: 'sydney', name: 'Term 2', first_day: '2030-04-29', last_day: '2030-07-05' },
  { schoolTermUid: 'term00000002', campus: 'sydney', name: 'Term 3', first_day: '2030-07-22', last_day: '2030-09-27' },
];
const WEDNESDAY_IN_TERM = '2030-05-08';
const SATURDAY_IN_TERM = '2030-05-11';
const MONDAY_IN_HOLIDAYS = '2030-07-08';

function stored(request: { body: unknown }): AbsenceRecord {
  const { clientNoticeId, STUDENT_NUMBER, absence_date, end_date, absence_type, reason, departure_time, arrival_time } = (request.body as { data: Record<string, string> }).data;
  return {
    DAILY_ATTENDANCE_ID: `NA-${clientNoticeId}`,
    STUDENT_NUMBER: STUDENT_NUMBER!,
    student: students.find((s) => s.STUDENT_NUMBER === STUDENT_NUMBER)!.student,
    absence_date: absence_date!,
    end_date: end_date ?? null,
    absence_type: absence_type as AbsenceRecord['absence_type'],
    departure_time: departure_time ?? null,
    arrival_time: arrival_time ?? null,
    is_verified: false,
    reason: reason!,
    explanation: null,
    notified_by_username: 'carer1',
  };
}

describe('notify absence and extended leave', () => {
  // Today is a Monday of Term 2, 2030 on this device: the form's dates and the list's school year.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 4, 6, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says clearly what is missing or wrong, and sends nothing until it is right', async () => {
    const fetchMock = stubFetch({ 'GET /api/settings/': settings, 'GET /api/student-info/': { body: envelope(students) } });
    const { user } = renderApp('/absences/extended-leave/20230141', { user: carer });

    expect(await screen.findByRole('heading', { name: 'Extended leave' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Student')).toHaveValue('20230141');
    await user.click(screen.getByRole('button', { name: 'Notify extended leave' }));
    expect(await screen.findByText(ABSENCE_MESSAGES.endDateRequired)).toBeInTheDocument();
    expect(screen.getByText(ABSENCE_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(ABSENCE_MESSAGES.reasonRequired);

    await user.clear(screen.getByLabelText('First day of leave'));
    await user.type(screen.getByLabelText('First day of leave'), '2030-05-10');
    await user.type(screen.getByLabelText('Last day of leave'), '2030-05-03');
    await user.type(screen.getByLabelText('Reason'), 'Family travel');
    await user.click(screen.getByRole('button', { name: 'Notify extended leave' }));
    expect(await screen.findByText(ABSENCE_MESSAGES.endBeforeStart)).toBeInTheDocument();
    expect(screen.queryByText(ABSENCE_MESSAGES.reasonRequired)).not.toBeInTheDocument();

    expect(sentBodies(fetchMock, 'POST /api/absences/')).toHaveLength(0);
  });

  it('asks for the date of a one-day absence and a student when there are two', async () => {
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/student-info/': { body: envelope(students) } });
    const { user } = renderApp('/absences/notify-absence/choose', { user: carer });
    expect(await screen.findByRole('heading', { name: 'Notify absence' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Mia Taylor' });
    await user.clear(screen.getByLabelText('Date of absence'));
    await user.click(screen.getByRole('button', { name: 'Notify absence' }));
    expect(await screen.findByText(ABSENCE_MESSAGES.chooseStudent)).toBeInTheDocument();
    expect(screen.getByText(ABSENCE_MESSAGES.dateRequired)).toBeInTheDocument();
  });

  it('sends a valid notice and its email, then lists it on /absences', async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': settings,
      'GET /api/student-info/': { body: envelope(students) },
      'POST /api/absences/': (request) => ({ status: 201, body: envelope(stored(request)) }),
      'POST /api/send-absent-email/': (request) => ({ body: envelope({ DAILY_ATTENDANCE_ID: (request.body as { data: { DAILY_ATTENDANCE_ID: string } }).data.DAILY_ATTENDANCE_ID, recipients: 2 }) }),
    });
    const { user } = renderApp('/absences/notify-absence/20230141', { user: carer });
    await user.type(await screen.findByLabelText('Reason'), 'Dentist');
    await user.clear(screen.getByLabelText('Date of absence'));
    await user.type(screen.getByLabelText('Date of absence'), WEDNESDAY_IN_TERM);
    await user.click(screen.getByRole('button', { name: 'Notify absence' }));
    expect(await screen.findByRole('heading', { name: 'Absences' })).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/send-absent-email/')).toHaveLength(1));
    const [notice] = sentBodies(fetchMock, 'POST /api/absences/') as Array<{ data: Record<string, string> }>;
    expect(notice!.data).toMatchObject({ STUDENT_NUMBER: '20230141', absence_type: 'whole_day', reason: 'Dentist' });
    expect(notice!.data).not.toHaveProperty('studentName');
  });

  it('after a notice for the second child, shows that child’s list with the new entry, counted', async () => {
    let noticeFor: AbsenceRecord | null = null;
    const earlier = buildAbsence({ DAILY_ATTENDANCE_ID: 'DA-NOAH-1', STUDENT_NUMBER: '20210087', student: 'Noah Taylor', absence_date: '2030-05-02' });
    // Last school year's: listed apart, counted nowhere (the dashboard and emails neither).
    const lastYear: AbsenceRecord = { ...earlier, DAILY_ATTENDANCE_ID: 'DA-NOAH-0', absence_date: '2029-11-19', reason: 'Flu' };
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/student-info/': { body: envelope(students) },
      'GET /api/school-terms/': { body: envelope(terms) },
      'GET /api/absences/?STUDENT_NUMBER=20230141': { body: envelope([]) },
      'GET /api/absences/?STUDENT_NUMBER=20210087': () => ({ body: envelope(noticeFor ? [noticeFor, earlier, lastYear] : [earlier, lastYear]) }),
      'POST /api/absences/': (request) => {
        noticeFor = stored(request);
        return { status: 201, body: envelope(noticeFor) };
      },
      'POST /api/send-absent-email/': (request) => ({ body: envelope({ DAILY_ATTENDANCE_ID: (request.body as { data: { DAILY_ATTENDANCE_ID: string } }).data.DAILY_ATTENDANCE_ID, recipients: 2 }) }),
    });
    const { user } = renderApp('/absences/notify-absence/20210087', { user: carer });
    expect(await screen.findByLabelText('Student')).toHaveValue('20210087');
    await user.clear(screen.getByLabelText('Date of absence'));
    await user.type(screen.getByLabelText('Date of absence'), WEDNESDAY_IN_TERM);
    await user.type(screen.getByLabelText('Reason'), 'Orthodontist');
    await user.click(screen.getByRole('button', { name: 'Notify absence' }));

    expect(await screen.findByRole('heading', { name: 'Absences' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Student' })).toHaveValue('20210087');
    const unverified = await screen.findByRole('table', { name: 'Unverified absences' });
    expect(await within(unverified).findByText('Orthodontist')).toBeInTheDocument();
    expect(within(unverified).getByText('No reason given yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unverified absences (2)' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Other school years' })).getByText('Flu')).toBeInTheDocument();
  });

  it('asks for the times of a partial day, required and within the school day', async () => {
    const fetchMock = stubFetch({ 'GET /api/settings/': settings, 'GET /api/student-info/': { body: envelope(students) }, 'GET /api/school-terms/': { body: envelope(terms) } });
    const { user } = renderApp('/absences/notify-absence/20230141', { user: carer });
    await user.type(await screen.findByLabelText('Reason'), 'Dentist');
    await user.clear(screen.getByLabelText('Date of absence'));
    await user.type(screen.getByLabelText('Date of absence'), WEDNESDAY_IN_TERM);
    expect(screen.queryByLabelText('Leaves school at')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Kind of absence'), 'Partial day');
    const leaves = screen.getByLabelText('Leaves school at');
    const back = screen.getByLabelText('Back at school at');
    expect(leaves).toBeRequired();
    expect(back).toBeRequired();
    expect(screen.getByRole('group', { name: 'Times (school day 08:30 to 15:30)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notify absence' }));
    expect(await screen.findByText(ABSENCE_MESSAGES.departureTimeRequired)).toBeInTheDocument();
    expect(screen.getByText(ABSENCE_MESSAGES.arrivalTimeRequired)).toBeInTheDocument();
    expect(leaves).toHaveAccessibleDescription(ABSENCE_MESSAGES.departureTimeRequired);

    await user.type(leaves, '11:00');
    await user.type(back, '10:00');
    await user.click(screen.getByRole('button', { name: 'Notify absence' }));
    expect(await screen.findByText(ABSENCE_MESSAGES.arrivalNotAfterDeparture)).toBeInTheDocument();
    await user.clear(back);
    await user.type(back, '17:00');
    await user.click(screen.getByRole('button', { name: 'Notify absence' }));
    expect(await screen.findByText(ABSENCE_MESSAGES.timeOutsideSchoolDay)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/absences/')).toHaveLength(0);

    await user.clear(back);
    await user.type(back, '12:30');
    await user.click(screen.getByRole('button', { name: 'Notify absence' }));
    expect(await screen.findByRole('heading', { name: 'Absences' })).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/absences/')).toHaveLength(1));
    expect((sentBodies(fetchMock, 'POST /api/absences/')[0] as { data: object }).data).toMatchObject({ absence_type: 'partial', departure_time: '11:00', arrival_time: '12:30' });
  });

  it('asks to confirm a Saturday, and sends nothing until the person does', async () => {
    const fetchMock = stubFetch({ 'GET /api/settings/': settings, 'GET /api/student-info/': { body: envelope(students) }, 'GET /api/school-terms/': { body: envelope(terms) } });
    const { user } = renderApp('/absences/notify-absence/20230141', { user: carer });
    await user.type(await screen.findByLabelText('Reason'), 'Sport carnival');
    await user.clear(screen.getByLabelText('Date of absence'));
    await user.type(screen.getByLabelText('Date of absence'), SATURDAY_IN_TERM);
    await user.click(screen.getByRole('button', { name: 'Notify absence' }));

    const dialog = await screen.findByRole('alertdialog', { name: ABSENCE_MESSAGES.confirmTitle });
    expect(dialog).toHaveAccessibleDescription(`${formatAbsenceDay(SATURDAY_IN_TERM)} is a Saturday, not a school day. Do you still want to notify the school?`);
    expect(within(dialog).getByRole('button', { name: ABSENCE_MESSAGES.confirmChange })).toHaveFocus();
    expect(sentBodies(fetchMock, 'POST /api/absences/')).toHaveLength(0);

    // Changing the date: nothing sent, back at the date.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date of absence')).toHaveFocus();
    expect(sentBodies(fetchMock, 'POST /api/absences/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Notify absence' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: ABSENCE_MESSAGES.confirmSend }));
    expect(await screen.findByRole('heading', { name: 'Absences' })).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/absences/')).toHaveLength(1));
    expect((sentBodies(fetchMock, 'POST /api/absences/')[0] as { data: object }).data).toMatchObject({ absence_date: SATURDAY_IN_TERM, reason: 'Sport carnival' });
  });

  it('asks to confirm a weekday in the school holidays, as the campus’s terms say', async () => {
    const fetchMock = stubFetch({ 'GET /api/settings/': settings, 'GET /api/student-info/': { body: envelope(students) }, 'GET /api/school-terms/': { body: envelope(terms) } });
    const { user } = renderApp('/absences/notify-absence/20230141', { user: carer });
    await user.type(await screen.findByLabelText('Reason'), 'Family trip');
    await user.clear(screen.getByLabelText('Date of absence'));
    await user.type(screen.getByLabelText('Date of absence'), MONDAY_IN_HOLIDAYS);
    await user.click(screen.getByRole('button', { name: 'Notify absence' }));
    expect(await screen.findByRole('alertdialog', { name: ABSENCE_MESSAGES.confirmTitle })).toHaveAccessibleDescription(`${formatAbsenceDay(MONDAY_IN_HOLIDAYS)} is outside term, in the school holidays. Do you still want to notify the school?`);
    expect(sentBodies(fetchMock, 'POST /api/absences/')).toHaveLength(0);
  });
});
