/** The reach of emergency alerts (see the controller): for the BFF's token only (src/bff-token-scope.ts). */
export default {
  routes: [
    { method: 'GET', path: '/alerts/reach/:campus', handler: 'api::alert.alert.reach' },
    { method: 'GET', path: '/alerts/reach/:campus/:id/people', handler: 'api::alert.alert.reachPeople' },
  ],
};
