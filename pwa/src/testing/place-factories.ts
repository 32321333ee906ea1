import type { BlogEntryRecord, ClassroomRecord, CourseTaskRecord, CourseUnitRecord, PageRecord, PlaceRecord } from '@portal/contract';
import { STORED } from './factories.ts';

/** Place records shaped as the contract says, for tests only (after factories.ts). */
const creator = { users_userid: 'user0000009', users_username: 'editor1', users_firstname: 'Eddie', users_lastname: 'Editor' };

export function buildPlace(overrides: Partial<PlaceRecord> = {}): PlaceRecord {
  return {
    placeUid: 'place000001',
    place: 'Year 9 English',
    slug: 'year-9-english',
    place_id: 901,
    description: 'Texts, tasks and resources for Year 9 English.',
    intended_audience: 'Year 9 students and carers',
    editors: ['editor1'],
    is_key_learning_area: true,
    klaUid: 'kla00000001',
    key_learning_area: 'English',
    group_list: { groups: [] },
    can_edit: false,
    ...STORED,
    ...creator,
    ...overrides,
  };
}

export function buildPage(overrides: Partial<PageRecord> = {}): PageRecord {
  return {
    pageUid: 'page0000001',
    placeUid: 'place000001',
    place_place: 'Year 9 English',
    place_slug: 'year-9-english',
    pagetypeUid: 'ptype000001',
    pagetype_pagetype: 'Static Page',
    title: 'Course Overview',
    slug: 'course-overview',
    navigation: true,
    landing_page: false,
    is_deleted: false,
    pageHide: false,
    content_html: '<p>How the year runs.</p>',
    google_drive_url: '',
    file_view_type: 'list',
    description: '',
    sort_order: 1,
    publish_start: null,
    publish_end: null,
    pageTitle: null,
    editors: ['editor1'],
    ...STORED,
    ...creator,
    ...overrides,
  };
}

export function buildCourseTask(overrides: Partial<CourseTaskRecord> = {}): CourseTaskRecord {
  return {
    TASK: 'Poetry portfolio',
    WEIGHTING: 30,
    MARK_OUT_OF: 40,
    SET_DATE: '2026-02-10',
    DUE_DATE: '2026-03-14',
    LEARNING_RESOURCE: 'Portfolio guidelines',
    LEARNING_RESOURCE_URL: 'https://drive.google.com/file/d/y9-poetry-guide',
    ...overrides,
  };
}

export function buildCourseUnit(overrides: Partial<CourseUnitRecord> = {}): CourseUnitRecord {
  return { unit_id: '901-U1', unit_name: 'Voices of Australia: poetry', unit_start_date: '2026-02-01', component_html: '<p>Poetry portfolio.</p>', ...overrides };
}

export function buildClassroom(overrides: Partial<ClassroomRecord> = {}): ClassroomRecord {
  return { classroom_urlUid: 'class000001', class_name: '9ENG A', alternateLink: 'https://classroom.example.com/c/9eng-a', ...overrides };
}

export function buildBlogEntry(overrides: Partial<BlogEntryRecord> = {}): BlogEntryRecord {
  return {
    blogEntryUid: 'blog0000001',
    pageUid: 'page0000006',
    title: 'Poetry slam on Friday',
    content_html: '<p>Bring a poem.</p>',
    author: 'Eddie Editor',
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...creator,
    ...overrides,
  };
}
