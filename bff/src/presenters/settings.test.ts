import { describe, expect, it } from 'vitest';
import type { TileSetting } from '@portal/contract';
import type { SchoolSettings } from '../models/records/school-setting.ts';
import { presentSettings } from './settings.ts';

const settings = (tile_settings: SchoolSettings['tile_settings']): SchoolSettings => ({
  id: 1,
  documentId: 'school00001',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: null,
  campus: 'sydney',
  tile_settings,
  favicon_icon: null,
  domain: null,
  theme_colours: null,
  phoneNumber: null,
  ribbon_logo: null,
  providerName: null,
  background_image: null,
  school_name: null,
});

describe('presentSettings', () => {
  it('leaves out dashboard tiles whose link is not safe to open', () => {
    const presented = presentSettings(
      settings([
        { title: 'Notices', url: '/notices', icon: 'notifications' },
        { title: 'Canteen', url: 'https://canteen.example.org' },
        { title: 'Office', url: 'mailto:office@school.example' },
        { title: 'Prize', url: 'javascript:alert(document.cookie)' },
        { title: 'Lookalike', url: '//evil.example/login' },
        { title: 'Old site', url: 'http://school.example' },
      ]),
    );
    expect(presented.tile_settings.map((tile) => tile.title)).toEqual(['Notices', 'Canteen', 'Office']);
  });

  it("sends only a tile's own fields, and an icon or image only when one is set", () => {
    const handEdited = { title: 'Notices', url: '/notices', icon: null, image: '', colour: 'red' } as unknown as TileSetting;
    expect(presentSettings(settings([handEdited])).tile_settings).toEqual([{ title: 'Notices', url: '/notices' }]);
  });

  it("sends a tile's roles, only the user types among them", () => {
    const forStaff = { title: 'Metrics', url: '/metrics', roles: ['faculty', 'principal'] } as unknown as TileSetting;
    const forNobody = { title: 'Notices', url: '/notices', roles: ['principal'] } as unknown as TileSetting;
    expect(presentSettings(settings([forStaff, forNobody])).tile_settings).toEqual([
      { title: 'Metrics', url: '/metrics', roles: ['faculty'] },
      { title: 'Notices', url: '/notices' },
    ]);
  });

  it("sends the ribbon logo and the header's background image when set and safe to load (reader spec 2.4)", () => {
    const withImages = { ...settings([]), ribbon_logo: '/school/ribbon-logo-sydney.svg', background_image: '/school/header-background-sydney.svg' };
    expect(presentSettings(withImages).banner_images).toEqual({
      ribbon_logo: '/school/ribbon-logo-sydney.svg',
      background_image: '/school/header-background-sydney.svg',
    });
    expect(presentSettings(settings([])).banner_images).toEqual({ ribbon_logo: null, background_image: null });
    const unsafe = { ...settings([]), ribbon_logo: 'javascript:alert(1)', background_image: 'http://tracker.example/pixel.gif' };
    expect(presentSettings(unsafe).banner_images).toEqual({ ribbon_logo: null, background_image: null });
  });
});
