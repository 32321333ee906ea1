/**
 * No routes at all, not even Strapi's core ones (src/register-core-apis.ts adds those only to a
 * type without a routes file): a version's machine translations are written once, by the
 * translation job (src/consent-forms/form-translations.ts), and read through the form.
 */
export default { routes: [] };
