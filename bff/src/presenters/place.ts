import type {
  BlogEntryRecord,
  ClassroomRecord,
  CourseTaskRecord,
  CourseUnitRecord,
  FolderView,
  KeyLearningAreaRecord,
  PageRecord,
  PageTypeRecord,
  PlaceRecord,
} from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';
import { presentRichText } from './rich-text.ts';

type CreatorFields = {
  users_userid: string | null;
  users_username: string | null;
  users_firstname: string | null;
  users_lastname: string | null;
};

type Related = { documentId: string } | null | undefined;

export type CmsPlace = CmsDocument &
  CreatorFields & {
    place: string;
    slug: string;
    place_id: number | null;
    description: string | null;
    intended_audience: string | null;
    editors: string[] | null;
    campus: string | null;
    is_key_learning_area: boolean;
    kla?: Related;
    groups?: { documentId: string }[];
  };

/**
 * What a place is read with: its relations by id only. Their names (the learning area's, the
 * groups') come from their own cached lists, so a renamed group drops only the groups.
 */
export const PLACE_POPULATE = { kla: { fields: ['documentId'] }, groups: { fields: ['documentId'] } } as const;

export type CmsPage = CmsDocument &
  CreatorFields & {
    title: string;
    slug: string | null;
    /** The slugs the page had before, newest first (kept by the CMS when it is renamed). */
    former_slugs?: string[] | null;
    navigation: boolean;
    landing_page: boolean;
    is_deleted: boolean;
    pageHide: boolean;
    content_html: string | null;
    google_drive_url: string | null;
    file_view_type: FolderView | null;
    description: string | null;
    sort_order: number | null;
    publish_start: string | null;
    publish_end: string | null;
    pageTitle: string | null;
    place?: Related;
    pagetype?: Related;
  };

/** What a page is read with: its place and page type by id (their names come from their cached lists). */
export const PAGE_POPULATE = { place: { fields: ['documentId'] }, pagetype: { fields: ['documentId'] } } as const;

export type CmsPageType = CmsDocument & { pageType: string };
export type CmsKeyLearningArea = CmsDocument & { key_learning_area: string; imageUrl: string | null };
export type CmsCourseUnit = CmsDocument & { unit_id: string; unit_name: string; unit_start_date: string | null; component_html: string | null; course_id: number | null };
export type CmsCourseTask = CmsDocument & {
  TASK: string;
  WEIGHTING: number | string | null;
  MARK_OUT_OF: number | null;
  SET_DATE: string | null;
  DUE_DATE: string | null;
  LEARNING_RESOURCE: string | null;
  LEARNING_RESOURCE_URL: string | null;
  course_id: number | null;
  year: number | null;
};
export type CmsClassroom = CmsDocument & { class_name: string; alternateLink: string | null; course_id: number | null };
export type CmsBlogEntry = CmsDocument & CreatorFields & { title: string; content_html: string | null; page?: Related };

/** The names the presenters look up by id: from the cached lists of learning areas, groups and page types. */
export type Names = { klas: ReadonlyMap<string, string>; groups: ReadonlyMap<string, string>; pageTypes: ReadonlyMap<string, string> };

const creatorOf = (record: CreatorFields) => ({
  users_userid: record.users_userid,
  users_username: record.users_username,
  users_firstname: record.users_firstname,
  users_lastname: record.users_lastname,
});

export const editorsOf = (place: Pick<CmsPlace, 'editors'>): string[] => (Array.isArray(place.editors) ? place.editors.filter((name) => typeof name === 'string') : []);

/** The group names of a place (its audience), by the cached groups. */
export const groupNamesOf = (place: CmsPlace, names: Names): string[] =>
  (place.groups ?? []).map((group) => names.groups.get(group.documentId)).filter((name): name is string => name !== undefined);

export function presentPlace(place: CmsPlace, names: Names, canEdit: boolean): PlaceRecord {
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
    ...creatorOf(place),
  };
}

export function presentPage(page: CmsPage, place: CmsPlace | null, names: Names): PageRecord {
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
    ...creatorOf(page),
  };
}

export const presentPageType = (type: CmsPageType): PageTypeRecord => ({ pagetypeUid: type.documentId, pageType: type.pageType });

export const presentKeyLearningArea = (kla: CmsKeyLearningArea): KeyLearningAreaRecord => ({
  klaUid: kla.documentId,
  key_learning_area: kla.key_learning_area,
  imageUrl: kla.imageUrl || null,
});

export const presentCourseUnit = (unit: CmsCourseUnit): CourseUnitRecord => ({
  unit_id: unit.unit_id,
  unit_name: unit.unit_name,
  unit_start_date: unit.unit_start_date,
  // 'None' is the school system's "no text", kept as it is for the screen's rule.
  component_html: unit.component_html?.trim() === 'None' ? 'None' : presentRichText(unit, 'component_html'),
});

export const presentCourseTask = (task: CmsCourseTask): CourseTaskRecord => ({
  TASK: task.TASK,
  // Strapi answers decimals as numbers on SQLite and strings on PostgreSQL.
  WEIGHTING: task.WEIGHTING === null ? null : Number(task.WEIGHTING),
  MARK_OUT_OF: task.MARK_OUT_OF,
  SET_DATE: task.SET_DATE,
  DUE_DATE: task.DUE_DATE,
  LEARNING_RESOURCE: task.LEARNING_RESOURCE,
  LEARNING_RESOURCE_URL: task.LEARNING_RESOURCE_URL,
});

export const presentClassroom = (classroom: CmsClassroom): ClassroomRecord => ({
  classroom_urlUid: classroom.documentId,
  class_name: classroom.class_name,
  alternateLink: classroom.alternateLink,
});

export function presentBlogEntry(entry: CmsBlogEntry, pageUid: string): BlogEntryRecord {
  const name = [entry.users_firstname, entry.users_lastname].filter(Boolean).join(' ');
  return {
    blogEntryUid: entry.documentId,
    pageUid,
    title: entry.title,
    content_html: presentRichText(entry, 'content_html'),
    author: name || entry.users_username || '',
    created_at: entry.createdAt,
    updated_at: entry.updatedAt,
    ...creatorOf(entry),
  };
}
