import type { Core } from '@strapi/strapi';

/**
 * The panel's own field types (issue 27, "Editors at home in Strapi"). Registered on the server
 * (`registerCustomFields`, in the CMS's register) and in the admin panel (src/admin/app.tsx)
 * under the same names; an attribute uses one with `"type": "customField", "customField":
 * "global::<name>"` in its schema.json. Both keep Strapi's own data type, so the stored value
 * and the REST answers are what they were: the HTML string, the JSON list.
 */

/** Rich text edited with the portal's own editor (Quill 2 through react-quill-new, the same formats). */
export const RICH_TEXT_FIELD = { name: 'rich-text', type: 'richtext', inputSize: { default: 12, isResizable: false } } as const;

/** An audience (`user_types`) ticked from the contract's reader kinds, stored as their JSON list. */
export const AUDIENCE_FIELD = { name: 'audience', type: 'json', inputSize: { default: 6, isResizable: true } } as const;

/** The uid Strapi gives a custom field registered by the app itself rather than by a plugin. */
export const customFieldUid = (field: { name: string }): string => `global::${field.name}`;

/** Registers the fields on the server: before the schemas load, which would otherwise refuse them. */
export function registerCustomFields(strapi: Core.Strapi): void {
  strapi.customFields.register([
    { ...RICH_TEXT_FIELD, inputSize: { ...RICH_TEXT_FIELD.inputSize } },
    { ...AUDIENCE_FIELD, inputSize: { ...AUDIENCE_FIELD.inputSize } },
  ]);
}
