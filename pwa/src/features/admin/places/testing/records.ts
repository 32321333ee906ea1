import type { PageRecord, PageTypeRecord, PlaceRecord } from '@portal/contract';
import { STORED } from '@/testing/factories.ts';

/** Records of the Places tab and its editors shaped as the contract says, for their tests only. */
export function buildPlace(overrides: Partial<PlaceRecord> = {}): PlaceRecord {
  return {
    placeUid: 'place0000001',
    place: 'Year 9 English',
    slug: 'year-9-english',
    place_id: 901,
    description: 'Texts, tasks and resources for Year 9 English.',
    intended_audience: 'Year 9 students and carers',
    editors: ['editor1', 'tom.walsh'],
    is_key_learning_area: true,
    klaUid: 'kla000000001',
    key_learning_area: 'English',
    group_list: { groups: [{ groupUid: 'group0000009', groupname: 'Year 9' }] },
    can_edit: true,
    ...STORED,
    ...overrides,
  };
}

export function buildPage(overrides: Partial<PageRecord> = {}): PageRecord {
  return {
    pageUid: 'page00000001',
    placeUid: 'place0000001',
    place_place: 'Year 9 English',
    place_slug: 'year-9-english',
    pagetypeUid: 'pagetype0001',
    pagetype_pagetype: 'Static Page',
    title: 'Welcome',
    slug: 'welcome',
    navigation: true,
    landing_page: false,
    is_deleted: false,
    pageHide: false,
    content_html: '<p>Welcome to Year 9 English.</p>',
    google_drive_url: '',
    file_view_type: 'list',
    description: 'Welcome of Year 9 English',
    sort_order: 1,
    publish_start: null,
    publish_end: null,
    pageTitle: null,
    editors: ['editor1'],
    ...STORED,
    ...overrides,
  };
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
