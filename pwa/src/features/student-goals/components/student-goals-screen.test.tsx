import { STUDENT_GOAL_MESSAGES, type StudentGoalRecord } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildSettings } from '@/testing/factories.ts';
import { envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { buildYearInfo } from '@/testing/student-factories.ts';

const goal: StudentGoalRecord = {
  studentgoalUid: 'goal0000001',
  STUDENT_NUMBER: '20230141',
  username: 'student1',
  student: 'Mia Taylor',
  academic_year: new Date().getFullYear(),
  semester: 'Semester 2',
  goal_area: 'Persistence',
  goal: 'Attempt every maths question.',
  strategies: 'Worked examples.',
  reflection: null,
  created_by: 'student1',
  created_at: '2026-08-01T00:00:00.000Z',
  updated_at: '2026-08-01T00:00:00.000Z',
};

const students = { body: envelope([buildYearInfo(), buildYearInfo({ STUDENT_NUMBER: '20210087', username: 'student2', student: 'Noah Taylor', form_run: 11 })]) };

describe('student goals', () => {
  it("lists a child's goals, and a second child's when chosen", async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/year-info/': students,
      'GET /api/student-goals/': (request) => ({ body: envelope(request.url.includes('username=student1') ? [goal] : []) }),
    });
    const { user } = renderApp('/student-goals');
    expect(await screen.findByRole('heading', { name: 'Attempt every maths question.' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Student'), 'student2');
    expect(await screen.findByText('No records found!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('username=student2'))).toBe(true);
  });

  it('says what is missing before saving, then saves the goal for the chosen student', async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/year-info/': students,
      'POST /api/student-goals/': { status: 201, body: envelope(goal) },
    });
    const { user } = renderApp('/student-goals');
    await user.click(await screen.findByRole('button', { name: 'Save goal' }));
    expect(screen.getByText(STUDENT_GOAL_MESSAGES.goal)).toBeInTheDocument();
    expect(screen.getByText(STUDENT_GOAL_MESSAGES.goalArea)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/student-goals/')).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Goal area'), 'Persistence');
    await user.type(screen.getByLabelText('Goal'), 'Attempt every maths question.');
    await user.click(screen.getByRole('button', { name: 'Save goal' }));
    expect(await screen.findByText(STUDENT_GOAL_MESSAGES.saved)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/student-goals/')).toEqual([
      { data: expect.objectContaining({ username: 'student1', goal_area: 'Persistence', goal: 'Attempt every maths question.' }) },
    ]);
  });

  it("opens the CSV's pre-signed link and says 'Check Your Downloads.'", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/year-info/': students,
      'GET /api/student-goals/': (request) => ({
        body: envelope(request.url.includes('is_csv_export=True') ? { pre_signed_URL: 'http://localhost/api/public/student-goals-csv?x=1' } : []),
      }),
    });
    const { user } = renderApp('/student-goals');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Check Your Downloads.')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/api/public/student-goals-csv?x=1'));
    vi.unstubAllGlobals();
  });
});
