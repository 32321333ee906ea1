/**
 * The staff Metrics screen's counts (see the controller). A Content API route like the others:
 * only a token whose scope lists it (the BFF's, src/bff-token-scope.ts) may call it.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/portal-metrics/summary',
      handler: 'api::portal-metric.portal-metric.summary',
    },
  ],
};
