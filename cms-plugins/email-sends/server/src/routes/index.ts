export default {
  'content-api': {
    type: 'content-api',
    routes: [
      // SNS cannot hold a portal or CMS token: its signature is checked instead (controllers/sns.ts).
      { method: 'POST', path: '/sns', handler: 'sns.receive', config: { auth: false, policies: [] } },
      { method: 'POST', path: '/messages', handler: 'messages.create', config: { policies: [] } },
    ],
  },
};
