import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteHandleContext, handleOf } from './route-handle.ts';

/**
 * Renders the route table for the current address (react-router's declarative mode: the
 * data router's own code is about half of react-router's size, and the portal loads its
 * data in the screens, not in loaders), and tells the chrome which route's handle applies.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const handle = useMemo(() => handleOf(matchRoutes(routes, location)), [routes, location]);
  return <RouteHandleContext.Provider value={handle}>{element}</RouteHandleContext.Provider>;
}
