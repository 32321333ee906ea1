import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TileGrid } from './tile-grid.tsx';

describe('TileGrid', () => {
  it('shows an image for a tile that points at one, and the initial for a named icon', () => {
    const { container } = render(
      <MemoryRouter>
        <TileGrid
          tiles={[
            { title: 'Notices', url: '/notices', icon: 'notifications' },
            { title: 'Calendar', url: '/calendar', image: '/uploads/calendar.png' },
          ]}
          badges={{ '/notices': 3 }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Notices 3 unread' })).toHaveAttribute('href', '/notices');
    const images = container.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual(['/uploads/calendar.png']);
    expect(container.querySelector('.tile__image--initial')?.textContent).toBe('N');
  });
});
