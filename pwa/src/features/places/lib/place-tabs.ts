import { useLingui } from '@lingui/react';
import { PLACE_MESSAGES, hasAssessmentTasks, isPageVisible, orderPages, type PageRecord, type PlaceRecord } from '@portal/contract';

/** The fixed page of a key learning area's course (reader spec 2.8): not a stored page. */
export const ASSESSMENT_TASKS = { slug: 'assessment-tasks', title: PLACE_MESSAGES.assessmentTasks } as const;

export type PlaceTab =
  | { kind: 'landing'; slug: string; title: string; page: PageRecord }
  | { kind: 'fixed'; slug: string; title: string }
  | { kind: 'page'; slug: string; title: string; page: PageRecord };

/**
 * The place's tabs in order (spec 2.8): the landing page first (the 'default' tab), then the
 * fixed pages, then the draggable pages in their sort order. The server sends only what the
 * person may see; a saved copy read later is checked again (a publish period may have ended).
 */
export function placeTabs(place: PlaceRecord, pages: readonly PageRecord[], now: Date = new Date()): PlaceTab[] {
  const listed = orderPages(pages.filter((page) => isPageVisible(page, { isEditor: place.can_edit, now })));
  const landing = listed.find((page) => page.landing_page);
  return [
    ...(landing ? [{ kind: 'landing' as const, slug: landing.slug, title: landing.title, page: landing }] : []),
    ...(hasAssessmentTasks(place) ? [{ kind: 'fixed' as const, ...ASSESSMENT_TASKS }] : []),
    ...listed.filter((page) => !page.landing_page).map((page) => ({ kind: 'page' as const, slug: page.slug, title: page.title, page })),
  ];
}

/**
 * The tab a page slug opens; no slug opens the first (the landing page). An unknown slug opens
 * none: showing another page under its address would have an editor edit the wrong page.
 */
export function activeTabOf(tabs: readonly PlaceTab[], pageSlug: string | undefined): PlaceTab | undefined {
  return pageSlug ? tabs.find((tab) => tab.slug === pageSlug) : tabs[0];
}

/**
 * A tab's title as shown: a page's is its editor's, as typed; the fixed page's is a contract
 * text, shown in the language shown.
 */
export function useTabTitle(): (tab: PlaceTab) => string {
  const { i18n } = useLingui();
  return (tab) => (tab.kind === 'fixed' ? i18n._(tab.title) : tab.title);
}

/** The draggable pages among the tabs, in their order. */
export const draggableOf = (tabs: readonly PlaceTab[]): PageRecord[] => tabs.flatMap((tab) => (tab.kind === 'page' ? [tab.page] : []));
