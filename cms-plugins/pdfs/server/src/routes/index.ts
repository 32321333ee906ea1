/**
 * Content API routes (/api/pdfs/…): only a token whose scope lists them, the BFF's
 * (cms/src/bff-token-scope.ts), may call them; the public role has no permission on them.
 */
// A function: Strapi writes into each route object it registers, so each router gets its own.
const routes = () => [
  { method: 'POST', path: '/connections-pdfs', handler: 'connections-pdfs.start' },
  { method: 'DELETE', path: '/connections-pdfs/:documentId', handler: 'connections-pdfs.remove' },
  { method: 'POST', path: '/learning-virtues-goals-pdfs', handler: 'learning-virtues-goals-pdfs.start' },
  { method: 'DELETE', path: '/learning-virtues-goals-pdfs/:documentId', handler: 'learning-virtues-goals-pdfs.remove' },
  { method: 'GET', path: '/posts/:documentId/pdf', handler: 'post-pdfs.render' },
  // A file about a person (a goal PDF, a Connections PDF, an academic report) by its key: the
  // bytes, or a redirect to a presigned GET that expires. Never public: the BFF checks each
  // record first and serves the file behind its own signed, expiring link.
  { method: 'GET', path: '/private-files/:key', handler: 'private-files.read' },
];

/**
 * The same actions at the addresses of the pdf-queue plugin this one grew out of (/api/pdf-queue/…),
 * which a BFF of that time calls: the same controllers, so the same token scope answers them.
 */
const pdfQueueRoutes = () =>
  routes().map((route) => ({ ...route, path: route.path.replace('/learning-virtues-goals-pdfs', '/learning-goals-pdfs') }));

export default {
  'content-api': { type: 'content-api', routes: routes() },
  'pdf-queue': { type: 'content-api', prefix: '/pdf-queue', routes: pdfQueueRoutes() },
};
