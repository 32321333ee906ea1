/**
 * A form's log (see the controller): only appending a view, for the BFF's token only
 * (src/bff-token-scope.ts). No core REST routes: the log is appended to, never rewritten.
 */
export default {
  routes: [{ method: 'POST', path: '/form-events', handler: 'api::form-event.form-event.append' }],
};
