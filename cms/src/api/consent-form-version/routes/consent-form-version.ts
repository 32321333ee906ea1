/**
 * No routes at all, not even Strapi's core ones (src/register-core-apis.ts adds those only to a
 * type without a routes file): a form's versions are written once, by src/consent-forms, as
 * evidence of what signers were shown, and read through the form.
 */
export default { routes: [] };
