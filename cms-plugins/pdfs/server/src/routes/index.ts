/**
 * Content API routes (/api/pdf-queue/…): only a token whose scope lists them, the BFF's
 * (cms/src/bff-token-scope.ts), may call them; the public role has no permission on them.
 */
export default {
  'content-api': {
    type: 'content-api',
    routes: [
      { method: 'POST', path: '/connections-pdfs', handler: 'connections-pdfs.start' },
      { method: 'DELETE', path: '/connections-pdfs/:documentId', handler: 'connections-pdfs.remove' },
      { method: 'POST', path: '/learning-goals-pdfs', handler: 'learning-goals-pdfs.start' },
      { method: 'DELETE', path: '/learning-goals-pdfs/:documentId', handler: 'learning-goals-pdfs.remove' },
      { method: 'POST', path: '/connections-pdfs/:documentId/email', handler: 'connections-pdfs.email' },
      { method: 'GET', path: '/posts/:documentId/pdf', handler: 'post-pdfs.render' },
      // A file about a person (a goal PDF, a Connections PDF, an academic report) by its key: the
      // bytes, or a redirect to a presigned GET that expires. Never public: the BFF checks each
      // record first and serves the file behind its own signed, expiring link.
      { method: 'GET', path: '/private-files/:key', handler: 'private-files.read' },
      // Not in the BFF's scope: the daily run of a day, again, for operators (and tests) with a full-access token.
      { method: 'POST', path: '/unverified-absence-emails', handler: 'unverified-absence-emails.enqueue' },
    ],
  },
};
