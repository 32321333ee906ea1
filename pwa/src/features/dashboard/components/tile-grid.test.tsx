import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@/testing/render.ts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TileGrid } from './tile-grid.tsx';

describe('TileGrid', () => {
  it('shows an image for a tile that points at one, and the icon a tile names, neither with a name of its own', () => {
    const { container } = render(
      <MemoryRouter>
        <TileGrid
          tiles={[
            { title: 'Notices', url: '/notices', icon: 'notifications' },
            { title: 'Calendar', url: '/calendar', image: '/uploads/calendar.png' },
            { title: 'Canteen', url: '/canteen' },
            { title: 'Forms', url: '/forms', icon: 'document' },
          ]}
          badges={{ '/notices': { count: 3, of: 'unread' }, '/forms': { count: 2, of: 'to-do' } }}
        />
      </MemoryRouter>,
    );
    // The tile's title (and its count) is all a screen reader hears of it.
    expect(screen.getByRole('link', { name: 'Notices 3 unread' })).toHaveAttribute('href', '/notices');
    expect(screen.getByRole('link', { name: 'Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Canteen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forms 2 to do' })).toHaveAttribute('href', '/forms');
    const images = container.querySelectorAll('img');
    expect([...images].map((image) => [image.getAttribute('src'), image.getAttribute('alt')])).toEqual([
      ['/uploads/calendar.png', ''],
    ]);
    const icons = [...container.querySelectorAll('.tile__icon')];
    expect(icons.map((icon) => icon.getAttribute('data-icon'))).toEqual(['notifications', null, 'document']);
    expect(icons.every((icon) => icon.getAttribute('aria-hidden') === 'true' && icon.textContent === '')).toBe(true);
  });
});

describe('the tile icons', () => {
  it('are files the portal serves, for every name tile-grid.css draws', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const css = readFileSync(join(here, 'tile-grid.css'), 'utf8');
    const files = [...css.matchAll(/url\('(\/icons\/[^']+)'\)/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(existsSync(join(here, '../../../../public', file)), file).toBe(true);
  });
});
