import { describe, expect, it } from 'vitest';
import { postCreateInput, postFormSchema, postWriteInput } from './post-write.ts';
import { connectionHeaderFormSchema, connectionHeaderWriteInput } from './connection-header-write.ts';
import { emergencyBroadcastWriteInput } from './emergency-broadcast-write.ts';

const START_IN_PAST = '*Please select valid date. The start must not be before now.';
const END_BEFORE_START = '*Please select valid date. The end must not be before the start.';
const NOT_A_DATE = '*Please select valid date. This is not a date and time: choose one in the calendar.';

const now = new Date('2026-05-10T00:00:00Z');
const notice = {
  type: 'notice',
  title: 'Year 9 camp',
  content_html: '<p>Pack a raincoat.</p>',
  featured_img_url: '/uploads/camp.jpg',
  published: true,
  publish_start: '2026-05-11T08:00:00.000Z',
  publish_end: '2026-05-20T08:00:00.000Z',
  postcategory_categoryid: 'cat0000000001',
  user_types: ['carer'],
  group_ids: ['grp0000000009'],
};

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('post write body', () => {
  it('accepts a notice and fills what the type implies: sort order 5, no make public', () => {
    const data = postWriteInput.parse({ data: { ...notice, make_public: true } }).data;
    expect(data).toMatchObject({ sort_order: 5, make_public: false, for_carer_only: false, clone: false, excerpt: '' });
  });

  it("gives every spec message of an empty notice at once", () => {
    const result = postWriteInput.safeParse({
      data: { ...notice, title: ' ', content_html: '<p><br></p>', featured_img_url: null, postcategory_categoryid: null, publish_start: null, publish_end: '', sort_order: 11 },
    });
    expect(messages(result)).toEqual({
      'data.title': '*Please enter title.',
      'data.content_html': '*Please enter content html.',
      'data.postcategory_categoryid': '*Please select one category.',
      'data.featured_img_url': '*Please select image.',
      'data.sort_order': '*Please select sort order.',
      'data.publish_start': '*Please select start date.',
      'data.publish_end': '*Please select end date.',
    });
  });

  it('keeps the picture description trimmed, and stores none when it is blank or not sent (a decorative picture)', () => {
    expect(postWriteInput.parse({ data: { ...notice, featured_img_alt: '  Students rowing on the river  ' } }).data.featured_img_alt).toBe('Students rowing on the river');
    expect(postWriteInput.parse({ data: { ...notice, featured_img_alt: '   ' } }).data.featured_img_alt).toBeNull();
    expect(postWriteInput.parse({ data: notice }).data.featured_img_alt).toBeNull();
  });

  it('refuses a picture description over 250 characters with its message, beside the form\'s other messages', () => {
    expect(postWriteInput.safeParse({ data: { ...notice, featured_img_alt: 'a'.repeat(250) } }).success).toBe(true);
    expect(messages(postWriteInput.safeParse({ data: { ...notice, title: '', featured_img_alt: 'a'.repeat(251) } }))).toEqual({
      'data.title': '*Please enter title.',
      'data.featured_img_alt': 'Shorten the picture description to at most 250 characters: a sentence saying what the picture shows.',
    });
  });

  it("uses the newsletter's own content message, and keeps make public and no sort order for it", () => {
    expect(messages(postWriteInput.safeParse({ data: { ...notice, type: 'newsletter', content_html: '' } }))).toEqual({
      'data.content_html': '*Please enter content html',
    });
    const data = postWriteInput.parse({ data: { ...notice, type: 'newsletter', make_public: true, sort_order: 3, for_carer_only: true } }).data;
    expect(data).toMatchObject({ make_public: true, sort_order: null, for_carer_only: false });
  });

  it("asks a newsletter whose title gives no slug for one, and not a notice (admin spec 5)", () => {
    expect(messages(postWriteInput.safeParse({ data: { ...notice, type: 'newsletter', title: '!!!' } }))).toEqual({ 'data.slug': '*Please enter slug.' });
    expect(messages(postWriteInput.safeParse({ data: { ...notice, type: 'newsletter', title: ' ' } }))).toEqual({
      'data.title': '*Please enter title.',
      'data.slug': '*Please enter slug.',
    });
    expect(postWriteInput.safeParse({ data: { ...notice, title: '!!!' } }).success).toBe(true);
  });

  it("refuses an end before the start, and a date that is not one, with the spec's message and the reason", () => {
    expect(messages(postWriteInput.safeParse({ data: { ...notice, publish_end: '2026-05-01T00:00:00Z' } }))).toEqual({ 'data.publish_end': END_BEFORE_START });
    expect(messages(postWriteInput.safeParse({ data: { ...notice, publish_start: 'tomorrow' } }))).toEqual({ 'data.publish_start': NOT_A_DATE });
  });

  it('lets a draft go without dates, and a published post end INDEFINITE', () => {
    expect(postWriteInput.safeParse({ data: { ...notice, published: false, publish_start: null, publish_end: null } }).success).toBe(true);
    expect(postWriteInput.safeParse({ data: { ...notice, publish_end: 'INDEFINITE' } }).success).toBe(true);
    expect(messages(postWriteInput.safeParse({ data: { ...notice, publish_start: 'UNPUBLISHED' } }))).toEqual({ 'data.publish_start': '*Please select start date.' });
  });

  it('refuses fields the server decides: the creator and the slug', () => {
    expect(postWriteInput.safeParse({ data: { ...notice, users_username: 'someone' } }).success).toBe(false);
    expect(postWriteInput.safeParse({ data: { ...notice, slug: 'x' } }).success).toBe(false);
  });

  it('needs a client id to create', () => {
    expect(postCreateInput.safeParse({ data: notice }).success).toBe(false);
    expect(postCreateInput.parse({ data: { ...notice, client_id: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b' } }).data.client_id).toBe('1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b');
  });
});

describe('post form: the start date', () => {
  it('may not be a new date in the past', () => {
    const result = postFormSchema({ now }).safeParse({ ...notice, publish_start: '2026-05-01T00:00:00Z' });
    expect(messages(result)).toEqual({ publish_start: START_IN_PAST });
  });

  it('may stay in the past when editing or cloning a live post keeps it', () => {
    const kept = '2026-05-01T00:00:00.000Z';
    expect(postFormSchema({ now, keptStart: kept }).safeParse({ ...notice, publish_start: '2026-05-01T00:00:00Z' }).success).toBe(true);
    expect(postFormSchema({ now, keptStart: kept }).safeParse({ ...notice, publish_start: '2026-05-02T00:00:00Z' }).success).toBe(false);
  });

  it('allows the moment the form was filled in, saved a few minutes later', () => {
    expect(postFormSchema({ now }).safeParse({ ...notice, publish_start: '2026-05-09T23:55:00Z' }).success).toBe(true);
  });

  it('compares by the minute: "now" chosen at the start of a minute is not in the past at its end', () => {
    const lateInTheMinute = new Date('2026-05-10T00:00:59.900Z');
    expect(postFormSchema({ now: lateInTheMinute }).safeParse({ ...notice, publish_start: '2026-05-10T00:00:00.000Z' }).success).toBe(true);
    // The grace is whole minutes too: 10 minutes and 59 seconds before is still "the minute ten minutes ago".
    expect(postFormSchema({ now: lateInTheMinute }).safeParse({ ...notice, publish_start: '2026-05-09T23:50:00.000Z' }).success).toBe(true);
    expect(messages(postFormSchema({ now: lateInTheMinute }).safeParse({ ...notice, publish_start: '2026-05-09T23:49:59.000Z' }))).toEqual({
      publish_start: START_IN_PAST,
    });
  });
});

describe('connection header write body', () => {
  const header = {
    caption: 'Term 2',
    caption_location: 'top_left',
    alttext: 'Students on the oval',
    featured_img_url: '/uploads/header.jpg',
    publish_start: '2026-05-11T00:00:00Z',
    publish_end: 'INDEFINITE',
  };

  it('needs a caption unless the location is no_caption, and then drops it', () => {
    expect(messages(connectionHeaderWriteInput.safeParse({ data: { ...header, caption: '' } }))).toEqual({ 'data.caption': '*Please enter caption.' });
    expect(connectionHeaderWriteInput.parse({ data: { ...header, caption: 'left over', caption_location: 'no_caption' } }).data.caption).toBe('');
  });

  it('needs both dates in order and an image', () => {
    expect(messages(connectionHeaderWriteInput.safeParse({ data: { ...header, publish_start: null, publish_end: null, featured_img_url: '' } }))).toEqual({
      'data.publish_start': '*Please select start date.',
      'data.publish_end': '*Please select end date.',
      'data.featured_img_url': '*Please select image.',
    });
    expect(messages(connectionHeaderWriteInput.safeParse({ data: { ...header, publish_end: '2026-05-10T00:00:00Z' } }))).toEqual({
      'data.publish_end': END_BEFORE_START,
    });
  });

  it('refuses a new start in the past in the form', () => {
    expect(messages(connectionHeaderFormSchema({ now }).safeParse({ ...header, publish_start: '2026-04-01T00:00:00Z' }))).toEqual({
      publish_start: START_IN_PAST,
    });
  });

  it('refuses a caption location outside the spec', () => {
    expect(connectionHeaderWriteInput.safeParse({ data: { ...header, caption_location: 'middle' } }).success).toBe(false);
  });
});

describe('emergency broadcast write body', () => {
  it('is a message and a status', () => {
    expect(emergencyBroadcastWriteInput.parse({ data: { message: ' Buses late ', status: true } }).data).toEqual({ message: 'Buses late', status: true });
    expect(emergencyBroadcastWriteInput.safeParse({ data: { message: '  ', status: true } }).success).toBe(false);
    expect(emergencyBroadcastWriteInput.safeParse({ data: { message: 'x', status: 'on' } }).success).toBe(false);
  });
});
