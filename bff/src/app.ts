import Koa from 'koa';
import compose from 'koa-compose';
import type { BffConfig } from './config.ts';
import { createCmsClient, type CmsClient } from './cms/cms-client.ts';
import { createTokenVerifier } from './auth/token-verifier.ts';
import { createPortalUsers } from './auth/portal-users.ts';
import { createCountryLookup } from './visits/country-lookup.ts';
import { apiEnvelope } from './middleware/api-envelope.ts';
import { campusAuth } from './middleware/campus-auth.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { servePwa } from './middleware/serve-pwa.ts';
import type { RouteDeps } from './routes/deps.ts';
import { healthRoutes } from './routes/health/health.ts';
import { campusConfigRoutes } from './routes/campus-config/campus-config.ts';
import { usersRoutes } from './routes/users/users.ts';
import { settingsRoutes } from './routes/settings/settings.ts';
import { emergencyBroadcastRoutes } from './routes/emergency-broadcasts/emergency-broadcasts.ts';
import { postRoutes } from './routes/posts/posts.ts';
import { postCategoryRoutes } from './routes/post-categories/post-categories.ts';
import { groupRoutes } from './routes/groups/groups.ts';
import { weblogRoutes } from './routes/weblogs/weblogs.ts';
import { connectionHeaderRoutes } from './routes/connection-headers/connection-headers.ts';
import { publicConnectionRoutes } from './routes/public-connections/public-connections.ts';
import { readPostRoutes } from './routes/readposts/readposts.ts';
import { favoriteRoutes } from './routes/favorites/favorites.ts';
import { calendarRoutes } from './routes/calendar/calendar.ts';
import { publicCalendarFeedRoutes } from './routes/calendar/public-calendar-feed.ts';

export type AppOptions = {
  config: BffConfig;
  /** Serve the built PWA too (off in API-only tests). */
  servePwa?: boolean;
  now?: () => Date;
  cms?: CmsClient;
};

type RouterLike = { routes(): unknown; allowedMethods(): unknown };

function mergeRouters(routers: RouterLike[]): Koa.Middleware {
  // Router middleware is typed for a router context; Koa hands it the same object at runtime.
  return compose(routers.flatMap((router) => [router.routes(), router.allowedMethods()]) as Koa.Middleware[]);
}

/** The BFF: the PWA's files and the legacy API on one origin. */
export function createApp({ config, servePwa: withPwa = true, now = () => new Date(), cms }: AppOptions) {
  const cmsClient = cms ?? createCmsClient({ baseUrl: config.cmsUrl, apiToken: config.cmsApiToken, timeoutMs: config.cmsTimeoutMs });
  const deps: RouteDeps = {
    config,
    cms: cmsClient,
    users: createPortalUsers(cmsClient),
    countryOf: createCountryLookup(),
    now,
  };
  const verify = createTokenVerifier({ allowedAlgorithms: config.allowedAlgorithms });

  const api = compose([
    apiEnvelope(),
    async function noStore(ctx: Koa.Context, next: Koa.Next) {
      ctx.set('Cache-Control', 'no-store');
      await next();
    },
    // Public: no token (the share link of a public newsletter, the secret calendar feed URL).
    mergeRouters(
      [healthRoutes(deps), campusConfigRoutes(deps), publicConnectionRoutes(deps), publicCalendarFeedRoutes(deps)].map((router) =>
        router.prefix('/api'),
      ),
    ),
    campusAuth({ config, verify, users: deps.users }),
    mergeRouters(
      [
        usersRoutes(deps),
        settingsRoutes(deps),
        emergencyBroadcastRoutes(deps),
        postRoutes(deps),
        postCategoryRoutes(deps),
        groupRoutes(deps),
        weblogRoutes(deps),
        connectionHeaderRoutes(deps),
        readPostRoutes(deps),
        favoriteRoutes(deps),
        calendarRoutes(deps),
      ].map((router) => router.prefix('/api')),
    ),
  ]);

  const app = new Koa({ proxy: process.env.TRUST_PROXY === 'true' });
  const identityOrigins = [...new Set(Object.values(config.campuses).map((campus) => new URL(campus.issuer).origin))];
  app.use(securityHeaders({ identityOrigins }));
  app.use(async function routeApi(ctx, next) {
    // The API never falls through to the app shell: an unmatched /api path is a 404 there.
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) return api(ctx, async () => {});
    return next();
  });
  if (withPwa) app.use(servePwa({ root: config.pwaDist }));
  return app;
}
