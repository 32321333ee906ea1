export default {
  'content-api': {
    type: 'content-api',
    routes: [
      // SNS cannot hold a portal or CMS token: its signature is checked instead (controllers/sns.ts).
      { method: 'POST', path: '/sns', handler: 'sns.receive', config: { auth: false, policies: [] } },
      { method: 'POST', path: '/messages', handler: 'messages.create', config: { policies: [] } },
      // The email logs (admin spec 7): only a token whose scope lists it, the BFF's (cms/src/bff-token-scope.ts).
      { method: 'GET', path: '/statistics', handler: 'statistics.find', config: { policies: [] } },
      // Bulk sends and unsubscribe links: only a token whose scope lists them (the BFF's).
      { method: 'GET', path: '/sends', handler: 'send.find' },
      { method: 'GET', path: '/sends/:id', handler: 'send.findOne' },
      { method: 'POST', path: '/sends', handler: 'send.create' },
      { method: 'POST', path: '/opt-outs/check', handler: 'opt-outs.check' },
      { method: 'POST', path: '/opt-outs', handler: 'opt-outs.create' },
    ],
  },
};
