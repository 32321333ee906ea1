/**
 * Sign-in of a verified token's person (see the controller). A Content API route like every
 * other: the BFF's token may call it because its scope (src/bff-token-scope.ts) lists it.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/portal-users/sign-in',
      handler: 'api::portal-user.portal-user.signIn',
    },
  ],
};
