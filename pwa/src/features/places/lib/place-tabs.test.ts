import { describe, expect, it } from 'vitest';
import { buildPage, buildPlace } from '@/testing/place-factories.ts';
import { activeTabOf, placeTabs } from './place-tabs.ts';

describe('place tabs', () => {
  it('lists the landing page, then Assessment Tasks, then the pages in sort order', () => {
    const pages = [
      buildPage({ pageUid: 'b', title: 'Second', sort_order: 2 }),
      buildPage({ pageUid: 'l', title: 'Welcome', landing_page: true, sort_order: null }),
      buildPage({ pageUid: 'a', title: 'First', sort_order: 1 }),
    ];
    expect(placeTabs(buildPlace(), pages).map((tab) => tab.title)).toEqual(['Welcome', 'Assessment Tasks', 'First', 'Second']);
  });

  it('leaves out Assessment Tasks for the boarding house and for places that are not a learning area', () => {
    expect(placeTabs(buildPlace({ slug: 'boarding-house' }), [])).toEqual([]);
    expect(placeTabs(buildPlace({ is_key_learning_area: false }), [])).toEqual([]);
  });

  it('shows hidden and scheduled pages to editors only, deleted pages to no one', () => {
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const pages = [
      buildPage({ pageUid: 'h', title: 'Hidden', pageHide: true, sort_order: 1 }),
      buildPage({ pageUid: 's', title: 'Scheduled', publish_start: nextWeek, sort_order: 2 }),
      buildPage({ pageUid: 'd', title: 'Deleted', is_deleted: true, sort_order: 3 }),
    ];
    expect(placeTabs(buildPlace({ is_key_learning_area: false }), pages)).toEqual([]);
    expect(placeTabs(buildPlace({ is_key_learning_area: false, can_edit: true }), pages).map((tab) => tab.title)).toEqual(['Hidden', 'Scheduled']);
  });

  it('opens the landing page without a page slug, and no page for an unknown one', () => {
    const tabs = placeTabs(buildPlace(), [buildPage({ pageUid: 'l', slug: 'welcome', landing_page: true })]);
    expect(activeTabOf(tabs, undefined)?.slug).toBe('welcome');
    expect(activeTabOf(tabs, 'nothing')).toBeUndefined();
    expect(activeTabOf(tabs, 'assessment-tasks')?.kind).toBe('fixed');
  });
});
