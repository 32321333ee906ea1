import { fireEvent, render, screen } from '@/testing/render.ts';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link.tsx';

function Here() {
  const { pathname, search, hash } = useLocation();
  return <p>{`at ${pathname}${search}${hash}`}</p>;
}

function renderAt(path: string, link: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Here />
      {link}
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('points at an address in the app and goes there in the app on a plain click', async () => {
    renderAt('/', <Link to="/notices?category=sport#latest">Notices</Link>);
    const link = screen.getByRole('link', { name: 'Notices' });
    expect(link).toHaveAttribute('href', '/notices?category=sport#latest');

    await userEvent.click(link);
    expect(screen.getByText('at /notices?category=sport#latest')).toBeInTheDocument();
  });

  it('leaves a click with a modifier key (a new tab or window) to the browser', () => {
    renderAt('/', <Link to="/notices">Notices</Link>);

    const handled = !fireEvent.click(screen.getByRole('link', { name: 'Notices' }), { ctrlKey: true });
    expect(handled).toBe(false);
    expect(screen.getByText('at /')).toBeInTheDocument();
  });

  it('lets a click handler of its own run first and keep the app where it is', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderAt(
      '/',
      <Link to="/notices" onClick={onClick}>
        Notices
      </Link>,
    );

    await userEvent.click(screen.getByRole('link', { name: 'Notices' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByText('at /')).toBeInTheDocument();
  });

  it("leaves another site's address to the browser, and takes this origin's into the app", () => {
    renderAt(
      '/',
      <>
        <Link to="https://example.org/news">Elsewhere</Link>
        <Link to="//example.org/news">Elsewhere too</Link>
        <Link to={`${window.location.origin}/calendar`}>Calendar</Link>
      </>,
    );
    for (const [name, to] of [
      ['Elsewhere', 'https://example.org/news'],
      ['Elsewhere too', '//example.org/news'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', to);
      expect(fireEvent.click(link)).toBe(true);
      expect(screen.getByText('at /')).toBeInTheDocument();
    }

    const calendar = screen.getByRole('link', { name: 'Calendar' });
    expect(calendar).toHaveAttribute('href', `${window.location.origin}/calendar`);
    expect(fireEvent.click(calendar)).toBe(false);
    expect(screen.getByText('at /calendar')).toBeInTheDocument();
  });
});
