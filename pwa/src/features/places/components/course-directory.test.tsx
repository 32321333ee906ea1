import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSettings } from '@/testing/factories.ts';
import { envelope, stubFetch } from '@/testing/fetch-stub.ts';
import { buildPlace } from '@/testing/place-factories.ts';
import { renderApp } from '@/testing/render-app.tsx';

const areas = [
  { klaUid: 'kla00000002', key_learning_area: 'Science', imageUrl: 'https://media.example.test/science.png' },
  { klaUid: 'kla00000001', key_learning_area: 'English', imageUrl: null },
];

describe('course directory', () => {
  it('shows the key learning areas by name, with the ribbon logo where an area has no image', async () => {
    stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings({ banner_images: { ribbon_logo: 'https://media.example.test/ribbon.png', background_image: null } })]) },
      'GET /api/key-learning-area/': { body: envelope(areas) },
    });
    const { container } = renderApp('/key-learning-area');

    const english = await screen.findByRole('link', { name: 'English' });
    const tiles = within(english.closest('ul')!).getAllByRole('link');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['English', 'Science']);
    expect(english).toHaveAttribute('href', '/key-learning-area/kla00000001');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    const images = [...container.querySelectorAll('main .area-tile img')].map((image) => image.getAttribute('src'));
    expect(images).toEqual(['https://media.example.test/ribbon.png', 'https://media.example.test/science.png']);
  });

  it("lists a key learning area's courses, each opening its place", async () => {
    stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings()]) },
      'GET /api/key-learning-area/': { body: envelope(areas) },
      'GET /api/places/?kla=kla00000001': { body: envelope([buildPlace()]) },
    });
    renderApp('/key-learning-area/kla00000001');

    expect(await screen.findByRole('heading', { level: 1, name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/key-learning-area');
    expect(await screen.findByRole('link', { name: 'Year 9 English' })).toHaveAttribute('href', '/places/year-9-english');
  });

  it("shows each course with its key learning area's own picture, loaded lazily and named by the tile", async () => {
    stubFetch({
      'GET /api/settings/': { body: envelope([buildSettings({ banner_images: { ribbon_logo: 'https://media.example.test/ribbon.png', background_image: null } })]) },
      'GET /api/key-learning-area/': { body: envelope(areas) },
      'GET /api/places/?kla=kla00000002': { body: envelope([buildPlace({ place: 'Year 11 Biology', slug: 'year-11-biology' })]) },
    });
    renderApp('/key-learning-area/kla00000002');

    const course = await screen.findByRole('link', { name: 'Year 11 Biology' });
    await waitFor(() => expect(course.querySelector('img')).toHaveAttribute('src', 'https://media.example.test/science.png'));
    const image = course.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});
