import Koa, { type Context } from 'koa';
import compose from 'koa-compose';
import type { BffConfig } from './config.ts';
import { createCmsClient, type CmsClient } from './cms/cms-client.ts';
import { createTokenVerifier } from './auth/token-verifier.ts';
import { createPortalUsers } from './auth/portal-users.ts';
import { createReadCache } from './read-cache/read-cache.ts';
import { createSharedReads } from './read-cache/shared-reads.ts';
import { createPersonalReads } from './read-cache/personal-reads.ts';
import { CACHE_EVENTS_PATH, cacheEventsRoutes, createChangeEvents, type ChangeEvents } from './read-cache/change-events.ts';
import { createCountryLookup } from './routes/web-logs/country-lookup.ts';
import { apiEnvelope } from './middleware/api-envelope.ts';
import { campusAuth } from './middleware/campus-auth.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { jsonAnswers } from './middleware/json-answers.ts';
import { trustedProxy } from './middleware/trusted-proxy.ts';
import { allowedHosts, hostCampusOf } from './middleware/allowed-hosts.ts';
import { presentBannerImages } from './presenters/settings.ts';
import { servePwa } from './middleware/serve-pwa.ts';
import { requestBodies } from './middleware/request-body.ts';
import { createAbuseLimits, type AbuseLimits } from './middleware/abuse-limits.ts';
import type { RouteDeps } from './routes/deps.ts';
import { createModels } from './models/models.ts';
import { mergeRouters } from './routes/merge-routers.ts';
import { healthRoutes } from './routes/health/health.ts';
import { probes } from './routes/health/probes.ts';
import { campusConfigRoutes } from './routes/campus-config/campus-config.ts';
import { usersRoutes } from './routes/users/users.ts';
import { settingsRoutes } from './routes/settings/settings.ts';
import { emergencyBroadcastRoutes } from './routes/emergency-broadcasts/emergency-broadcasts.ts';
import { adminPostsLinkRoutes, postRoutes } from './routes/posts/posts.ts';
import { postWriteRoutes } from './routes/posts/post-writes.ts';
import { postTranslationRoutes } from './routes/post-translations/post-translations.ts';
import { postPdfRoutes } from './routes/posts/post-pdf.ts';
import { postCategoryRoutes } from './routes/post-categories/post-categories.ts';
import { groupRoutes } from './routes/groups/groups.ts';
import { webLogRoutes } from './routes/web-logs/web-logs.ts';
import { webLogSummaryRoutes } from './routes/web-logs/web-log-summaries.ts';
import { connectionHeaderRoutes } from './routes/connection-headers/connection-headers.ts';
import { connectionHeaderWriteRoutes } from './routes/connection-headers/connection-header-writes.ts';
import { emergencyBroadcastWriteRoutes } from './routes/emergency-broadcasts/emergency-broadcast-writes.ts';
import { publicConnectionRoutes } from './routes/public-connections/public-connections.ts';
import { readPostRoutes } from './routes/readposts/readposts.ts';
import { favouriteRoutes } from './routes/favourites/favourites.ts';
import { calendarRoutes } from './routes/calendar/calendar.ts';
import { publicCalendarFeedRoutes } from './routes/calendar/public-calendar-feed.ts';
import { imageRoutes } from './routes/images/images.ts';
import { connectionsPdfDownloadRoutes, connectionsPdfRoutes } from './routes/connections-pdf/connections-pdf.ts';
import { serveUploadedFiles } from './routes/images/uploaded-files.ts';
import { subscribedUserRoutes } from './routes/subscribed-users/subscribed-users.ts';
import { weeklyEmailTextRoutes } from './routes/weekly-email-text/weekly-email-text.ts';
import { learningVirtuesGoalsRoutes, learningVirtuesGoalsZipRoutes } from './routes/learning-virtues-goals/learning-virtues-goals.ts';
import { connectionsPdfEmailRoutes } from './routes/connections-pdf-email/connections-pdf-email.ts';
import { emailStatisticsRoutes } from './routes/email-statistics/email-statistics.ts';
import { emailSendingRoutes } from './routes/email-sending/email-sending.ts';
import { unsubscribeRoutes } from './routes/unsubscribe/unsubscribe.ts';
import { pushAcknowledgementRoutes } from './routes/push-subscriptions/push-acknowledgements.ts';
import { pushSubscriptionRoutes } from './routes/push-subscriptions/push-subscriptions.ts';
import { consentFormRoutes } from './routes/consent-forms/consent-forms.ts';
import { consentFormMatrixExportRoutes } from './routes/consent-forms/matrix-export.ts';
import { formSignedCopyRoutes } from './routes/forms/signed-copy.ts';
import { formRoutes } from './routes/forms/forms.ts';
import { eSignatureRoutes } from './routes/docusign/docusign.ts';
import { emergencyAlertRoutes } from './routes/emergency-alerts/emergency-alerts.ts';
import { ribbonLogoRoutes } from './routes/ribbon-logo/ribbon-logo.ts';
import { placeRoutes } from './routes/places/places.ts';
import { pageRoutes } from './routes/places/pages.ts';
import { courseRoutes } from './routes/places/courses.ts';
import { blogEntryRoutes } from './routes/places/blog-entries.ts';
import { studentRoutes } from './routes/parent-dashboard/students.ts';
import { studentResultRoutes } from './routes/parent-dashboard/student-results.ts';
import { learningRoutes } from './routes/parent-dashboard/learning.ts';
import { absenceSummaryRoutes } from './routes/parent-dashboard/absence-summary.ts';
import { myDayRoutes } from './routes/parent-dashboard/my-day.ts';
import { studentNoteRoutes, studentNotesDownloadRoutes } from './routes/student-notes/student-notes.ts';
import { studentInfoRoutes } from './routes/student-info/student-info.ts';
import { studentGoalsCsvRoutes, studentGoalsRoutes } from './routes/student-goals/student-goals.ts';
import { schoolPsychologyRequestRoutes } from './routes/school-psychology-request/school-psychology-request.ts';
import { metricsRoutes } from './routes/metrics/metrics.ts';
import { absenceRoutes, absencesExportRoutes } from './routes/absences/absences.ts';
import { schoolTermRoutes } from './routes/school-terms/school-terms.ts';
import { createLogger, type Logger } from './operations/logger.ts';
import { createBffMetrics } from './operations/metrics.ts';
import { requestLog } from './operations/request-log.ts';
import { closeConnectionsWhileStopping, createStopping } from './operations/graceful-shutdown.ts';

type AppOptions = {
  config: BffConfig;
  /** Serve the built PWA too (off in API-only tests). */
  servePwa?: boolean;
  now?: () => Date;
  cms?: CmsClient;
  /** Made from the config when not given; a caller that gives them closes them (their Redis connection). */
  limits?: AbuseLimits;
  /** The CMS's change events; made from the config when not given, and closed by whoever made them (`app.changeEvents.close()`). */
  changeEvents?: ChangeEvents;
  /** Made from the config (LOG_LEVEL) when not given: JSON lines on stdout. A test that reads the lines gives its own. */
  log?: Logger;
};

/** The BFF: the PWA's files and the legacy API on one origin. */
export function createApp({
  config,
  servePwa: withPwa = true,
  now = () => new Date(),
  cms,
  limits,
  log = createLogger({ level: config.logLevel }),
  changeEvents = createChangeEvents(config, { log }),
}: AppOptions) {
  const metrics = createBffMetrics();
  const stopping = createStopping();
  const cmsClient =
    cms ??
    createCmsClient({
      baseUrl: config.cmsUrl,
      apiToken: config.cmsApiToken,
      timeoutMs: config.cmsTimeoutMs,
      maxRecords: config.cmsMaxRecords,
      log,
      observe: metrics.cmsCall,
    });
  const cache = createReadCache({ ...config.readCache, log, observe: metrics.readCache });
  const reads = {
    config,
    cms: cmsClient,
    cache,
    shared: createSharedReads({ cms: cmsClient, cache, now, log }),
    personal: createPersonalReads({ cms: cmsClient, cache }),
    users: createPortalUsers(cmsClient, cache),
    now,
    log,
  };
  const deps: RouteDeps = {
    config,
    now,
    models: createModels(reads),
    countryOf: createCountryLookup(),
    limits: limits ?? createAbuseLimits(config, { log }),
    log,
  };
  deps.limits.onRefusal(metrics.rateLimitRefusal);
  const verify = createTokenVerifier({ allowedAlgorithms: config.allowedAlgorithms });
  // Every write the CMS reports drops exactly the cached entries it makes old.
  changeEvents.onChange((change) => {
    reads.shared.apply(change);
    reads.users.apply(change);
    reads.personal.apply(change);
  });

  // Public: no token (the share link of a public newsletter, the secret calendar feed URL, the logo in emails).
  const publicRouters = [
    healthRoutes(deps),
    campusConfigRoutes(deps),
    publicConnectionRoutes(deps),
    publicCalendarFeedRoutes(deps),
    adminPostsLinkRoutes(deps),
    connectionsPdfDownloadRoutes(deps),
    learningVirtuesGoalsZipRoutes(deps),
    unsubscribeRoutes(deps),
    // The service worker's acknowledgement of an alert it showed: it holds no token.
    pushAcknowledgementRoutes(deps),
    // The spec's e-signature calls: an emailed signing link is opened and signed without sign-in.
    eSignatureRoutes(deps),
    ribbonLogoRoutes(deps),
    studentNotesDownloadRoutes(deps),
    studentGoalsCsvRoutes(deps),
    absencesExportRoutes(deps),
    consentFormMatrixExportRoutes(deps),
    formSignedCopyRoutes(deps),
  ].map((router) => router.prefix('/api'));
  const signedInRouters = [
    usersRoutes(deps),
    pushSubscriptionRoutes(deps),
    consentFormRoutes(deps),
    formRoutes(deps),
    settingsRoutes(deps),
    emergencyBroadcastRoutes(deps),
    emergencyBroadcastWriteRoutes(deps),
    emergencyAlertRoutes(deps),
    imageRoutes(deps),
    // Before postRoutes: its `posts/:id` would take `posts/translation-counts` for a post's id.
    postTranslationRoutes(deps),
    postRoutes(deps),
    postPdfRoutes(deps),
    postWriteRoutes(deps),
    postCategoryRoutes(deps),
    groupRoutes(deps),
    webLogRoutes(deps),
    webLogSummaryRoutes(deps),
    connectionHeaderRoutes(deps),
    connectionHeaderWriteRoutes(deps),
    connectionsPdfRoutes(deps),
    readPostRoutes(deps),
    favouriteRoutes(deps),
    calendarRoutes(deps),
    subscribedUserRoutes(deps),
    weeklyEmailTextRoutes(deps),
    learningVirtuesGoalsRoutes(deps),
    connectionsPdfEmailRoutes(deps),
    emailStatisticsRoutes(deps),
    emailSendingRoutes(deps),
    placeRoutes(deps),
    pageRoutes(deps),
    courseRoutes(deps),
    blogEntryRoutes(deps),
    studentRoutes(deps),
    studentResultRoutes(deps),
    learningRoutes(deps),
    absenceSummaryRoutes(deps),
    myDayRoutes(deps),
    studentNoteRoutes(deps),
    studentInfoRoutes(deps),
    studentGoalsRoutes(deps),
    schoolPsychologyRequestRoutes(deps),
    metricsRoutes(deps),
    absenceRoutes(deps),
    schoolTermRoutes(deps),
  ].map((router) => router.prefix('/api'));
  const apiRouters = [...publicRouters, ...signedInRouters];

  const api = compose([
    jsonAnswers(),
    apiEnvelope(),
    requestBodies({ routers: apiRouters }),
    // A path of no public route goes straight on: the signed-in routers below answer its 404, 405 or 501.
    mergeRouters(publicRouters, { passWhenNoRoute: true }),
    campusAuth({ verify, users: reads.users }),
    mergeRouters(signedInRouters),
  ]);

  // Koa's own proxy mode believes the leftmost X-Forwarded-* values, which the client
  // writes; trustedProxy reads only what the configured proxies appended.
  const app = new Koa({ proxy: false });
  // First, so that its duration and log line cover every answer, errors and refusals included.
  app.use(requestLog({ log, metrics }));
  app.use(closeConnectionsWhileStopping(stopping));
  const identityOrigins = [...new Set(Object.values(config.campuses).map((campus) => new URL(campus.issuer).origin))];
  // Without proxies in front (the default) there is nothing to read, and no step to pass.
  if (config.trustProxyHops > 0) app.use(trustedProxy({ hops: config.trustProxyHops }));
  app.use(securityHeaders({ identityOrigins, mediaOrigin: config.mediaOrigin }));
  // Before the host allow-list: the CMS calls from inside (127.0.0.1 here, an internal name in
  // production) and this route reads no Host; its HMAC signature is what admits a request.
  const cacheEvents = mergeRouters([cacheEventsRoutes({ secret: config.cacheEvents.secret, changeEvents })]);
  app.use(function routeCacheEvents(ctx, next) {
    return ctx.path === CACHE_EVENTS_PATH ? cacheEvents(ctx, next) : next();
  });
  app.use(
    probes({
      health: deps.models.health,
      stopping,
      redis: { changeEvents: changeEvents.redisStatus, rateLimits: deps.limits.redisStatus },
    }),
  );
  app.use(allowedHosts({ config }));
  const apiEnd = () => Promise.resolve();
  app.use(function routeApi(ctx, next) {
    // The API never falls through to the app shell: an unmatched /api path is a 404 there.
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) return api(ctx, apiEnd);
    return next();
  });
  app.use(serveUploadedFiles({ images: deps.models.images }));
  if (withPwa) {
    const { schoolSettings } = deps.models;
    const brandOf = async (ctx: Context) => {
      const settings = await schoolSettings.publicOf(hostCampusOf(ctx));
      return settings && presentBannerImages(settings);
    };
    app.use(servePwa({ root: config.pwaDist, brandOf }));
  }
  // The routers it serves, for whoever checks every route (the request-bodies test).
  // changeEvents: the read cache listens there (`app.changeEvents.onChange`).
  // metrics: the registry `startMetricsServer` serves; stopping and log: for `shutDownGracefully`.
  return Object.assign(app, { apiRouters, changeEvents, metrics: metrics.registry, stopping, log });
}
