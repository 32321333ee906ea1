import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ABSENCE_MESSAGES, type AbsenceRecord, type StudentInfoRecord } from '@portal/contract';
import { envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { buildSettings, buildUser } from '@/testing/factories.ts';

const students: StudentInfoRecord[] = [
  { studentUid: 'student0000001', STUDENT_NUMBER: '20230141', username: 'student1', student: 'Mia Taylor', form_run: 9, homeroom_teacher: 'Ms Sharma' },
  { studentUid: 'student0000002', STUDENT_NUMBER: '20210087', username: 'student2', student: 'Noah Taylor', form_run: 11, homeroom_teacher: 'Ms Reid' },
];

const settings = { body: envelope([buildSettings({ tile_settings: [{ title: 'Absences', url: '/absences' }] })]) };
const carer = buildUser({ username: 'carer1', type: 'affiliate', is_carer: true });

function stored(request: { body: unknown }): AbsenceRecord {
  const { clientNoticeId, STUDENT_NUMBER, absence_date, end_date, absence_type, reason } = (request.body as { data: Record<string, string> }).data;
  return {
    DAILY_ATTENDANCE_ID: `NA-${clientNoticeId}`,
    STUDENT_NUMBER: STUDENT_NUMBER!,
    student: 'Mia Taylor',
    absence_date: absence_date!,
    end_date: end_date ?? null,
    absence_type: absence_type as AbsenceRecord['absence_type'],
    is_verified: false,
    reason: reason!,
    explanation: null,
    notified_by_username: 'carer1',
  };
}

describe('notify absence and extended leave', () => {
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
    await user.click(screen.getByRole('button', { name: 'Notify absence' }));
    expect(await screen.findByRole('heading', { name: 'Absences' })).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/send-absent-email/')).toHaveLength(1));
    const [notice] = sentBodies(fetchMock, 'POST /api/absences/') as Array<{ data: Record<string, string> }>;
    expect(notice!.data).toMatchObject({ STUDENT_NUMBER: '20230141', absence_type: 'whole_day', reason: 'Dentist' });
    expect(notice!.data).not.toHaveProperty('studentName');
  });
});
