/**
 * Permission forms as admins write them (see the controller): Content API routes for the BFF's
 * token only (src/bff-token-scope.ts). No core REST routes: every write goes through
 * src/consent-forms, which keeps the versions and the log.
 */
export default {
  routes: [
    { method: 'GET', path: '/consent-forms/of-campus/:campus', handler: 'api::consent-form.consent-form.ofCampus' },
    { method: 'GET', path: '/consent-forms/live/:campus', handler: 'api::consent-form.consent-form.live' },
    { method: 'GET', path: '/consent-forms/:id', handler: 'api::consent-form.consent-form.read' },
    { method: 'POST', path: '/consent-forms', handler: 'api::consent-form.consent-form.add' },
    { method: 'POST', path: '/consent-forms/attachments/:campus', handler: 'api::consent-form.consent-form.addAttachment' },
    { method: 'PUT', path: '/consent-forms/:id', handler: 'api::consent-form.consent-form.edit' },
    { method: 'DELETE', path: '/consent-forms/:id', handler: 'api::consent-form.consent-form.remove' },
    { method: 'POST', path: '/consent-forms/:id/publication', handler: 'api::consent-form.consent-form.publish' },
    { method: 'POST', path: '/consent-forms/:id/closure', handler: 'api::consent-form.consent-form.close' },
    { method: 'POST', path: '/consent-forms/:id/copies', handler: 'api::consent-form.consent-form.copy' },
    { method: 'GET', path: '/consent-forms/:id/matrix', handler: 'api::consent-form.consent-form.matrix' },
    { method: 'POST', path: '/consent-forms/:id/paper-answers', handler: 'api::consent-form.consent-form.paperAnswer' },
    { method: 'POST', path: '/consent-forms/:id/reminders', handler: 'api::consent-form.consent-form.remind' },
    {
      method: 'GET',
      path: '/consent-forms/:id/versions/:version/translations/:language',
      handler: 'api::consent-form.consent-form.translation',
    },
  ],
};
