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
      { method: 'POST', path: '/sends/recipient-count', handler: 'send.recipientCount' },
      { method: 'POST', path: '/opt-outs/check', handler: 'opt-outs.check' },
      { method: 'POST', path: '/opt-outs', handler: 'opt-outs.create' },
      // A Connections PDF's email to the campus's subscribers: only the BFF's token.
      { method: 'POST', path: '/connections-pdfs/:documentId/email', handler: 'connections-pdf-emails.create' },
      // Not in the BFF's scope: the daily run of a day, again, for operators (and tests) with a full-access token.
      { method: 'POST', path: '/unverified-absence-emails', handler: 'unverified-absence-emails.enqueue' },
    ],
  },
  // The last two at the addresses they had in the pdf-queue plugin (/api/pdf-queue/…), which a BFF
  // (and operators' scripts) of that time call: the same controllers, so the same scopes answer them.
  'pdf-queue': {
    type: 'content-api',
    prefix: '/pdf-queue',
    routes: [
      { method: 'POST', path: '/connections-pdfs/:documentId/email', handler: 'connections-pdf-emails.create' },
      { method: 'POST', path: '/unverified-absence-emails', handler: 'unverified-absence-emails.enqueue' },
    ],
  },
};
