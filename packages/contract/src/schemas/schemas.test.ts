import { describe, expect, it } from 'vitest';
import { adminPostsQuery, postsQuery } from './post.ts';
import { WEB_LOG_MESSAGES, webLogsFilter, webLogInput } from './web-log.ts';
import { signedExpiry } from './signed-link.ts';
import { formatWebLogDate, lastWeek } from '../rules/web-logs-filter.ts';
import { calendarFeedToken, calendarQuery } from './calendar.ts';
import { CALENDAR_RANGE_MAX_DAYS } from '../rules/calendar-range.ts';
import { FAVOURITE_MESSAGES, favouriteInput, readPostInput } from './marks.ts';

describe('postsQuery', () => {
  it('reads a comma list of post types', () => {
    expect(postsQuery.parse({ types: 'notice,principal' }).types).toEqual(['notice', 'principal']);
  });
  it('rejects unknown query keys so nothing unchecked reaches the CMS', () => {
    expect(postsQuery.safeParse({ types: 'notice', 'filters[secret]': '1' }).success).toBe(false);
  });
  it('rejects an unknown post type', () => {
    expect(postsQuery.safeParse({ types: 'notice,memo' }).success).toBe(false);
  });
});

describe('webLogInput', () => {
  it('accepts a visit and refuses fields the server decides itself', () => {
    expect(webLogInput.safeParse({ data: { pageId: '/notices', title: 'Notices', pageType: 'reader' } }).success).toBe(true);
    expect(webLogInput.safeParse({ data: { pageId: '/notices', title: 'Notices', pageType: 'reader', users_username: 'admin1' } }).success).toBe(false);
  });
  it("names a post's visit by the post's id and type, a screen's by its path", () => {
    expect(webLogInput.safeParse({ data: { pageId: 'abcdefghij0123456789abcd', title: 'Carnival', pageType: 'notice' } }).success).toBe(true);
    expect(webLogInput.safeParse({ data: { pageId: '/notices/notice_details/abc', title: 'Carnival', pageType: 'notice' } }).success).toBe(false);
    expect(webLogInput.safeParse({ data: { pageId: 'notices', title: 'Notices', pageType: 'reader' } }).success).toBe(false);
  });
  it("names a screen by a path of paths.ts of its type, or refuses it with the message", () => {
    const screen = (pageType: string, pageId: string) => webLogInput.safeParse({ data: { pageId, title: 'Screen', pageType } });
    for (const pageId of ['/', '/notices/', '/places/sports/athletics', '/docusign']) expect(screen('reader', pageId).success, pageId).toBe(true);
    for (const pageId of ['/admin', '/admin/', '/admin/edit-notice/abc123', '/admin/web-logs/']) expect(screen('admin', pageId).success, pageId).toBe(true);
    for (const [pageType, pageId] of [['reader', '/wp-login.php'], ['reader', '/admin'], ['admin', '/notices'], ['admin', '/admin/edit-notice']]) {
      expect(screen(pageType!, pageId!).error?.issues[0]?.message, pageId).toBe(WEB_LOG_MESSAGES.unknownScreen);
    }
  });
});

describe('signedExpiry', () => {
  it('takes an expiry spelt one way only', () => {
    expect(signedExpiry.parse('1795830247671')).toBe(1795830247671);
    for (const spelling of ['01795830247671', '1795830247671.0', '1.795830247671e12', '+1795830247671', ' 1795830247671', '0', '', '99999999999999999']) {
      expect(signedExpiry.safeParse(spelling).success, spelling).toBe(false);
    }
  });
});

describe('adminPostsQuery', () => {
  it('asks for the end date when only Live From is given, with the spec message', () => {
    const result = adminPostsQuery.safeParse({ get_posts_for_admin: 'true', publish_start: '2026-05-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('*Please select publish end date.');
  });
  it('asks for the start date when only Live To is given', () => {
    const result = adminPostsQuery.safeParse({ get_posts_for_admin: 'true', publish_end: '2026-05-01' });
    expect(result.error?.issues[0]?.message).toBe('*Please select publish start date.');
  });
  it('refuses an end before the start', () => {
    const result = adminPostsQuery.safeParse({ get_posts_for_admin: 'true', publish_start: '2026-05-02', publish_end: '2026-05-01' });
    expect(result.error?.issues[0]?.message).toBe('*Please select valid date.');
  });
  it('accepts NOW for both dates and reads the lists', () => {
    const query = adminPostsQuery.parse({ get_posts_for_admin: 'true', publish_start: 'NOW', publish_end: 'NOW', types: 'notice,newsletter', made_public: 'true' });
    expect(query.types).toEqual(['notice', 'newsletter']);
    expect(query.made_public).toBe(true);
  });
});

describe('calendarQuery', () => {
  it('accepts a date range and refuses an end before the start with the spec message', () => {
    expect(calendarQuery.parse({ from: '2026-05-01', to: '2026-05-31' })).toEqual({ from: '2026-05-01', to: '2026-05-31' });
    const result = calendarQuery.safeParse({ from: '2026-05-02', to: '2026-05-01' });
    expect(result.error?.issues[0]?.message).toBe('*Please select valid date.');
  });
  it('refuses dates that are not YYYY-MM-DD and unknown keys', () => {
    expect(calendarQuery.safeParse({ from: '01/05/2026' }).error?.issues[0]?.message).toBe('Dates are written YYYY-MM-DD.');
    expect(calendarQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(calendarQuery.safeParse({ campus: 'armidale' }).success).toBe(false);
  });
  it(`refuses a range longer than ${CALENDAR_RANGE_MAX_DAYS} days with a message, and takes one of exactly that length`, () => {
    // YYYY-MM-DD `days` after 1 January 2026.
    const dayAfterNewYear = (days: number) => new Date(Date.UTC(2026, 0, 1 + days)).toISOString().slice(0, 10);
    expect(calendarQuery.safeParse({ from: '2026-01-01', to: dayAfterNewYear(CALENDAR_RANGE_MAX_DAYS - 1) }).success).toBe(true);
    const tooLong = calendarQuery.safeParse({ from: '2026-01-01', to: dayAfterNewYear(CALENDAR_RANGE_MAX_DAYS) });
    expect(tooLong.error?.issues[0]?.message).toBe(`Choose a calendar range of at most ${CALENDAR_RANGE_MAX_DAYS} days.`);
    expect(calendarQuery.safeParse({ from: '2026-01-01' }).success).toBe(true);
  });
});

describe('read marks and favourites', () => {
  const markId = '0b7c3a52-3f7e-4a8e-9a43-0f1b2c3d4e5f';
  it('needs a uuid made on the device', () => {
    expect(readPostInput.safeParse({ data: { posts_postUid: 'abcdefghij1234567890abcd', clientMarkId: markId } }).success).toBe(true);
    expect(readPostInput.safeParse({ data: { posts_postUid: 'abcdefghij1234567890abcd', clientMarkId: 'mark-1' } }).error?.issues[0]?.message).toBe(
      'Not a valid mark id.',
    );
  });
  it('refuses a user named in the body', () => {
    expect(readPostInput.safeParse({ data: { posts_postUid: 'abcdefghij1234567890abcd', clientMarkId: markId, users_userid: 'x' } }).success).toBe(false);
  });
  it('favourites exactly one of a notice and an event', () => {
    expect(favouriteInput.safeParse({ data: { EVENT_ID: 'abcdefghij1234567890abcd', clientMarkId: markId } }).success).toBe(true);
    expect(favouriteInput.safeParse({ data: { clientMarkId: markId } }).error?.issues[0]?.message).toBe(FAVOURITE_MESSAGES.oneItem);
    const both = favouriteInput.safeParse({ data: { EVENT_ID: 'abcdefghij1234567890abcd', posts_postUid: 'abcdefghij1234567890abcd', clientMarkId: markId } });
    expect(both.error?.issues[0]?.message).toBe(FAVOURITE_MESSAGES.oneItem);
  });
});

describe('calendarFeedToken', () => {
  it('is 32 bytes in base64url', () => {
    expect(calendarFeedToken.safeParse('A'.repeat(42) + '_').success).toBe(true);
    expect(calendarFeedToken.safeParse('A'.repeat(44)).success).toBe(false);
    expect(calendarFeedToken.safeParse(`${'A'.repeat(42)}=`).success).toBe(false);
  });
});

describe('webLogsFilter', () => {
  it('says the spec 5 messages for half or backwards ranges', () => {
    const messageOf = (filter: object) => webLogsFilter.safeParse(filter).error?.issues[0]?.message;
    expect(messageOf({ visit_from_date: '2026-05-01' })).toBe('*Please select To Date.');
    expect(messageOf({ visit_to_date: '2026-05-01' })).toBe('*Please select From Date.');
    expect(messageOf({ visit_from_date: '2026-05-02', visit_to_date: '2026-05-01' })).toBe('*Please select valid date.');
    expect(messageOf({ visit_from_date: '2026-02-30', visit_to_date: '2026-03-01' })).toBe('*Please select valid date.');
    expect(webLogsFilter.safeParse({ visit_from_date: '2026-05-01', visit_to_date: '2026-05-01' }).success).toBe(true);
  });
  it('opens on the last seven days, today included', () => {
    expect(lastWeek(new Date('2026-03-02T22:00:00Z'), 'Australia/Sydney')).toEqual({ visit_from_date: '2026-02-25', visit_to_date: '2026-03-03' });
  });
});

describe('formatWebLogDate', () => {
  it('writes YYYY-MM-DD hh:mm am/pm in local time and keeps special values', () => {
    expect(formatWebLogDate('2026-04-30T14:05:00.000Z', 'Australia/Sydney')).toBe('2026-05-01 12:05 am');
    expect(formatWebLogDate('2026-05-01T03:30:00.000Z', 'Australia/Sydney')).toBe('2026-05-01 01:30 pm');
    expect(formatWebLogDate('UNPUBLISHED', 'Australia/Sydney')).toBe('UNPUBLISHED');
    expect(formatWebLogDate(null, 'Australia/Sydney')).toBe('');
  });
});
