import { driveFolderId, type FolderView } from '../rich-text/content-rules.ts';
import { INDEFINITE, UNPUBLISHED, publishWindow } from './live-window.ts';
import { slugFromTitle } from './slug.ts';

/** Reader spec 3: the fixed page type names, and the kinds of page a place holds. */
export const PAGE_TYPE_NAMES = {
  staticPage: 'Static Page',
  documents: 'Documents',
  taskPage: 'Task Page',
  classroomsPage: 'Classrooms Page',
  blogPage: 'Blog Page',
} as const;

/** Reader spec 2.8: the "add page" entries of the edit mode, one per static page type, with the title a new page gets (spec 4). */
export const NEW_PAGE_TITLES: Readonly<Record<string, string>> = {
  [PAGE_TYPE_NAMES.staticPage]: 'NEW PAGE',
  [PAGE_TYPE_NAMES.documents]: 'New Files Pages',
};
export const ADDABLE_PAGE_TYPES = Object.keys(NEW_PAGE_TITLES);

/** Reader spec 4: hide/show applies to Static and Documents pages only. */
export const canHidePageType = (pageType: string | null) => pageType === PAGE_TYPE_NAMES.staticPage || pageType === PAGE_TYPE_NAMES.documents;
/** Reader spec 4: Task and Classrooms pages cannot be retitled. */
export const canRetitlePageType = (pageType: string | null) => pageType !== PAGE_TYPE_NAMES.taskPage && pageType !== PAGE_TYPE_NAMES.classroomsPage;
/** Reader spec 4: no publish period for landing, Task and Classrooms pages. */
export const canSchedulePage = (page: { landing_page: boolean; pagetype_pagetype: string | null }) =>
  !page.landing_page && canRetitlePageType(page.pagetype_pagetype);

/** Reader spec 2.8: the place slug that has no Assessment Tasks page. */
export const NO_ASSESSMENT_TASKS_SLUG = 'boarding-house';

/** Reader spec 2.8: fixed pages (Assessment Tasks) show for a place flagged as a key learning area with a course id. */
export function hasAssessmentTasks(place: { slug: string; place_id: number | null; is_key_learning_area: boolean }): boolean {
  return place.is_key_learning_area && place.place_id !== null && place.slug !== NO_ASSESSMENT_TASKS_SLUG;
}

// ---------------------------------------------------------------------------------------------
// Editors (who reads and edits a place is the BFF's place policy: bff/src/policies/place.ts)

/** Admin spec 5: editors are typed as usernames separated by commas, without spaces. */
export function parseEditors(text: string): string[] {
  return [...new Set(text.split(',').map((name) => name.trim()).filter(Boolean))];
}
export const editorsText = (editors: readonly string[]) => editors.join(',');

// ---------------------------------------------------------------------------------------------
// Pages: which show, in which order

type PublishBounds = { publish_start: string | null; publish_end: string | null };

/** Reader spec 4: a page shows within its publish period; with no bounds set it always does. UNPUBLISHED hides it. */
export function isInPublishPeriod(page: PublishBounds, now: Date = new Date()): boolean {
  const window = publishWindow({ published: true, publish_start: page.publish_start || INDEFINITE, publish_end: page.publish_end || INDEFINITE });
  return window !== null && window.start <= now.getTime() && now.getTime() <= window.end;
}

/** Whether a page has a publish period set at all (else the picker reads 'Select publish period'). */
export const hasPublishPeriod = (page: PublishBounds) =>
  [page.publish_start, page.publish_end].some((bound) => Boolean(bound) && bound !== INDEFINITE && bound !== UNPUBLISHED);

type VisibilityFields = PublishBounds & { is_deleted: boolean; pageHide: boolean };

/** Reader spec 2.8 and 4: deleted pages never show; hidden pages and pages outside their period show to the place's editors only. */
export function isPageVisible(page: VisibilityFields, { isEditor, now = new Date() }: { isEditor: boolean; now?: Date }): boolean {
  if (page.is_deleted) return false;
  if (isEditor) return true;
  return !page.pageHide && isInPublishPeriod(page, now);
}

type OrderFields = { landing_page: boolean; sort_order: number | null };

/**
 * Reader spec 2.8: the landing page first, then the others by sort_order; pages without one
 * fill the gaps in the numbering (from the lowest order used), in the order given, and any
 * left over go last.
 */
export function orderPages<T extends OrderFields>(pages: readonly T[]): T[] {
  const landing = pages.filter((page) => page.landing_page);
  const rest = pages.filter((page) => !page.landing_page);
  const numbered = rest.filter((page) => page.sort_order !== null).sort((a, b) => a.sort_order! - b.sort_order!);
  const unnumbered = rest.filter((page) => page.sort_order === null);
  const ordered: T[] = [];
  let slot = numbered[0]?.sort_order ?? 0;
  for (const page of numbered) {
    while (slot < page.sort_order! && unnumbered.length > 0) {
      ordered.push(unnumbered.shift()!);
      slot += 1;
    }
    ordered.push(page);
    slot = Math.max(slot, page.sort_order!) + 1;
  }
  return [...landing, ...ordered, ...unnumbered];
}

/** The pages that can be dragged: every page but the landing page. */
export const draggablePages = <T extends { landing_page: boolean }>(pages: readonly T[]) => pages.filter((page) => !page.landing_page);

export type PageSortEntry = { pageUid: string; sort_order: number };

/** Reader spec 4: reordering rewrites sort_order of the non-landing pages, numbered from 0 in their new order (no gaps). */
export function sortDataFor(pages: readonly { pageUid: string; landing_page: boolean }[]): PageSortEntry[] {
  return draggablePages(pages).map((page, index) => ({ pageUid: page.pageUid, sort_order: index }));
}

/** A list with one item moved from one index to another (drag and drop, or the keyboard's move up/down). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const result = [...items];
  if (from < 0 || from >= result.length) return result;
  const [item] = result.splice(from, 1);
  result.splice(Math.max(0, Math.min(to, result.length)), 0, item!);
  return result;
}

/** A page slug from its title, made unique among the place's other slugs with -2, -3... */
export function uniqueSlug(title: string, taken: readonly string[]): string {
  const base = slugFromTitle(title) || 'page';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Reader spec 4 and admin spec 2: a new page's default title and time-stamped slug. */
export function newPageTitle(pageType: string): string {
  return NEW_PAGE_TITLES[pageType] ?? NEW_PAGE_TITLES[PAGE_TYPE_NAMES.staticPage]!;
}
export const timeStampedSlug = (title: string, now: Date) => `${slugFromTitle(title)}-${now.getTime()}`;

/**
 * Reader spec 4: the page the edit mode's "add page" creates: navigation on, not the landing
 * page, empty content and description, the chosen type, sorted after the draggable pages
 * (sort_order = their count), with the type's default title and a time-stamped slug. The
 * creation call also sends the draggable pages' sort data, renumbered from 0.
 */
export function newPageDefaults({
  placeUid,
  pagetypeUid,
  pageType,
  draggableCount,
  now = new Date(),
}: {
  placeUid: string;
  pagetypeUid: string;
  pageType: string;
  draggableCount: number;
  now?: Date;
}) {
  const title = newPageTitle(pageType);
  return {
    placeUid,
    pagetypeUid,
    title,
    slug: timeStampedSlug(title, now),
    navigation: true,
    landing_page: false,
    pageHide: false,
    content_html: '',
    google_drive_url: '',
    file_view_type: 'list' as FolderView,
    description: '',
    sort_order: draggableCount,
    publish_start: null,
    publish_end: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Documents pages: the shared Google Drive folder

/** Reader spec 5: the embedded-folder URL of a folder link or id, with the list or grid view; null when it names no folder. */
export function driveFolderEmbedUrl(input: string, view: FolderView): string | null {
  const id = driveFolderId(input);
  return id ? `https://drive.google.com/embeddedfolderview?id=${id}#${view}` : null;
}

/** Reader spec 2.8: where 'Open shared Google Drive' goes: the folder itself. */
export function driveFolderOpenUrl(input: string): string | null {
  const id = driveFolderId(input);
  return id ? `https://drive.google.com/drive/folders/${id}` : null;
}

/** Reader spec 9: the repository iframe's height. */
export const DRIVE_FRAME_HEIGHT = 600;

// ---------------------------------------------------------------------------------------------
// Assessment tasks and course units

export type CourseTaskRow = {
  TASK: string;
  WEIGHTING: number | null;
  MARK_OUT_OF: number | null;
  SET_DATE: string | null;
  DUE_DATE: string | null;
  LEARNING_RESOURCE: string | null;
  LEARNING_RESOURCE_URL: string | null;
};

export type MergedTask = Omit<CourseTaskRow, 'LEARNING_RESOURCE' | 'LEARNING_RESOURCE_URL'> & {
  resources: { name: string; url: string | null }[];
};

/**
 * Reader spec 2.8: rows of the same task (one per learning resource) merged into one, its
 * resources listed in row order, each once; tasks in the order of their first row.
 */
export function mergeTaskRows(rows: readonly CourseTaskRow[]): MergedTask[] {
  const merged = new Map<string, MergedTask>();
  for (const { LEARNING_RESOURCE: name, LEARNING_RESOURCE_URL: url, ...task } of rows) {
    const key = [task.TASK, task.SET_DATE, task.DUE_DATE].join('\u0000');
    const entry = merged.get(key) ?? { ...task, resources: [] };
    merged.set(key, entry);
    if (name && !entry.resources.some((resource) => resource.name === name && resource.url === (url || null))) {
      entry.resources.push({ name, url: url || null });
    }
  }
  return [...merged.values()];
}

/** Reader spec 2.8: the years of the task select: previous, current (the default) and next. */
export function taskYears(now: Date = new Date()): { years: [number, number, number]; current: number } {
  const current = now.getFullYear();
  return { years: [current - 1, current, current + 1], current };
}

/** Reader spec 2.8: course units by start date ascending (undated last); 'None' means no component text. */
export function orderUnits<T extends { unit_start_date: string | null }>(units: readonly T[]): T[] {
  return [...units].sort((a, b) => (a.unit_start_date ?? '9999').localeCompare(b.unit_start_date ?? '9999'));
}
export const hasComponentHtml = (html: string | null) => Boolean(html) && html!.trim() !== 'None';

// ---------------------------------------------------------------------------------------------
// Concurrent edits

/** A write based on another version than the stored one (the `updated_at` the editor started from) is stale. */
export function isStaleWrite(startedFrom: string, stored: string): boolean {
  return Date.parse(startedFrom) !== Date.parse(stored);
}
