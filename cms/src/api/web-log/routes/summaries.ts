/**
 * The web log summaries of the admin screen (see the controller). Content API routes like
 * every other: only a token whose scope lists them (the BFF's, src/bff-token-scope.ts) may
 * call them; the public role has no permission on them.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/web-logs/summaries/platform',
      handler: 'api::web-log.web-log.platformSummary',
    },
    {
      method: 'GET',
      path: '/web-logs/summaries/pages',
      handler: 'api::web-log.web-log.pageSummary',
    },
    {
      method: 'GET',
      path: '/web-logs/summaries/users',
      handler: 'api::web-log.web-log.userVisits',
    },
  ],
};
