/**
 * Emailed signing links (see the controller): Content API routes for the BFF's token only
 * (src/bff-token-scope.ts). No core REST routes: an invitation's token is the plugin's to sign.
 */
export default {
  routes: [
    { method: 'POST', path: '/form-invitations', handler: 'api::form-invitation.form-invitation.invite' },
    { method: 'GET', path: '/form-invitations/signing', handler: 'api::form-invitation.form-invitation.signingPage' },
    { method: 'POST', path: '/form-invitations/signing', handler: 'api::form-invitation.form-invitation.signByLink' },
    {
      method: 'GET',
      path: '/form-invitations/signing/attachments/:file',
      handler: 'api::form-invitation.form-invitation.signingAttachment',
    },
  ],
};
