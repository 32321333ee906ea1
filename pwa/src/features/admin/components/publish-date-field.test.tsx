import { render, screen, within } from '@/testing/render.ts';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PublishDatesFields } from './publish-date-field.tsx';

/** A start stored long ago, which an edit may keep. */
const PAST_START = '2020-03-10T09:00:00.000Z';

function renderDates(props: Partial<Parameters<typeof PublishDatesFields>[0]> = {}) {
  const onChange = vi.fn();
  render(<PublishDatesFields value={{ publish_start: null, publish_end: null }} errors={{}} onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup() };
}

/** Opens the start's picker: whether it lets the admin go back to an earlier month. */
async function earlierMonthsOffered(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Publish start'));
  const picker = await screen.findByRole('dialog', { name: 'date picker' });
  return within(picker).getByRole('button', { name: 'Go to previous month' }).matches(':enabled');
}

describe('publish dates fields', () => {
  it('shows Publish start then Publish end, and says which one changed', async () => {
    const { onChange, user } = renderDates({ offerNow: true });
    const [start, end] = [screen.getByLabelText('Publish start'), screen.getByLabelText('Publish end')];
    expect(start.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish start: now' }));
    expect(onChange).toHaveBeenCalledWith('publish_start', expect.any(String));
    expect(screen.queryByRole('button', { name: 'Publish end: now' })).not.toBeInTheDocument();
  });

  it('offers Now only when asked', () => {
    renderDates();
    expect(screen.queryByRole('button', { name: 'Publish start: now' })).not.toBeInTheDocument();
  });

  it('offers no day before today for the start of a new post or header', async () => {
    const { user } = renderDates({ noPastStart: { keptStart: undefined } });
    expect(await earlierMonthsOffered(user)).toBe(false);
  });

  it("opens the start's picker on the school's month when the device's date is still the day before (a laptop on UTC in Sydney's morning)", async () => {
    // 7 December 01:00 in Sydney is 6 December 14:00 UTC: the school's today is after the device's.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-06T14:00:00Z') });
    try {
      const { user } = renderDates({ noPastStart: { keptStart: undefined } });
      await user.click(screen.getByLabelText('Publish start'));
      const picker = await screen.findByRole('dialog', { name: 'date picker' });
      expect(within(picker).getAllByRole('combobox').map((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent).slice(0, 2)).toEqual(['December', '2026']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets an edited record keep its past start', async () => {
    const { user } = renderDates({ value: { publish_start: PAST_START, publish_end: null }, noPastStart: { keptStart: PAST_START } });
    expect(await earlierMonthsOffered(user)).toBe(true);
  });

  it('offers any day where past starts are allowed (pages)', async () => {
    const { user } = renderDates();
    expect(await earlierMonthsOffered(user)).toBe(true);
  });
});
