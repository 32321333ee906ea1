/**
 * Answers to permission forms (see the controller): Content API routes for the BFF's token only
 * (src/bff-token-scope.ts). No core REST routes: an answer is written with its evidence and its
 * event, or not at all, and never changed afterwards but by a withdrawal or a later answer.
 */
export default {
  routes: [
    { method: 'GET', path: '/form-responses/standing', handler: 'api::form-response.form-response.standing' },
    { method: 'GET', path: '/form-responses/earlier', handler: 'api::form-response.form-response.earlier' },
    { method: 'POST', path: '/form-responses', handler: 'api::form-response.form-response.sign' },
    { method: 'POST', path: '/form-responses/withdrawals', handler: 'api::form-response.form-response.withdraw' },
    { method: 'GET', path: '/form-responses/:id/signed-copy', handler: 'api::form-response.form-response.signedCopy' },
  ],
};
