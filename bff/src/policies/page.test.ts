import { describe, expect, it } from 'vitest';
import type { PortalUser } from '../auth/portal-users.ts';
import type { Page } from '../models/records/page.ts';
import { person } from '../test/people.ts';
import { forGroup, page, place, placeEditor as editor } from '../test/place-records.ts';
import { authorize, can } from './authorize.ts';

const now = new Date('2026-05-10T10:00:00.000Z');

describe('the page policy', () => {
  const year9 = place({ groups: forGroup('Year 9') });
  const member = person('student', 'sydney', ['Year 9']);
  const PAGES: { name: string; page: Page; readers: PortalUser[]; editorsOnly: boolean }[] = [
    { name: 'a page', page: page(), readers: [member], editorsOnly: false },
    { name: 'a hidden page', page: page({ pageHide: true }), readers: [], editorsOnly: true },
    { name: 'a page before its publish period', page: page({ publish_start: '2026-05-20T00:00:00.000Z' }), readers: [], editorsOnly: true },
    { name: 'a page after its publish period', page: page({ publish_end: '2026-05-01T00:00:00.000Z' }), readers: [], editorsOnly: true },
  ];

  for (const { name, page: shown, readers, editorsOnly } of PAGES) {
    it(`shows ${name} to those who read the place${editorsOnly ? ', and edit it' : ''}`, () => {
      const read = (someone: PortalUser) => can(someone, 'page.read', { page: shown, place: year9 }, { now });
      expect(read(editor)).toBe(true);
      expect(read(person('admin'))).toBe(true);
      expect(read(person('staff'))).toBe(!editorsOnly);
      for (const reader of readers) expect(read(reader)).toBe(true);
      expect(read(member)).toBe(!editorsOnly);
      expect(read(person('student', 'sydney', ['Year 10']))).toBe(false);
      expect(read(person('admin', 'armidale'))).toBe(false);
    });
  }

  it('shows a deleted page to nobody, and answers it as one that does not exist (404)', () => {
    const deleted = { page: page({ is_deleted: true }), place: year9 };
    for (const someone of [editor, person('admin'), member]) expect(can(someone, 'page.read', deleted, { now })).toBe(false);
    expect(() => authorize(editor, 'page.read', deleted, { now })).toThrow(expect.objectContaining({ status: 404 }));
  });
});

