import type { PageRecord, PageTypeRecord, PlaceRecord } from '@portal/contract';
import { STORED } from '@/testing/factories.ts';
import { buildPage as buildSharedPage, buildPlace as buildSharedPlace } from '@/testing/place-factories.ts';

/**
 * Records of the Places tab and its editors, for their tests only: the shared test place and
 * page (testing/place-factories.ts) with the admin's own ids, stored by nobody, and a place
 * the admin may edit, with two editors and its group.
 */
export function buildPlace(overrides: Partial<PlaceRecord> = {}): PlaceRecord {
  return buildSharedPlace({
    placeUid: 'place0000001',
    editors: ['editor1', 'tom.walsh'],
    klaUid: 'kla000000001',
    group_list: { groups: [{ groupUid: 'group0000009', groupname: 'Year 9' }] },
    can_edit: true,
    ...STORED,
    ...overrides,
  });
}

export function buildPage(overrides: Partial<PageRecord> = {}): PageRecord {
  return buildSharedPage({
    pageUid: 'page00000001',
    placeUid: 'place0000001',
    pagetypeUid: 'pagetype0001',
    title: 'Welcome',
    slug: 'welcome',
    content_html: '<p>Welcome to Year 9 English.</p>',
    description: 'Welcome of Year 9 English',
    ...STORED,
    ...overrides,
  });
}

export const PAGE_TYPES: PageTypeRecord[] = [
  { pagetypeUid: 'pagetype0001', pageType: 'Static Page' },
  { pagetypeUid: 'pagetype0002', pageType: 'Documents' },
  { pagetypeUid: 'pagetype0003', pageType: 'Task Page' },
];

export const KEY_LEARNING_AREAS = [
  { klaUid: 'kla000000001', key_learning_area: 'English', imageUrl: null },
  { klaUid: 'kla000000002', key_learning_area: 'Science', imageUrl: null },
];

/** The first look at a lazily loaded admin screen: its code may take seconds to arrive on a busy machine. */
export const SCREEN_LOAD = { timeout: 10_000 };
