import type {
  BlogEntryRecord,
  ClassroomRecord,
  CourseTaskRecord,
  CourseUnitRecord,
  KeyLearningAreaRecord,
  PageRecord,
  PageTypeRecord,
  PlaceRecord,
} from '@portal/contract';
import type { BlogEntry } from '../models/blog-entries.ts';
import type { Classroom, CourseTask, CourseUnit } from '../models/courses.ts';
import type { Page } from '../models/pages.ts';
import type { KeyLearningArea, PageType, Place, PlaceNames } from '../models/places.ts';
import { presentCreator } from './creator.ts';
import { presentRichText } from './rich-text.ts';

/** Reader spec 1 and admin spec 5: a place's editors by username, as the people are named today. */
const editorsOf = (place: Pick<Place, 'editor_people'>): string[] => place.editor_people.map((editor) => editor.username);

export function presentPlace(place: Place, names: PlaceNames, canEdit: boolean): PlaceRecord {
  const klaUid = place.kla?.documentId ?? null;
  return {
    placeUid: place.documentId,
    place: place.place,
    slug: place.slug,
    place_id: place.place_id,
    description: place.description ?? '',
    intended_audience: place.intended_audience ?? '',
    editors: editorsOf(place),
    is_key_learning_area: place.is_key_learning_area,
    klaUid,
    key_learning_area: klaUid ? (names.klas.get(klaUid) ?? null) : null,
    group_list: {
      groups: (place.groups ?? []).flatMap((group) => {
        const groupname = names.groups.get(group.documentId);
        return groupname === undefined ? [] : [{ groupUid: group.documentId, groupname }];
      }),
    },
    can_edit: canEdit,
    created_at: place.createdAt,
    updated_at: place.updatedAt,
    ...presentCreator(place),
  };
}

export function presentPage(page: Page, place: Place | null, names: PlaceNames): PageRecord {
  const pagetypeUid = page.pagetype?.documentId ?? null;
  return {
    pageUid: page.documentId,
    placeUid: place?.documentId ?? page.place?.documentId ?? null,
    place_place: place?.place ?? null,
    place_slug: place?.slug ?? null,
    pagetypeUid,
    pagetype_pagetype: pagetypeUid ? (names.pageTypes.get(pagetypeUid) ?? null) : null,
    title: page.title,
    slug: page.slug ?? '',
    navigation: page.navigation,
    landing_page: page.landing_page,
    is_deleted: page.is_deleted,
    pageHide: page.pageHide,
    content_html: presentRichText(page, 'content_html'),
    google_drive_url: page.google_drive_url ?? '',
    file_view_type: page.file_view_type ?? 'list',
    description: page.description ?? '',
    sort_order: page.sort_order,
    publish_start: page.publish_start || null,
    publish_end: page.publish_end || null,
    pageTitle: page.pageTitle,
    editors: place ? editorsOf(place) : [],
    created_at: page.createdAt,
    updated_at: page.updatedAt,
    ...presentCreator(page),
  };
}

export const presentPageType = (type: PageType): PageTypeRecord => ({ pagetypeUid: type.documentId, pageType: type.pageType });

export const presentKeyLearningArea = (kla: KeyLearningArea): KeyLearningAreaRecord => ({
  klaUid: kla.documentId,
  key_learning_area: kla.key_learning_area,
  imageUrl: kla.imageUrl || null,
});

export const presentCourseUnit = (unit: CourseUnit): CourseUnitRecord => ({
  unit_id: unit.unit_id,
  unit_name: unit.unit_name,
  unit_start_date: unit.unit_start_date,
  // 'None' is the school system's "no text", kept as it is for the screen's rule.
  component_html: unit.component_html?.trim() === 'None' ? 'None' : presentRichText(unit, 'component_html'),
});

export const presentCourseTask = (task: CourseTask): CourseTaskRecord => ({
  TASK: task.TASK,
  // Strapi answers decimals as numbers on SQLite and strings on PostgreSQL.
  WEIGHTING: task.WEIGHTING === null ? null : Number(task.WEIGHTING),
  MARK_OUT_OF: task.MARK_OUT_OF,
  SET_DATE: task.SET_DATE,
  DUE_DATE: task.DUE_DATE,
  LEARNING_RESOURCE: task.LEARNING_RESOURCE,
  LEARNING_RESOURCE_URL: task.LEARNING_RESOURCE_URL,
});

export const presentClassroom = (classroom: Classroom): ClassroomRecord => ({
  classroom_urlUid: classroom.documentId,
  class_name: classroom.class_name,
  alternateLink: classroom.alternateLink,
});

export function presentBlogEntry(entry: BlogEntry, pageUid: string): BlogEntryRecord {
  const name = [entry.users_firstname, entry.users_lastname].filter(Boolean).join(' ');
  return {
    blogEntryUid: entry.documentId,
    pageUid,
    title: entry.title,
    content_html: presentRichText(entry, 'content_html'),
    author: name || entry.users_username || '',
    created_at: entry.createdAt,
    updated_at: entry.updatedAt,
    ...presentCreator(entry),
  };
}
