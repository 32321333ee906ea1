/**
 * The page writes that must be one transaction each (see the controller). Content API routes
 * like every other: only a token whose scope lists them (the BFF's) may call them. Their paths
 * do not overlap the core routes' (`POST /pages`, `PUT /pages/:id`).
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/pages/create-in-order',
      handler: 'api::page.page.createInOrder',
    },
    {
      method: 'POST',
      path: '/pages/reorder',
      handler: 'api::page.page.reorder',
    },
    {
      method: 'PUT',
      path: '/pages/:id/if-unchanged',
      handler: 'api::page.page.updateIfUnchanged',
    },
  ],
};
