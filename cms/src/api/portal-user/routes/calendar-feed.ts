/**
 * The personal calendar feed of a portal user (see the controller). Authenticated like every
 * Content API route: only a token whose scope lists them (the BFF's) may call them.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/portal-users/by-calendar-feed/:hash',
      handler: 'api::portal-user.portal-user.findByCalendarFeed',
    },
    {
      method: 'GET',
      path: '/portal-users/:id/calendar-feed',
      handler: 'api::portal-user.portal-user.calendarFeed',
    },
    {
      method: 'PUT',
      path: '/portal-users/:id/calendar-feed',
      handler: 'api::portal-user.portal-user.setCalendarFeed',
    },
  ],
};
