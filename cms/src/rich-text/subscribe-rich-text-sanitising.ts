import type { Core } from '@strapi/strapi';
import { RICH_TEXT_FIELDS, sanitiseRichTextFields } from './sanitise-rich-text';

type WriteEvent = { model: { uid: string }; params: { data?: Record<string, unknown> | Record<string, unknown>[] } };

function sanitiseWrite(event: WriteEvent): void {
  const { data } = event.params;
  for (const row of Array.isArray(data) ? data : [data]) sanitiseRichTextFields(event.model.uid, row);
}

/**
 * Rich text is sanitised in the database layer, before it is stored, so every writer passes
 * through it: the BFF, the Strapi admin panel, the REST API, the seed and importers.
 */
export function subscribeRichTextSanitising(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: Object.keys(RICH_TEXT_FIELDS),
    beforeCreate: sanitiseWrite,
    beforeCreateMany: sanitiseWrite,
    beforeUpdate: sanitiseWrite,
    beforeUpdateMany: sanitiseWrite,
  });
}
