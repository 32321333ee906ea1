import {
  NEW_PAGE_TITLES,
  adminPageFormSchema,
  slugFromTitle,
  timeStampedSlug,
  type PageRecord,
  type PageTypeRecord,
} from '@portal/contract';
import { formErrors } from '@/features/admin/lib/form-errors.ts';

/** What the Page editor holds while a person edits it. */
export type PageEditorForm = {
  placeUid: string;
  pagetypeUid: string;
  title: string;
  navigation: boolean;
  landing_page: boolean;
  pageHide: boolean;
  content_html: string;
  google_drive_url: string;
  file_view_type: 'list' | 'grid';
  description: string;
  publish_start: string | null;
  publish_end: string | null;
  /**
   * A new page's time-stamped slug while its title is still the page type's default ('NEW PAGE',
   * 'New Files Pages': admin spec 2), so that two of them never share a slug.
   */
  defaultSlug: string | null;
};

export type PageFormErrors = Partial<Record<keyof PageEditorForm, string>>;

/** Reader spec 4's defaults of a new page: shown as a tab, not the landing page, list view. */
export function emptyPageForm(): PageEditorForm {
  return {
    placeUid: '',
    pagetypeUid: '',
    title: '',
    navigation: true,
    landing_page: false,
    pageHide: false,
    content_html: '',
    google_drive_url: '',
    file_view_type: 'list',
    description: '',
    publish_start: null,
    publish_end: null,
    defaultSlug: null,
  };
}

export function pageFormOf(page: PageRecord): PageEditorForm {
  return {
    placeUid: page.placeUid ?? '',
    pagetypeUid: page.pagetypeUid ?? '',
    title: page.title,
    navigation: page.navigation,
    landing_page: page.landing_page,
    pageHide: page.pageHide,
    content_html: page.content_html,
    google_drive_url: page.google_drive_url,
    file_view_type: page.file_view_type,
    description: page.description,
    publish_start: page.publish_start,
    publish_end: page.publish_end,
    defaultSlug: null,
  };
}

const isDefaultTitle = (title: string) => Object.values(NEW_PAGE_TITLES).includes(title);

/**
 * A change of page type. A new page whose title is empty, or still a default, takes the new
 * type's default title with a time-stamped slug (admin spec 2); a type without one empties it.
 */
export function withPageType(
  form: PageEditorForm,
  pagetypeUid: string,
  pageType: string,
  { isNew, now }: { isNew: boolean; now: Date },
): PageEditorForm {
  const next = { ...form, pagetypeUid };
  if (!isNew || (form.title !== '' && !isDefaultTitle(form.title))) return next;
  const title = NEW_PAGE_TITLES[pageType];
  return title ? { ...next, title, defaultSlug: timeStampedSlug(title, now) } : { ...next, title: '', defaultSlug: null };
}

/** The slug shown (read-only) and sent: the time-stamped one while the default title stands, else from the title. */
export function pageSlugOf(form: PageEditorForm): string {
  return form.defaultSlug && isDefaultTitle(form.title) ? form.defaultSlug : slugFromTitle(form.title);
}

/** The contract's rules of the admin's page form, which needs the page types to know a Static Page from Documents. */
export function pageFormErrors(form: PageEditorForm, pageTypes: readonly PageTypeRecord[]): PageFormErrors {
  return formErrors(adminPageFormSchema(pageTypes), pageFields(form));
}

function pageFields(form: PageEditorForm) {
  const { defaultSlug: _defaultSlug, ...fields } = form;
  return fields;
}

/**
 * pageData of POST pages (a new page) or PUT pages/{pageUid}: the form's fields, the slug only
 * while it is a default's time-stamped one (the BFF derives it from the title otherwise).
 */
export function pageWriteData(form: PageEditorForm) {
  const slug = pageSlugOf(form);
  return { ...pageFields(form), ...(form.defaultSlug && slug === form.defaultSlug ? { slug } : {}) };
}
