import { describe, expect, it } from 'vitest';
import {
  driveFolderEmbedUrl,
  driveFolderOpenUrl,
  hasAssessmentTasks,
  isInPublishPeriod,
  isPageVisible,
  isStaleWrite,
  mergeTaskRows,
  moveItem,
  newPageDefaults,
  orderPages,
  orderUnits,
  parseEditors,
  sortDataFor,
  taskYears,
  uniqueSlug,
} from './places.ts';
import { driveFolderId } from '../rich-text/content-rules.ts';

const FOLDER = '1Y9EnglishDemoFolder0000000000';

describe('Drive folder URLs (reader spec 5)', () => {
  it('takes the folder id from an id query parameter', () => {
    expect(driveFolderId(`https://drive.google.com/open?id=${FOLDER}`)).toBe(FOLDER);
    expect(driveFolderId(`https://drive.google.com/embeddedfolderview?id=${FOLDER}#grid`)).toBe(FOLDER);
  });
  it('takes the folder id from the longest path segment', () => {
    expect(driveFolderId(`https://drive.google.com/drive/u/0/folders/${FOLDER}?usp=sharing`)).toBe(FOLDER);
  });
  it('accepts a bare folder id, as the admin form asks for one', () => {
    expect(driveFolderId(` ${FOLDER} `)).toBe(FOLDER);
  });
  it('names no folder for another site, a file link or a short word', () => {
    expect(driveFolderId(`https://example.org/drive/folders/${FOLDER}`)).toBeNull();
    expect(driveFolderId('https://drive.google.com/file/d/y9-poetry-guide')).toBeNull();
    expect(driveFolderId('folder')).toBeNull();
    expect(driveFolderId('')).toBeNull();
  });
  it('makes the embedded-folder URL with the list or grid suffix', () => {
    expect(driveFolderEmbedUrl(`https://drive.google.com/drive/folders/${FOLDER}`, 'list')).toBe(`https://drive.google.com/embeddedfolderview?id=${FOLDER}#list`);
    expect(driveFolderEmbedUrl(`https://drive.google.com/embeddedfolderview?id=${FOLDER}#list`, 'grid')).toBe(`https://drive.google.com/embeddedfolderview?id=${FOLDER}#grid`);
    expect(driveFolderEmbedUrl('not a link', 'grid')).toBeNull();
  });
  it('opens the shared folder itself', () => {
    expect(driveFolderOpenUrl(`https://drive.google.com/embeddedfolderview?id=${FOLDER}#grid`)).toBe(`https://drive.google.com/drive/folders/${FOLDER}`);
  });
});

describe('editors and assessment tasks', () => {
  it('reads the comma-separated editors', () => {
    expect(parseEditors('editor1,teacher2,,editor1')).toEqual(['editor1', 'teacher2']);
  });
  it('shows Assessment Tasks for a key learning area place with a course id, never for boarding-house', () => {
    expect(hasAssessmentTasks({ slug: 'year-9-english', place_id: 901, is_key_learning_area: true })).toBe(true);
    expect(hasAssessmentTasks({ slug: 'year-9-english', place_id: null, is_key_learning_area: true })).toBe(false);
    expect(hasAssessmentTasks({ slug: 'boarding-house', place_id: 5, is_key_learning_area: true })).toBe(false);
  });
});

describe('which pages show', () => {
  const now = new Date('2026-05-01T00:00:00.000Z');
  const page = { is_deleted: false, pageHide: false, publish_start: null, publish_end: null };
  it('always shows a page without a publish period', () => {
    expect(isInPublishPeriod(page, now)).toBe(true);
    expect(isInPublishPeriod({ publish_start: 'INDEFINITE', publish_end: 'INDEFINITE' }, now)).toBe(true);
  });
  it('hides a page before and after its period, and an UNPUBLISHED one', () => {
    expect(isInPublishPeriod({ publish_start: '2026-05-08T00:00:00.000Z', publish_end: null }, now)).toBe(false);
    expect(isInPublishPeriod({ publish_start: '2026-04-01T00:00:00.000Z', publish_end: '2026-04-30T00:00:00.000Z' }, now)).toBe(false);
    expect(isInPublishPeriod({ publish_start: 'UNPUBLISHED', publish_end: null }, now)).toBe(false);
  });
  it('shows hidden and scheduled pages to editors only, deleted pages to nobody', () => {
    const scheduled = { ...page, publish_start: '2026-05-08T00:00:00.000Z' };
    expect(isPageVisible({ ...page, pageHide: true }, { isEditor: false, now })).toBe(false);
    expect(isPageVisible({ ...page, pageHide: true }, { isEditor: true, now })).toBe(true);
    expect(isPageVisible(scheduled, { isEditor: false, now })).toBe(false);
    expect(isPageVisible(scheduled, { isEditor: true, now })).toBe(true);
    expect(isPageVisible({ ...page, is_deleted: true }, { isEditor: true, now })).toBe(false);
  });
});

describe('sort order', () => {
  const p = (pageUid: string, sort_order: number | null, landing_page = false) => ({ pageUid, sort_order, landing_page });
  it('lists the landing page first, then by sort order', () => {
    expect(orderPages([p('c', 3), p('home', null, true), p('a', 1)]).map((page) => page.pageUid)).toEqual(['home', 'a', 'c']);
  });
  it('fills gaps in the numbering with pages that have no sort order, the rest last', () => {
    expect(orderPages([p('a', 1), p('d', 4), p('x', null), p('y', null), p('z', null), p('c', 3)]).map((page) => page.pageUid)).toEqual(['a', 'x', 'c', 'd', 'y', 'z']);
  });
  it('rewrites the non-landing pages from 0 in their new order, without gaps', () => {
    expect(sortDataFor([p('home', null, true), p('b', 7), p('a', 2)])).toEqual([
      { pageUid: 'b', sort_order: 0 },
      { pageUid: 'a', sort_order: 1 },
    ]);
  });
  it('moves an item for drag and drop and the keyboard', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('new pages (reader spec 4)', () => {
  const now = new Date('2026-11-26T01:30:00.000Z');
  it("gives a Static Page 'NEW PAGE' and a Documents page 'New Files Pages', with time-stamped slugs", () => {
    const page = newPageDefaults({ placeUid: 'place00000001', pagetypeUid: 'type000000001', pageType: 'Static Page', draggableCount: 6, now });
    expect(page).toMatchObject({ title: 'NEW PAGE', slug: `new-page-${now.getTime()}`, navigation: true, landing_page: false, content_html: '', description: '', sort_order: 6 });
    const files = newPageDefaults({ placeUid: 'place00000001', pagetypeUid: 'type000000002', pageType: 'Documents', draggableCount: 0, now });
    expect(files).toMatchObject({ title: 'New Files Pages', slug: `new-files-pages-${now.getTime()}`, sort_order: 0, file_view_type: 'list' });
  });
  it('makes a slug unique within the place', () => {
    expect(uniqueSlug('Class Blog', ['welcome'])).toBe('class-blog');
    expect(uniqueSlug('Class Blog', ['class-blog', 'class-blog-2'])).toBe('class-blog-3');
  });
});

describe('assessment tasks and units', () => {
  const row = (TASK: string, LEARNING_RESOURCE: string | null, url: string | null = null) => ({
    TASK, WEIGHTING: 30, MARK_OUT_OF: 40, SET_DATE: '2026-02-10', DUE_DATE: '2026-03-14', LEARNING_RESOURCE, LEARNING_RESOURCE_URL: url,
  });
  it('merges the rows of one task and lists its resources', () => {
    const merged = mergeTaskRows([row('Poetry portfolio', 'Guidelines', 'https://x.example/g'), row('Novel essay', 'Scaffold'), row('Poetry portfolio', 'Rubric', 'https://x.example/r'), row('Poetry portfolio', 'Rubric', 'https://x.example/r')]);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toEqual({ TASK: 'Poetry portfolio', WEIGHTING: 30, MARK_OUT_OF: 40, SET_DATE: '2026-02-10', DUE_DATE: '2026-03-14', resources: [{ name: 'Guidelines', url: 'https://x.example/g' }, { name: 'Rubric', url: 'https://x.example/r' }] });
    expect(merged[1]!.resources).toEqual([{ name: 'Scaffold', url: null }]);
  });
  it('keeps a task without resources', () => {
    expect(mergeTaskRows([row('Exam', null)])[0]!.resources).toEqual([]);
  });
  it('offers the previous, current and next year, the current by default', () => {
    expect(taskYears(new Date('2026-06-01T00:00:00'))).toEqual({ years: [2025, 2026, 2027], current: 2026 });
  });
  it('orders units by start date', () => {
    expect(orderUnits([{ unit_start_date: '2026-05-01' }, { unit_start_date: null }, { unit_start_date: '2026-02-01' }]).map((u) => u.unit_start_date)).toEqual(['2026-02-01', '2026-05-01', null]);
  });
});

describe('stale writes', () => {
  it('is stale when the version started from is not the stored one', () => {
    expect(isStaleWrite('2026-05-01T10:00:00.000Z', '2026-05-01T10:00:05.000Z')).toBe(true);
    expect(isStaleWrite('2026-05-01T10:00:00.000Z', '2026-05-01T10:00:00.000Z')).toBe(false);
  });
});
