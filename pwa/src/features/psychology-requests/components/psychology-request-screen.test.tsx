import { PSYCHOLOGY_REQUEST_MESSAGES, type PsychologyRequestRecord } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings, buildUser } from '@/testing/factories.ts';
import { envelope, sentBodies, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { buildYearInfo } from '@/testing/student-factories.ts';

const request: PsychologyRequestRecord = {
  schoolpsychologyrequestUid: 'request00001',
  STUDENT_NUMBER: '20210087',
  username: 'student2',
  student: 'Noah Taylor',
  requested_by_username: 'carer1',
  requester_name: 'Jordan Taylor',
  requester_email: 'jordan@example.com',
  relationship: 'Parent',
  concerns: 'Anxious about exams.',
  preferred_contact: 'Phone after 4 pm',
  consent: true,
  request_status: 'submitted',
  created_at: '2026-11-01T05:00:00.000Z',
};

describe('school psychology request', () => {
  it('says what is missing, then sends the request and says where it went', async () => {
    const fetchMock = stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/year-info/': { body: envelope([buildYearInfo()]) },
      'GET /api/school-psychology-request/': { body: envelope({ is_counsellor: false, requests: [] }) },
      'POST /api/school-psychology-request/': { status: 201, body: envelope({ ...request, username: 'student1', student: 'Mia Taylor' }) },
    });
    const { user } = renderApp('/school-psychology-request');
    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(screen.getByText(PSYCHOLOGY_REQUEST_MESSAGES.concerns)).toBeInTheDocument();
    expect(screen.getByText(PSYCHOLOGY_REQUEST_MESSAGES.consent)).toBeInTheDocument();
    expect(screen.getByText(PSYCHOLOGY_REQUEST_MESSAGES.relationship)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Your relationship to the student'), 'Parent');
    await user.type(screen.getByLabelText('Your concerns'), 'Not sleeping well.');
    await user.click(screen.getByLabelText('The school psychologist may contact me about this request'));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(PSYCHOLOGY_REQUEST_MESSAGES.sent)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/school-psychology-request/')).toEqual([
      { data: { username: 'student1', relationship: 'Parent', concerns: 'Not sleeping well.', preferred_contact: '', consent: true } },
    ]);
  });

  it("shows a counsellor the campus's requests with the requester's address", async () => {
    stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/year-info/': { body: envelope([]) },
      'GET /api/school-psychology-request/': { body: envelope({ is_counsellor: true, requests: [request] }) },
    });
    renderApp('/school-psychology-request', { user: buildUser({ username: 'teacher1', type: 'faculty', is_carer: false }) });
    expect(await screen.findByRole('heading', { name: 'Requests received by the counsellors' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Noah Taylor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'jordan@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Anxious about exams.')).toBeInTheDocument();
  });
});
