import { READER_ROUTES, USER_TYPES, isRouteAllowed, isTileFor, type UserType } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_TILES } from './tiles';

/** Screens for staff and administrators only (the BFF answers 403 to anyone else: bff/src/routes/metrics). */
const STAFF_ONLY = new Set(['/metrics']);
/** Routes no tile opens: home is the dashboard itself; a place's pages are reached from Courses. */
const WITHOUT_TILE = new Set(['/', '/places/:slug', '/places/:slug/:pageSlug']);

const section = (path: string) => path.split('/')[1] ?? '';
const sample = (route: string) => route.replace(/:\w+/g, '1');

describe('the demo school’s tiles', () => {
  const routes = READER_ROUTES.filter((route) => !WITHOUT_TILE.has(route));

  it.each(routes)('offer %s to each person who may open it, and to no one else', (route) => {
    const mayOpen: readonly UserType[] = STAFF_ONLY.has(`/${section(route)}`) ? ['faculty'] : USER_TYPES;
    for (const type of USER_TYPES) {
      const shown = DEMO_TILES.filter((tile) => isTileFor(tile, { type, is_admin: false }) && section(tile.url) === section(route));
      expect(shown.length > 0, `${type} has a tile for ${route}`).toBe(mayOpen.includes(type));
      // The tile opens the route (the guard lets it through) for those it is shown to.
      for (const tile of shown) expect(isRouteAllowed(sample(route), [tile.url])).toBe(true);
    }
  });

  it('never name a tile after the page that shows them, and name the dashboard of each person in their words', () => {
    expect(DEMO_TILES.map((tile) => tile.title)).not.toContain('Dashboard');
    const dashboardOf = (type: UserType) =>
      DEMO_TILES.filter((tile) => tile.url === '/parent-dashboard' && isTileFor(tile, { type, is_admin: false })).map((tile) => tile.title);
    expect(USER_TYPES.map(dashboardOf)).toEqual([['Student Dashboard'], ['Parent Dashboard'], ['Faculty Dashboard']]);
  });

  it('include Financial info and Year info', () => {
    expect(DEMO_TILES.map((tile) => tile.url)).toEqual(expect.arrayContaining(['/financial-info', '/year-info']));
  });
});
