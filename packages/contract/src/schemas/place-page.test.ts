import { describe, expect, it } from 'vitest';
import { PAGE_ADMIN_MESSAGES, PLACE_ADMIN_MESSAGES } from '../admin-messages.ts';
import { PLACE_MESSAGES } from '../place-messages.ts';
import { adminPageFormSchema } from './page-admin-form.ts';
import { pageCreateInput, pageReorderInput, pageUpdateInput, pagesQuery, pageWriteQuery } from './page.ts';
import { placeFormSchema, placeWriteInput } from './place-write.ts';
import { courseTasksQuery, placesQuery } from './place.ts';
import { blogEntryCreateInput, blogEntryUpdateInput } from './blog-entry.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const UID = 'abcdefghij0123456789abcd';

describe('place write (admin spec 5)', () => {
  const place = { place_id: '901', place: ' Year 9 English ', description: 'Texts', intended_audience: 'Year 9', editors: 'editor1,teacher2', klaUid: UID, group_ids: [UID] };
  it('derives the slug, reads the editors and the numeric course id', () => {
    expect(placeWriteInput.parse({ data: place }).data).toEqual({
      place_id: 901, place: 'Year 9 English', slug: 'year-9-english', description: 'Texts', intended_audience: 'Year 9', editors: ['editor1', 'teacher2'], klaUid: UID, group_ids: [UID],
    });
  });
  it('gives every spec message at once', () => {
    expect(messagesOf(placeFormSchema.safeParse({ place_id: '9a', place: '', description: '', intended_audience: ' ', editors: '' }))).toEqual({
      place_id: PLACE_ADMIN_MESSAGES.placeId,
      place: PLACE_ADMIN_MESSAGES.place,
      description: PLACE_ADMIN_MESSAGES.description,
      intended_audience: PLACE_ADMIN_MESSAGES.intendedAudience,
      editors: PLACE_ADMIN_MESSAGES.editors,
    });
  });
  it('refuses editors separated by spaces', () => {
    expect(messagesOf(placeFormSchema.safeParse({ ...place, editors: 'editor1, teacher2' })).editors).toBe(PLACE_ADMIN_MESSAGES.editorsFormat);
  });
  it('allows no course id and no key learning area', () => {
    expect(placeWriteInput.parse({ data: { ...place, place_id: '', klaUid: '' } }).data).toMatchObject({ place_id: null, klaUid: null });
  });
});

describe('page writes (reader spec 4 and 7)', () => {
  it('reads the legacy query flags', () => {
    expect(pageWriteQuery.parse({ update_sort_order: 'true', create_new_page: 'true' })).toEqual({ update_sort_order: true, create_new_page: true });
    expect(pageWriteQuery.safeParse({ sort: 'x' }).success).toBe(false);
  });
  it('creates with pageData and sortData', () => {
    const input = pageCreateInput.parse({ pageData: { placeUid: UID, pagetypeUid: UID, title: 'NEW PAGE', slug: 'new-page-1764120600000', sort_order: 3 }, sortData: [{ pageUid: UID, sort_order: 0 }] });
    expect(input.pageData.title).toBe('NEW PAGE');
  });
  it("answers '*Please enter title.' for a blank title", () => {
    expect(messagesOf(pageUpdateInput.safeParse({ pageData: { title: '  ', updated_at: '2026-05-01T10:00:00.000Z' } }))['pageData.title']).toBe(PLACE_MESSAGES.title);
  });
  it('needs the updated_at the editor started from', () => {
    expect(messagesOf(pageUpdateInput.safeParse({ pageData: { pageHide: true } }))['pageData.updated_at']).toBe(PLACE_MESSAGES.updatedAtMissing);
  });
  it('refuses a period that ends before it starts, and a page twice in sortData', () => {
    const period = { publish_start: '2026-05-08T00:00:00.000Z', publish_end: '2026-05-01T00:00:00.000Z', updated_at: '2026-05-01T10:00:00.000Z' };
    expect(pageUpdateInput.safeParse({ pageData: period }).success).toBe(false);
    expect(pageReorderInput.safeParse({ placeUid: UID, sortData: [{ pageUid: UID, sort_order: 0 }, { pageUid: UID, sort_order: 1 }] }).success).toBe(false);
  });
  it('refuses unknown fields and query keys', () => {
    expect(pageUpdateInput.safeParse({ pageData: { updated_at: '2026-05-01T10:00:00.000Z', users_username: 'x' } }).success).toBe(false);
    expect(pagesQuery.safeParse({ place: UID, 'filters[x]': '1' }).success).toBe(false);
    expect(placesQuery.safeParse({ slug: 'year-9-english', navigation: 'true' }).success).toBe(true);
  });
  it('reads course tasks by course id and year', () => {
    expect(courseTasksQuery.parse({ course_id: '901', selected_year: '2026' })).toEqual({ course_id: 901, selected_year: 2026 });
    expect(courseTasksQuery.safeParse({ course_id: 'x' }).success).toBe(false);
  });
});

describe('admin Page editor (admin spec 5)', () => {
  const types = [{ pagetypeUid: 'static000001', pageType: 'Static Page' }, { pagetypeUid: 'docs00000001', pageType: 'Documents' }];
  const form = adminPageFormSchema(types);
  const page = { placeUid: '', pagetypeUid: '', title: '', navigation: true, landing_page: false, content_html: '', google_drive_url: '', description: '', publish_start: null, publish_end: null };
  it('gives the messages of an empty form', () => {
    expect(messagesOf(form.safeParse(page))).toEqual({
      placeUid: PAGE_ADMIN_MESSAGES.place, pagetypeUid: PAGE_ADMIN_MESSAGES.pagetype, title: PAGE_ADMIN_MESSAGES.title, description: PAGE_ADMIN_MESSAGES.description,
    });
  });
  it('requires content for a Static Page and a Drive folder for Documents', () => {
    const filled = { ...page, placeUid: UID, title: 'T', description: 'D' };
    expect(messagesOf(form.safeParse({ ...filled, pagetypeUid: 'static000001', content_html: '<p></p>' }))).toEqual({ content_html: PAGE_ADMIN_MESSAGES.content });
    expect(messagesOf(form.safeParse({ ...filled, pagetypeUid: 'docs00000001', google_drive_url: 'x' }))).toEqual({ google_drive_url: PAGE_ADMIN_MESSAGES.driveFolder });
    expect(form.safeParse({ ...filled, pagetypeUid: 'docs00000001', google_drive_url: '1Y9EnglishDemoFolder0000000000' }).success).toBe(true);
  });
});

describe('blog entries', () => {
  it('needs a title and a body', () => {
    expect(messagesOf(blogEntryCreateInput.safeParse({ data: { pageUid: UID, title: '', content_html: '<p> </p>' } }))).toEqual({
      'data.title': PLACE_MESSAGES.blogTitle, 'data.content_html': PLACE_MESSAGES.blogContent,
    });
    expect(blogEntryUpdateInput.safeParse({ data: { title: 'T', content_html: '<p>x</p>' } }).success).toBe(false);
  });
});
