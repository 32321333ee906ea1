/**
 * The devices people get alerts on (see the controller). Content API routes: only a token whose
 * scope lists them (the BFF's, src/bff-token-scope.ts) may call them.
 */
export default {
  routes: [
    { method: 'GET', path: '/push-subscriptions/of/:person', handler: 'api::push-subscription.push-subscription.listOf' },
    { method: 'PUT', path: '/push-subscriptions/of/:person', handler: 'api::push-subscription.push-subscription.save' },
    {
      method: 'DELETE',
      path: '/push-subscriptions/of/:person/:id',
      handler: 'api::push-subscription.push-subscription.removeOf',
    },
  ],
};
