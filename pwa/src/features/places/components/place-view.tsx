import { useLingui } from '@lingui/react/macro';
import { PAGE_TYPE_NAMES, readerPaths, type PageRecord, type PlaceRecord } from '@portal/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { LastUpdated, type SavedCopy } from '@/components/ui/last-updated.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { usePageVisit } from '@/data/web-logs/hooks/use-page-visit.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useOnlineStatus } from '@/offline/use-online-status.ts';
import { usePageAtAddress } from '../api/get-page-at-address.ts';
import { usePlace } from '../api/get-place.ts';
import { usePlacePages } from '../api/get-place-pages.ts';
import { PlaceEditingProvider, usePlaceEditing } from '../editing/place-editing.tsx';
import { AddPageButtons } from '../editing/add-page-buttons.tsx';
import { EditModeSwitch } from '../editing/edit-mode-switch.tsx';
import { PageEditBar } from '../editing/page-edit-bar.tsx';
import { TabBadges } from '../editing/tab-badges.tsx';
import { useTabReordering } from '../editing/use-tab-reordering.ts';
import { activeTabOf, draggableOf, placeTabs, useTabTitle, type PlaceTab } from '../lib/place-tabs.ts';
import { PlacePagesCopy } from '../lib/pages-copy.ts';
import { chosenTaskYear } from '../lib/task-years.ts';
import { AssessmentTasks } from './assessment-tasks.tsx';
import { PageHeaderWithBack } from '@/components/ui/page-header.tsx';
import { NotReady } from './not-ready.tsx';
import { PageBody } from './page-body.tsx';
import { PageTabs } from './page-tabs.tsx';
import { UnknownAddress } from './unknown-address.tsx';
import './place-view.css';

/** Reader spec 2.8: back goes to the place's key learning area when it has one, else home. */
function backHrefOf(place: PlaceRecord): string {
  return place.klaUid ? readerPaths.learningAreaCourses.href({ id: place.klaUid }) : readerPaths.home.href();
}

/** The place page view of /places/:slug and /places/:slug/:pageSlug. */
export function PlaceView({ slug, pageSlug }: { slug: string; pageSlug: string | undefined }) {
  const { t } = useLingui();
  const result = usePlace(slug);
  let content: ReactNode;
  if (!result.data) content = <NotReady result={result} loading={t`Loading place…`} />;
  else if (!result.place) content = <UnknownAddress wayBack={{ href: readerPaths.home.href(), label: t`Go to the home page` }} />;
  else {
    return (
      <PlaceEditingProvider place={result.place}>
        <PlaceWithPages place={result.place} pageSlug={pageSlug} />
      </PlaceEditingProvider>
    );
  }
  return (
    <section className="screen" aria-labelledby="screen-title">
      <PageHeaderWithBack title={t({ message: 'Place', context: 'a course or other place of the school, before its name is known' })} backHref={readerPaths.courseDirectory.href()} />
      {content}
    </section>
  );
}

function PlaceWithPages({ place, pageSlug }: { place: PlaceRecord; pageSlug: string | undefined }) {
  const { t } = useLingui();
  const pages = usePlacePages(place.placeUid);
  let content: ReactNode;
  if (!pages.data) content = <NotReady result={pages} loading={t`Loading pages…`} />;
  else if (pageSlug !== undefined && !activeTabOf(placeTabs(place, pages.data), pageSlug)) {
    return <PageAtAddress place={place} pageSlug={pageSlug} />;
  } else {
    return <PlaceLayout place={place} pages={pages.data} pagesCopy={pages} pageSlug={pageSlug} />;
  }
  return (
    <section className="screen place" aria-labelledby="screen-title">
      <PageHeaderWithBack title={place.place} backHref={backHrefOf(place)} />
      {content}
    </section>
  );
}

/**
 * An address whose page slug is none of the place's tabs: the BFF says which page it is. A
 * page renamed since the address was shared comes under its new slug, which replaces the
 * address; one the saved tabs do not have yet shows as it is; otherwise 'No records found!'
 * with the way to the place's first page, and nothing to edit, never another page in its stead.
 */
function PageAtAddress({ place, pageSlug }: { place: PlaceRecord; pageSlug: string }) {
  const { t } = useLingui();
  const lookup = usePageAtAddress(place.placeUid, pageSlug);
  const online = useOnlineStatus();
  const found = lookup.data;
  if (found && found.slug !== pageSlug) return <Navigate to={readerPaths.placePage.href({ slug: place.slug, pageSlug: found.slug })} replace />;
  let content: ReactNode;
  const unknown = lookup.data === null || (lookup.error instanceof ApiError && lookup.error.status === 404);
  if (found) content = <PageSection place={place} page={found} />;
  // Offline the server cannot be asked: what the device has is all there is.
  else if (lookup.isPending && online) content = <Loading label={t`Loading page…`} />;
  else if (lookup.error && !unknown && online) content = <ErrorMessage error={lookup.error} onRetry={() => void lookup.refetch()} />;
  else {
    const placeName = place.place;
    content = <UnknownAddress wayBack={{ href: readerPaths.place.href({ slug: place.slug }), label: t`Go to the first page of ${placeName}` }} />;
  }
  return (
    <section className="screen place" aria-labelledby="screen-title">
      <PageHeaderWithBack title={place.place} backHref={backHrefOf(place)} />
      {content}
    </section>
  );
}

type PlaceLayoutProps = { place: PlaceRecord; pages: readonly PageRecord[]; pagesCopy: SavedCopy; pageSlug: string | undefined };

/** Whether the tab shows a task table (the fixed Assessment Tasks or a Task Page of a course). */
function showsTasks(place: PlaceRecord, tab: PlaceTab | undefined): boolean {
  if (!tab || place.place_id === null) return false;
  return tab.kind === 'fixed' || tab.page.pagetype_pagetype === PAGE_TYPE_NAMES.taskPage;
}

function PlaceLayout({ place, pages, pagesCopy, pageSlug }: PlaceLayoutProps) {
  const editing = usePlaceEditing();
  const titleOf = useTabTitle();
  const tabs = placeTabs(place, pages);
  const active = activeTabOf(tabs, pageSlug);
  const reordering = useTabReordering(place, tabs);
  const [search, setSearch] = useSearchParams();
  const year = chosenTaskYear(search.get('year'), new Date());
  // The visit names the tab's address and title (the web-log contract has no place page kind yet),
  // as the data has them: the visit log is not translated.
  const { pathname } = useLocation();
  usePageVisit(active ? { pageId: pathname, title: `${place.place}: ${active.title}`, pageType: 'reader' } : null);

  const hrefOf = (tab: PlaceTab) =>
    tab.kind === 'landing' ? readerPaths.place.href({ slug: place.slug }) : readerPaths.placePage.href({ slug: place.slug, pageSlug: tab.slug });

  let body: ReactNode;
  if (!active) body = <EmptyState />;
  else if (active.kind === 'fixed') {
    body = (
      <section id={active.slug} className="place-page" aria-labelledby="place-page-title">
        <h2 id="place-page-title">{titleOf(active)}</h2>
        {place.place_id === null ? (
          <EmptyState />
        ) : (
          <AssessmentTasks
            courseId={place.place_id}
            year={year}
            onYearChange={(next) => setSearch((previous) => new URLSearchParams({ ...Object.fromEntries(previous), year: String(next) }))}
          />
        )}
      </section>
    );
  } else body = <PageSection place={place} page={active.page} />;

  return (
    <section className="screen place" aria-labelledby="screen-title">
      <PageHeaderWithBack title={place.place} backHref={backHrefOf(place)} />
      <EditModeSwitch />
      {editing.notice}
      <div className="place__layout">
        <PageTabs
          placeName={place.place}
          tabs={tabs}
          active={active}
          hrefOf={hrefOf}
          reordering={reordering}
          badgesOf={editing.editMode ? (tab) => <TabBadges tab={tab} /> : undefined}
          after={editing.editMode ? <AddPageButtons place={place} draggable={draggableOf(tabs)} /> : null}
        />
        <div className="place__page">
          {/* One 'Last updated' a screen: a task table's includes the pages'. */}
          {showsTasks(place, active) ? (
            <PlacePagesCopy.Provider value={pagesCopy}>{body}</PlacePagesCopy.Provider>
          ) : (
            <>
              {body}
              <LastUpdated at={pagesCopy.updatedAt} stale={pagesCopy.stale} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function PageSection({ place, page }: { place: PlaceRecord; page: PageRecord }) {
  return (
    <section id={page.slug} className="place-page" aria-labelledby="place-page-title">
      <PageEditBar page={page} titleId="place-page-title" placeHref={readerPaths.place.href({ slug: place.slug })} />
      <PageBody place={place} page={page} />
    </section>
  );
}
