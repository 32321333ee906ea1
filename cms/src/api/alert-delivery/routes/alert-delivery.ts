/** Acknowledgements of alerts shown (see the controller): for the BFF's token only (src/bff-token-scope.ts). */
export default {
  routes: [
    { method: 'POST', path: '/alert-deliveries/acknowledgements', handler: 'api::alert-delivery.alert-delivery.acknowledge' },
  ],
};
