import { DATE_REASONS, POST_MESSAGES, withReason } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildNotice } from '@/testing/factories.ts';
import { emptyPostForm, postFormErrors, postFormOf, postWriteData, slugOf, withChange } from './post-form.ts';

const now = new Date('2026-11-23T09:00:00Z');
const tomorrow = '2026-11-24T09:00:00.000Z';
const nextWeek = '2026-11-30T09:00:00.000Z';

function completeNotice() {
  let form = emptyPostForm('notice');
  form = withChange(form, 'title', 'Year 9 camp forms');
  form = withChange(form, 'content_html', '<p>Return the camp forms by Friday.</p>');
  form = withChange(form, 'postcategory_categoryid', 'category0001');
  form = withChange(form, 'featured_img_url', '/uploads/camp.jpg');
  form = withChange(form, 'publish_start', tomorrow);
  return withChange(form, 'publish_end', nextWeek);
}

describe('the post form', () => {
  it('derives the slug from the title: lower case, trimmed, words joined by hyphens', () => {
    expect(slugOf(withChange(emptyPostForm('newsletter'), 'title', '  Book Week   Parade '))).toBe('book-week-parade');
  });

  it('fills the excerpt with the first 150 characters of the content until someone edits it', () => {
    const long = `<p>${'Swimming carnival on Friday. '.repeat(10)}</p>`;
    let form = withChange(emptyPostForm('notice'), 'content_html', long);
    expect(form.excerpt).toHaveLength(150);
    expect(form.excerpt.startsWith('Swimming carnival on Friday.')).toBe(true);
    form = withChange(form, 'excerpt', 'Hats and towels.');
    form = withChange(form, 'content_html', '<p>Changed content</p>');
    expect(form.excerpt).toBe('Hats and towels.');
  });

  it('clears both dates when the published radio changes', () => {
    const form = withChange(completeNotice(), 'published', false);
    expect([form.publish_start, form.publish_end]).toEqual([null, null]);
  });

  it("gives the spec's messages for a new notice with nothing filled in, the start date's included", () => {
    expect(postFormErrors(emptyPostForm('notice'), { now })).toEqual({
      title: POST_MESSAGES.title,
      content_html: POST_MESSAGES.noticeContent,
      postcategory_categoryid: POST_MESSAGES.category,
      featured_img_url: POST_MESSAGES.image,
      publish_start: POST_MESSAGES.startDate,
      publish_end: POST_MESSAGES.endDate,
    });
    expect(postFormErrors(emptyPostForm('newsletter'), { now }).content_html).toBe(POST_MESSAGES.newsletterContent);
  });

  it('refuses an end before the start, and a new start in the past; a kept start may have passed', () => {
    expect(postFormErrors(withChange(completeNotice(), 'publish_end', '2026-11-24T08:00:00.000Z'), { now })).toEqual({
      publish_end: withReason(POST_MESSAGES.validDate, DATE_REASONS.endBeforeStart),
    });
    const started = withChange(completeNotice(), 'publish_start', '2026-11-01T09:00:00.000Z');
    expect(postFormErrors(started, { now })).toEqual({ publish_start: withReason(POST_MESSAGES.validDate, DATE_REASONS.startInPast) });
    expect(postFormErrors(started, { now, keptStart: '2026-11-01T09:00:00.000Z' })).toEqual({});
  });

  it('opens a stored post with its audience, and sends no bookkeeping of its own', () => {
    const form = postFormOf(
      buildNotice({
        group_list: {
          userTypes: [
            { id: 1, value: 'student', isChecked: false },
            { id: 2, value: 'carer', isChecked: true },
            { id: 3, value: 'staff', isChecked: false },
          ],
          groups: [{ groupUid: 'group0000009', groupname: 'Year 9' }],
          groupNames: ['Year 9'],
        },
      }),
    );
    expect([form.user_types, form.group_ids]).toEqual([['carer'], ['group0000009']]);
    expect(postWriteData(form)).not.toHaveProperty('excerptEdited');
  });
});
