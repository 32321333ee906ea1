import type { Core } from '@strapi/strapi';
import { CONTENT_MANAGER_VIEWS, type ViewConfiguration } from './content-manager-views';

/**
 * How the admin panel's content manager shows the records editors work on (issue 27): labels
 * and help in plain words, the edit form's order, the list's columns, internal fields hidden or
 * read-only. Strapi keeps this in its core store, where "Configure the view" changes it; here it
 * lives in the repository (content-manager/<type>.json, listed in content-manager-views.ts) and
 * every start merges it over what is stored, so a fresh clone and every server show the same
 * panel. What a file sets wins; what it leaves out (another field's width, a label of a type not
 * listed) stays as stored.
 */

type FieldMetadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> };
type EditRow = { name: string; size: number }[];

type StoredConfiguration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, FieldMetadata>;
  layouts: { list: string[]; edit: EditRow[] };
};

/** The fields Strapi gives every record besides its schema's attributes: a view may label them; the form never shows them. */
const SYSTEM_FIELDS = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt'];

type Attribute = { type: string; enum?: string[]; private?: boolean; visible?: boolean; writable?: boolean; mappedBy?: string };

/**
 * What is wrong with a view for a content type's attributes, in words (empty when nothing):
 * a field it names that the type does not have (a renamed attribute), an edit row wider than
 * Strapi's 12 columns, an attribute neither placed on the edit form nor hidden there (a new
 * attribute an editor could not reach), or a stored choice a list would show as it is stored
 * (an enumeration, or a value of one, without words; words for a field that is no choice).
 */
export function problemsOfView(uid: string, view: ViewConfiguration, attributes: Record<string, Attribute>): string[] {
  const problems: string[] = [];
  const known = new Set([...Object.keys(attributes), ...SYSTEM_FIELDS]);
  const named = [...Object.keys(view.metadatas), ...Object.keys(view.choiceLabels ?? {}), ...view.layouts.list, ...view.layouts.edit.flat().map((field) => field.name)];
  for (const name of new Set(named)) if (!known.has(name)) problems.push(`${uid}: "${name}" is not a field of the type`);
  for (const row of view.layouts.edit) {
    const width = row.reduce((sum, field) => sum + field.size, 0);
    if (width > 12) problems.push(`${uid}: the edit row ${row.map((field) => field.name).join(', ')} is ${width} columns wide (at most 12)`);
  }
  const placed = new Set(view.layouts.edit.flat().map((field) => field.name));
  for (const [name, attribute] of Object.entries(attributes)) {
    const hidden = view.metadatas[name]?.edit?.visible === false;
    // Strapi's own fields (timestamps, createdBy, locale...), private attributes and relations
    // held by the other side are never on the form.
    const shown = !SYSTEM_FIELDS.includes(name) && !attribute.private && attribute.visible !== false && attribute.writable !== false && !(attribute.type === 'relation' && attribute.mappedBy);
    if (shown && !hidden && !placed.has(name)) problems.push(`${uid}: "${name}" is neither on the edit form nor hidden`);
  }
  return [...problems, ...problemsOfChoiceLabels(uid, view, attributes)];
}

/**
 * Every enumeration has words for each of its values, whether or not it is a list column today:
 * an editor may add any field to the list from its "displayed fields" menu. Words may also name
 * the values of a string that holds one of a fixed set (a category's kind of post).
 */
function problemsOfChoiceLabels(uid: string, view: ViewConfiguration, attributes: Record<string, Attribute>): string[] {
  const problems: string[] = [];
  const labelled = view.choiceLabels ?? {};
  for (const [name, labels] of Object.entries(labelled)) {
    const type = attributes[name]?.type;
    if (type !== undefined && type !== 'enumeration' && type !== 'string') problems.push(`${uid}: "${name}" is a ${type}, which has no choices to put in words`);
    for (const [value, label] of Object.entries(labels)) if (label.trim() === '') problems.push(`${uid}: the choice "${value}" of "${name}" has empty words`);
  }
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type !== 'enumeration') continue;
    const labels = labelled[name];
    if (!labels) {
      problems.push(`${uid}: the enumeration "${name}" has no words for its choices (the list would show ${attribute.enum?.join(', ')})`);
      continue;
    }
    for (const value of attribute.enum ?? []) if (!Object.hasOwn(labels, value)) problems.push(`${uid}: the choice "${value}" of "${name}" has no words`);
    for (const value of Object.keys(labels)) if (!attribute.enum?.includes(value)) problems.push(`${uid}: "${value}" is not a choice of "${name}"`);
  }
  return problems;
}

/** The stored configuration with the view's settings, field metadata and layouts over it. */
export function mergeView(stored: StoredConfiguration, view: ViewConfiguration): StoredConfiguration {
  const metadatas = { ...stored.metadatas };
  for (const [name, metadata] of Object.entries(view.metadatas)) {
    const current = metadatas[name] ?? {};
    metadatas[name] = { ...current, edit: { ...current.edit, ...metadata.edit }, list: { ...current.list, ...metadata.list } };
  }
  return { settings: { ...stored.settings, ...view.settings }, metadatas, layouts: { ...stored.layouts, list: view.layouts.list, edit: view.layouts.edit } };
}

type ContentTypesService = {
  findContentType(uid: string): { uid: string } | undefined;
  findConfiguration(contentType: { uid: string }): Promise<StoredConfiguration>;
  updateConfiguration(contentType: { uid: string }, configuration: StoredConfiguration): Promise<unknown>;
};

/**
 * Applies every view at start, after the content manager has synced its own configurations with
 * the schemas (its bootstrap runs before the app's). Idempotent: Strapi writes the store only
 * when the merged configuration differs from it. A view that no longer fits its type stops the
 * start, naming the field, rather than leaving editors a form without it.
 */
export async function applyContentManagerConfiguration(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types') as unknown as ContentTypesService;
  for (const [uid, view] of Object.entries(CONTENT_MANAGER_VIEWS)) {
    const problems = problemsOfView(uid, view, strapi.contentTypes[uid as keyof typeof strapi.contentTypes].attributes as never);
    if (problems.length > 0) throw new Error(`The admin panel's view of ${uid} (src/admin-panel/content-manager) does not fit its schema:\n${problems.join('\n')}`);
    const contentType = contentTypes.findContentType(uid)!;
    const stored = await contentTypes.findConfiguration(contentType);
    await contentTypes.updateConfiguration(contentType, mergeView(stored, view));
  }
}
