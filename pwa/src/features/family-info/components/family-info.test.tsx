import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings } from '@/testing/factories.ts';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { buildFinancialInfo, buildYearInfo } from '@/testing/student-factories.ts';

const settings = {
  body: envelope([buildSettings({ tile_settings: [{ title: 'Financial info', url: '/financial-info' }, { title: 'Year info', url: '/year-info' }] })]),
};

describe('financial info', () => {
  it("shows each child's charges and payments and what is owing", async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/financial-info/': {
        body: envelope([buildFinancialInfo(), buildFinancialInfo({ STUDENT_NUMBER: '20210087', username: 'student2', student: 'Noah Taylor', balance: 0, total_paid: 5550 })]),
      },
    });
    renderApp('/financial-info');
    const mia = (await screen.findByRole('heading', { name: /Mia Taylor/ })).closest('li')!;
    expect(within(mia).getByRole('cell', { name: 'Tuition fees 2026' })).toBeInTheDocument();
    expect(within(mia).getByText('Balance owing: $2,775.00')).toBeInTheDocument();
    expect(within(mia).getByText(/Next payment due/)).toBeInTheDocument();
    const noah = screen.getByRole('heading', { name: /Noah Taylor/ }).closest('li')!;
    expect(within(noah).getByText('Paid in full')).toBeInTheDocument();
  });

  it("says 'No records found!' when there is no account", async () => {
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/financial-info/': { body: envelope([]) } });
    renderApp('/financial-info');
    expect(await screen.findByText('No records found!')).toBeInTheDocument();
  });
});

describe('year info', () => {
  it("shows the child's year, homeroom teacher as a mail link and the key dates", async () => {
    stubFetch({ 'GET /api/settings/': settings, 'GET /api/year-info/': { body: envelope([buildYearInfo()]) } });
    renderApp('/year-info');
    expect(await screen.findByRole('heading', { name: 'Mia Taylor — Year 9' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute('href', 'mailto:priya.sharma@school.test');
    expect(screen.getByText(/Reports released/)).toBeInTheDocument();
  });
});

describe('new students', () => {
  it('lists the new students with their year and homeroom teacher', async () => {
    stubFetch({
      'GET /api/settings/': settings,
      'GET /api/new-students/': { body: envelope([buildYearInfo({ username: 'student3', student: 'Oliver Chen', form_run: 7, is_new_student: true, homeroom_teacher: 'Hannah Reid' })]) },
    });
    renderApp('/new-students');
    const row = (await screen.findByRole('cell', { name: 'Oliver Chen' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '7' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Hannah Reid' })).toBeInTheDocument();
  });
});
