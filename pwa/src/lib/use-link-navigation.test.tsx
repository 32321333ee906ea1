import { fireEvent, render, screen } from '@/testing/render.ts';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLinkNavigation } from './use-link-navigation.ts';

function List() {
  const onClick = useLinkNavigation();
  const { pathname } = useLocation();
  return (
    <>
      <p>at {pathname}</p>
      <ul onClick={onClick}>
        <li>
          <a href="/notices/notice_details/a1">In the app</a>
        </li>
        <li>
          <a href="https://example.edu.au/elsewhere">Elsewhere</a>
        </li>
      </ul>
    </>
  );
}

function renderList() {
  render(
    <MemoryRouter initialEntries={['/notices']}>
      <List />
    </MemoryRouter>,
  );
}

describe("a long list's links", () => {
  it('navigate within the app on a plain click', () => {
    renderList();
    fireEvent.click(screen.getByRole('link', { name: 'In the app' }));
    expect(screen.getByText('at /notices/notice_details/a1')).toBeInTheDocument();
  });

  it('leave modified clicks and other sites to the browser', () => {
    renderList();
    const inApp = screen.getByRole('link', { name: 'In the app' });
    expect(fireEvent.click(inApp, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(inApp, { button: 1 })).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('at /notices')).toBeInTheDocument();
  });
});
