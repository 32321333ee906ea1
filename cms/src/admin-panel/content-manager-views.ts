import blogEntry from './content-manager/blog-entry.json';
import calendarEvent from './content-manager/calendar-event.json';
import connectionHeader from './content-manager/connection-header.json';
import emergencyBroadcast from './content-manager/emergency-broadcast.json';
import group from './content-manager/group.json';
import keyLearningArea from './content-manager/key-learning-area.json';
import pageType from './content-manager/page-type.json';
import page from './content-manager/page.json';
import place from './content-manager/place.json';
import postCategory from './content-manager/post-category.json';
import post from './content-manager/post.json';

/**
 * How the admin panel's content manager shows the records editors work on (issue 27), one file
 * a type in content-manager/: Strapi's own view configuration (settings, field metadata,
 * layouts), which the server applies at every start (apply-content-manager-configuration.ts),
 * and `choiceLabels`, the words the list shows for a stored choice, which the panel's list hook
 * reads (src/admin/list-choices). Read by both, so that a label and its words sit in one file.
 */

type FieldMetadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> };
type EditRow = { name: string; size: number }[];

export type ViewConfiguration = {
  settings?: Record<string, unknown>;
  metadatas: Record<string, FieldMetadata>;
  layouts: { list: string[]; edit: EditRow[] };
  /** Per field, the words shown in a list cell for each stored value (an enumeration's, or a string's that holds one of a fixed set). */
  choiceLabels?: Record<string, Record<string, string>>;
};

/** Every type an editor of the CMS works on or reads (src/admin-panel-access.ts), and its view. */
export const CONTENT_MANAGER_VIEWS: Readonly<Record<string, ViewConfiguration>> = {
  'api::post.post': post,
  'api::blog-entry.blog-entry': blogEntry,
  'api::page.page': page,
  'api::place.place': place,
  'api::calendar-event.calendar-event': calendarEvent,
  'api::emergency-broadcast.emergency-broadcast': emergencyBroadcast,
  'api::connection-header.connection-header': connectionHeader,
  'api::post-category.post-category': postCategory,
  'api::group.group': group,
  'api::page-type.page-type': pageType,
  'api::key-learning-area.key-learning-area': keyLearningArea,
};

/** The fields whose list cells show words rather than the stored value, in any view. */
export const FIELDS_WITH_CHOICE_LABELS: ReadonlySet<string> = new Set(Object.values(CONTENT_MANAGER_VIEWS).flatMap((view) => Object.keys(view.choiceLabels ?? {})));

/**
 * The words a list cell shows for a stored choice of a type's field ("principal" of a post's
 * kind: "Principal's message"); undefined when the view has none for it, and the cell shows the
 * value as stored.
 */
export function choiceLabel(uid: string, field: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const labels = CONTENT_MANAGER_VIEWS[uid]?.choiceLabels?.[field];
  return labels && Object.hasOwn(labels, value) ? labels[value] : undefined;
}
