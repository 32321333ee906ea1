import { i18n } from '@lingui/core';
import { render, screen, within } from '@/testing/render.ts';
import { describe, expect, it } from 'vitest';
import { ComponentCatalogue } from '@/app/dev/component-catalogue.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { Card, CardList } from './card.tsx';
import { DateDisplay } from './date-display.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorMessage } from './error-message.tsx';
import { FormField } from './form-field.tsx';
import { PageHeader } from './page-header.tsx';
import { Stat } from './stat.tsx';

describe('our own components', () => {
  it('Card: a titled card is an article named by its heading; one without a heading is a plain item', () => {
    render(
      <CardList>
        <Card title="Swimming carnival" titleId="t1" meta="Sport" headingLevel={3}>
          <p>Bring a hat.</p>
        </Card>
        <Card meta="Current">
          <p>The school is closed today.</p>
        </Card>
      </CardList>,
    );
    expect(screen.getByRole('article', { name: 'Swimming carnival' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Swimming carnival' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('FormField: the control is labelled, and reads its hint and its error with it', () => {
    render(
      <FormField id="reason" label="Reason" hint="A few words are enough." error="Please give a reason.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Reason' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('A few words are enough. Please give a reason.');
  });

  it('DateDisplay: a moment is shown on the school’s day (Sydney), not the device’s, with a machine-readable time', () => {
    // 23:30 UTC on 3 December is already 4 December at the school.
    const { container } = render(<DateDisplay value="2026-12-03T23:30:00.000Z" />);
    expect(container).toHaveTextContent('4 December 2026');
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2026-12-03T23:30:00.000Z');
  });

  it('DateDisplay: shows nothing for no date, and a spec format’s words when a screen gives them', () => {
    const { container } = render(
      <>
        <DateDisplay value={null} />
        <DateDisplay value="2026-12-03T23:30:00.000Z" text="04/12/2026 10:30 AM" />
      </>,
    );
    expect(container.querySelectorAll('time')).toHaveLength(1);
    expect(container).toHaveTextContent('04/12/2026 10:30 AM');
  });

  it('PageHeader: the screen’s one h1, its lead and its actions', () => {
    render(<PageHeader title="Absences" lead="Tell the school" actions={<button type="button">Notify an absence</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Absences' })).toHaveAttribute('id', 'screen-title');
    expect(screen.getByText('Tell the school')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify an absence' })).toBeInTheDocument();
  });

  it('Stat and EmptyState say what they show in words', () => {
    render(
      <>
        <Stat value="3" label="Absences without a reason" tone="attention" hint="Give a reason on the Absences screen" />
        <EmptyState hint="Choose another year." />
      </>,
    );
    expect(screen.getByText('Absences without a reason')).toBeInTheDocument();
    expect(screen.getByText('No records found!')).toBeInTheDocument();
    expect(screen.getByText('Choose another year.')).toBeInTheDocument();
  });

  it("EmptyState and ErrorMessage show the contract's texts and the server's messages in the language shown", () => {
    i18n.load('vi', {
      'No records found!': 'Không tìm thấy bản ghi nào!',
      'The portal cannot be reached. Check your connection and try again.': 'Không thể kết nối với cổng thông tin.',
    });
    i18n.activate('vi');
    render(
      <>
        <EmptyState />
        <ErrorMessage error={new ApiError(0, 'The portal cannot be reached. Check your connection and try again.')} />
        <ErrorMessage error={new ApiError(400, 'A message the portal has no translation of.')} />
      </>,
    );
    expect(screen.getByText('Không tìm thấy bản ghi nào!')).toBeInTheDocument();
    expect(screen.getByText('Không thể kết nối với cổng thông tin.')).toBeInTheDocument();
    expect(screen.getByText('A message the portal has no translation of.')).toBeInTheDocument();
  });

  it('the catalogue shows every component of the set in its states', () => {
    render(<ComponentCatalogue />);
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Page header', 'Card (with image)', 'List row', 'Stat', 'Stacked table', 'Empty state', 'Form field', 'Date display']);
    const forms = screen.getByRole('region', { name: 'Form field' });
    expect(within(forms).getByRole('textbox', { name: 'Reason' })).toBeInTheDocument();
    expect(within(forms).getByText('Please enter a date.')).toBeInTheDocument();
  });
});
