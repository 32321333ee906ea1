import { describe, expect, it } from 'vitest';
import { adminPostsQuery, postsQuery } from './post.ts';
import { weblogInput } from './weblog.ts';

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

describe('weblogInput', () => {
  it('accepts a visit and refuses fields the server decides itself', () => {
    expect(weblogInput.safeParse({ data: { pageId: '/notices', title: 'Notices', pageType: 'reader' } }).success).toBe(true);
    expect(weblogInput.safeParse({ data: { pageId: '/notices', title: 'Notices', pageType: 'reader', users_username: 'admin1' } }).success).toBe(false);
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
