/**
 * A portal user's own choice for new notices' alerts (see the controller). Authenticated like
 * every Content API route: only a token whose scope lists it (the BFF's) may call it; the BFF
 * lets each person change only their own.
 */
export default {
  routes: [
    {
      method: 'PUT',
      path: '/portal-users/:id/notice-alerts',
      handler: 'api::portal-user.portal-user.chooseNoticeAlerts',
    },
  ],
};
