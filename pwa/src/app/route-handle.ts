import { setupI18n, type MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { HeadingIcon } from '@/components/layout/header.tsx';

/**
 * What the chrome and the visit log need to know about a screen, declared on its route
 * (not inside the lazy module) so it is known before the screen's code has loaded.
 */
export type RouteHandle = {
  /** The screen title in English: the visit log's title, the same whatever language is shown. */
  title: string;
  /** The screen title in the language shown: the document title. */
  screenTitle: MessageDescriptor;
  pageType: 'reader' | 'admin';
  /** Optional heading in the header bar (spec 2.4), with its icon. */
  heading?: MessageDescriptor;
  headingIcon?: HeadingIcon;
  /**
   * 'by-screen': the screen logs its own visit, naming the record it shows (a post's detail),
   * instead of the guard logging the path (data/web-logs/hooks/use-page-visit.ts).
   */
  visit?: 'by-screen';
  /** An admin screen's tab in the admin tab strip (the home's tabs come from its address). */
  adminTab?: string;
  /** Shows the header's post-category filter toggle. */
  filter?: boolean;
  /**
   * The calls the screen starts with, made as soon as there is a token: alongside the
   * download of the screen's code rather than after it (app/router.tsx preloadReaderScreen).
   */
  firstCalls?: (client: QueryClient, url: URL) => void;
};

/** English, compiled into the code (scripts/lingui-messages.ts), whatever language is shown. */
const english = setupI18n({ locale: 'en', messages: { en: {} } });

/** A screen's title, for its route's handle: in the language shown, and in English for the visit log. */
export function titled(title: MessageDescriptor): Pick<RouteHandle, 'title' | 'screenTitle'> {
  return { title: english._(title), screenTitle: title };
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'pageType' in value;
}

/** The handle of the deepest matched route that declares one. */
export function handleOf(matches: readonly { route: { handle?: unknown } }[] | null): RouteHandle | null {
  for (let index = (matches?.length ?? 0) - 1; index >= 0; index -= 1) {
    const handle = matches?.[index]?.route.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

/** Provided by AppRoutes (app/app-routes.tsx) for the location it renders. */
export const RouteHandleContext = createContext<RouteHandle | null>(null);

export function useRouteHandle(): RouteHandle | null {
  return useContext(RouteHandleContext);
}
