import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';
import { AUDIENCE_FIELD, RICH_TEXT_FIELD } from '../admin-panel/custom-fields';
import { readableListChoices } from './list-choices/readable-list-choices';
import { readableListDates } from './list-dates/readable-list-dates';

/**
 * A field input as Strapi registers it: typed without props, though the content manager renders
 * it with the field's props and form state (name, label, hint, value, error, onChange...).
 */
const fieldInput = (load: () => Promise<{ default: ComponentType<never> }>) => async () => ({ default: (await load()).default as ComponentType });

/**
 * The admin panel as the school's editors use it (issue 27, "Editors at home in Strapi"): the
 * portal's rich-text editor and an audience picker as custom fields (registered on the server
 * by src/admin-panel/custom-fields.ts under the same names), and readable dates and choices in
 * the lists. The labels, field order, list columns and the words of each choice are configured
 * from src/admin-panel/content-manager.
 */
export default {
  config: {
    locales: [],
    tutorials: false,
    notifications: { releases: false },
  },
  register(app: StrapiApp) {
    app.customFields.register([
      {
        name: RICH_TEXT_FIELD.name,
        type: RICH_TEXT_FIELD.type,
        intlLabel: { id: 'portal.custom-field.rich-text.label', defaultMessage: 'Rich text (portal editor)' },
        intlDescription: { id: 'portal.custom-field.rich-text.description', defaultMessage: "The portal's own editor and formats" },
        components: { Input: fieldInput(() => import('./rich-text-field/rich-text-input')) },
      },
      {
        name: AUDIENCE_FIELD.name,
        type: AUDIENCE_FIELD.type,
        intlLabel: { id: 'portal.custom-field.audience.label', defaultMessage: 'Audience' },
        intlDescription: { id: 'portal.custom-field.audience.description', defaultMessage: 'Students, carers and staff, ticked' },
        components: { Input: fieldInput(() => import('./audience-field/audience-input')) },
      },
    ]);
  },
  bootstrap(app: StrapiApp) {
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', readableListDates);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', readableListChoices);
  },
};
