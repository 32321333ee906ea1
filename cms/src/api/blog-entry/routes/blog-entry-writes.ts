/** An entry's update refused (409) when someone saved it since the writer loaded it (see the controller). */
export default {
  routes: [
    {
      method: 'PUT',
      path: '/blog-entries/:id/if-unchanged',
      handler: 'api::blog-entry.blog-entry.updateIfUnchanged',
    },
  ],
};
