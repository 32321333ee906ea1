import type Koa from 'koa';
import compose from 'koa-compose';
import Router from '@koa/router';
import type { SignedInState } from './deps.ts';

/**
 * The resource a request names: its first segment after /api, lower-cased because routes match
 * without case (path-to-regexp's default); '' outside /api.
 */
function resourceOfRequest(path: string): string {
  if (!path.startsWith('/api/')) return '';
  const end = path.indexOf('/', 5);
  return (end === -1 ? path.slice(5) : path.slice(5, end)).toLowerCase();
}

/** The resource a route's path names; null when its first segment is a parameter (or it is not under /api). */
function resourceOf(routePath: string): string | null {
  if (!routePath.startsWith('/api/')) return null;
  const segment = resourceOfRequest(routePath);
  return /[:*(){}?+\\]/.test(segment) ? null : segment;
}

type RouteLayer = Router['stack'][number];

/** Fixed-path routes by method, then by path: lower-cased, with and without the one trailing slash the routers allow. */
type StaticRoutes = Map<string, Map<string, Koa.Middleware>>;

function addStaticRoute(routes: StaticRoutes, method: string, path: string, route: Koa.Middleware): void {
  let byPath = routes.get(method);
  if (!byPath) routes.set(method, (byPath = new Map()));
  const bare = path.toLowerCase().replace(/(.)\/$/, '$1');
  byPath.set(bare, route);
  byPath.set(`${bare}/`, route);
}

/** The route of a call: the path as sent first (as the app asks for it), then without case (path-to-regexp's default). */
function staticRouteOf(routes: StaticRoutes, method: string, path: string): Koa.Middleware | undefined {
  const byPath = routes.get(method);
  return byPath && (byPath.get(path) ?? byPath.get(path.toLowerCase()));
}

/**
 * The routes of a merged router whose path has no parameter, each under its method and path,
 * with its middleware composed once: the router would otherwise test every route's regular
 * expression and compose the matching route's chain again on every call. A path is left to
 * the router (not listed) when any other route also matches it (a parameter route such as
 * `/posts/:id` matches `/posts/favourites` too), or when the router has middleware of its own.
 */
function addStaticRoutes(routes: StaticRoutes, merged: Router, allowedMethods: Koa.Middleware, servesPath: (path: string) => boolean): void {
  const layers = merged.stack;
  if (layers.some((layer) => layer.methods.length === 0)) return;
  for (const layer of layers) {
    if (typeof layer.path !== 'string' || layer.paramNames.length > 0 || !servesPath(layer.path)) continue;
    const path = layer.path;
    // Every route matching this path, whatever its method: what the router would list as
    // ctx.matched, which allowedMethods reads when a route passes the call on.
    const matched = layers.filter((other) => other.match(path) || other.match(`${path}/`));
    for (const method of layer.methods) {
      // Another route of this method matches the path too (a second registration included).
      if (matched.some((other) => other !== layer && other.methods.includes(method))) continue;
      addStaticRoute(routes, method, path, staticRoute(layer, matched, allowedMethods));
    }
  }
}

/** One route's chain as the router runs it: the route's details on the context, then its middleware. */
function staticRoute(layer: RouteLayer, matched: RouteLayer[], allowedMethods: Koa.Middleware): Koa.Middleware {
  // A route that passes the call on meets the 405/501 handling, as behind the router.
  const chain = compose([...(layer.stack as Koa.Middleware[]), allowedMethods]);
  return function staticRouteChain(ctx, next) {
    ctx.params = (ctx.request as Koa.Request & { params: object }).params = {};
    ctx.captures = [];
    ctx.matched = matched;
    ctx.routerPath = ctx._matchedRoute = layer.path;
    return chain(ctx, next);
  };
}

/**
 * The features' routers as one, split by the resource a path names: a router tests every route
 * in its list with a regular expression on every call (a hundred on a signed-in read), so each
 * resource gets a router of its own holding only the features with routes there (mounting a
 * router copies its routes, in order), and the routes of that router with a fixed path are
 * found by a lookup. A path of no resource goes through an empty router, so every call still
 * meets the same 'not found' and 405/501 handling; with `passWhenNoRoute` (routers that another
 * merged router always follows, which does that handling) it passes on.
 */
export function mergeRouters(routers: Array<Router<SignedInState> | Router>, { passWhenNoRoute = false } = {}): Koa.Middleware {
  const byRouter = routers.map((router) => {
    const resources = router.stack.map((layer) => (typeof layer.path === 'string' ? resourceOf(layer.path) : null));
    // A route with a parameter first may match any resource: its router joins every one.
    return { router, anyResource: resources.includes(null), resources: new Set(resources) };
  });
  const routersOf = (resource: string | null) =>
    byRouter.filter((one) => one.anyResource || (resource !== null && one.resources.has(resource))).map((one) => one.router);
  // A fixed path names one resource, so the routes found by a lookup can share one table.
  const exact: StaticRoutes = new Map();
  const named = new Set(byRouter.flatMap((one) => [...one.resources].filter((resource) => resource !== null)));
  const dispatcherOf = (resource: string | null): Koa.Middleware => {
    const list = routersOf(resource);
    if (list.length === 0 && passWhenNoRoute) return (_ctx, next) => next();
    const merged = new Router();
    for (const router of list) merged.use(router.routes());
    // Router middleware is typed for a router context; Koa hands it the same object at runtime.
    const allowedMethods = merged.allowedMethods() as Koa.Middleware;
    // Only the paths a call reaches this router by: a route that joined every resource's router
    // is listed by the router of its own resource, where every route that may match it is.
    const servesPath = (path: string) => (resource === null ? !named.has(resourceOf(path) ?? '') : resourceOf(path) === resource);
    addStaticRoutes(exact, merged, allowedMethods, servesPath);
    return compose([merged.routes(), allowedMethods] as Koa.Middleware[]);
  };
  const dispatchers = new Map([...named].map((resource) => [resource, dispatcherOf(resource)]));
  const otherwise = dispatcherOf(null);
  return function routeByResource(ctx, next) {
    const route = staticRouteOf(exact, ctx.method, ctx.path);
    if (route) return route(ctx, next);
    return (dispatchers.get(resourceOfRequest(ctx.path)) ?? otherwise)(ctx, next);
  };
}
