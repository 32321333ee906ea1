import { describe, expect, it } from 'vitest';
import type { Campus } from '@portal/contract';
import type { SchoolSettings } from '../models/records/school-setting.ts';
import { ROLES, person } from '../test/people.ts';
import { authorize, can } from './authorize.ts';

const CAMPUSES: Campus[] = ['sydney', 'armidale'];

const settings = (campus: Campus): SchoolSettings => ({
  id: 1,
  documentId: `school-${campus}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  publishedAt: '2026-01-01T00:00:00.000Z',
  campus,
  tile_settings: [],
  theme_colours: null,
  favicon_icon: null,
  domain: null,
  phoneNumber: null,
  ribbon_logo: null,
  background_image: null,
  providerName: null,
  school_name: 'Demo School',
});

describe('the school settings policy', () => {
  it("lets each role read their own campus's settings, and no other campus's", () => {
    for (const campus of CAMPUSES) {
      for (const role of ROLES) {
        for (const of of CAMPUSES) {
          expect(can(person(role, campus), 'school-setting.read', settings(of)), `${role} of ${campus} reads ${of}'s`).toBe(of === campus);
        }
      }
    }
  });

  it('answers a refusal as settings that do not exist (404)', () => {
    expect(() => authorize(person('admin', 'armidale'), 'school-setting.read', settings('sydney'))).toThrow(expect.objectContaining({ status: 404 }));
  });
});
