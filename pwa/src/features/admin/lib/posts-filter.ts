import {
  ADMIN_PAGE_SIZE_DEFAULT,
  POST_TYPES,
  TRANSLATED_LANGUAGES,
  postFilterDateIssues,
  type PostType,
  type TranslatedLanguage,
} from '@portal/contract';

/** What the Posts list filter holds (admin spec 2 and 5); dates are YYYY-MM-DD or ''. */
export type PostsFilter = {
  liveFrom: string;
  liveTo: string;
  types: PostType[];
  categories: string[];
  titleKeyword: string;
  groupKeyword: string;
  currentlyLive: boolean;
  madePublic: boolean;
  /** Posts with no translation, a person's or a machine's, into this language (issue 28); '' for any. */
  untranslated: TranslatedLanguage | '';
};

export const NO_FILTER: PostsFilter = {
  liveFrom: '',
  liveTo: '',
  types: [],
  categories: [],
  titleKeyword: '',
  groupKeyword: '',
  currentlyLive: false,
  madePublic: false,
  untranslated: '',
};

/** The spec's messages for a filter the BFF would refuse, by the field they belong under. */
export type PostsFilterErrors = Partial<Record<'liveFrom' | 'liveTo', string>>;

/**
 * The filter as the list call's query keys (admin spec 7). The page address uses the same
 * keys, so a reload or a shared link shows the same list. An unchecked box filters nothing.
 */
function filterParams(filter: PostsFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.liveFrom) params.publish_start = filter.liveFrom;
  if (filter.liveTo) params.publish_end = filter.liveTo;
  if (filter.types.length > 0) params.types = filter.types.join(',');
  if (filter.categories.length > 0) params.categories = filter.categories.join(',');
  if (filter.titleKeyword.trim()) params.title_keyword = filter.titleKeyword.trim();
  if (filter.groupKeyword.trim()) params.group_keyword = filter.groupKeyword.trim();
  if (filter.currentlyLive) params.currently_live = 'true';
  if (filter.madePublic) params.made_public = 'true';
  if (filter.untranslated) params.untranslated = filter.untranslated;
  return params;
}

const FILTER_KEYS = [
  'publish_start',
  'publish_end',
  'types',
  'categories',
  'title_keyword',
  'group_keyword',
  'currently_live',
  'made_public',
  'untranslated',
  'page',
];

const listOf = (value: string | null) => (value ?? '').split(',').filter(Boolean);

const isTranslatedLanguage = (value: string | null): value is TranslatedLanguage =>
  (TRANSLATED_LANGUAGES as readonly (string | null)[]).includes(value);

export function filterFromAddress(params: URLSearchParams): { filter: PostsFilter; page: number } {
  const page = Number(params.get('page'));
  const untranslated = params.get('untranslated');
  return {
    filter: {
      liveFrom: params.get('publish_start') ?? '',
      liveTo: params.get('publish_end') ?? '',
      types: listOf(params.get('types')).filter((type): type is PostType => (POST_TYPES as readonly string[]).includes(type)),
      categories: listOf(params.get('categories')),
      titleKeyword: params.get('title_keyword') ?? '',
      groupKeyword: params.get('group_keyword') ?? '',
      currentlyLive: params.get('currently_live') === 'true',
      madePublic: params.get('made_public') === 'true',
      untranslated: isTranslatedLanguage(untranslated) ? untranslated : '',
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The page address for a filter and page, keeping whatever else it holds (the open tab). */
export function addressOf(current: URLSearchParams, filter: PostsFilter, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) next.delete(key);
  for (const [key, value] of Object.entries(filterParams(filter))) next.set(key, value);
  if (page > 1) next.set('page', String(page));
  return next;
}

export function listQueryOf(filter: PostsFilter, page: number): Record<string, string> {
  return { get_posts_for_admin: 'true', ...filterParams(filter), page: String(page), page_size: String(ADMIN_PAGE_SIZE_DEFAULT) };
}

/**
 * Admin spec 5 with the contract's rule, the one the BFF's query schema applies: the screen
 * shows the spec's messages and never sends a filter the BFF would refuse. (The schema itself
 * stays out of the screen: zod would come with it into the reader's first script.)
 */
export function filterErrorsOf(filter: PostsFilter): PostsFilterErrors {
  const errors: PostsFilterErrors = {};
  for (const { field, message } of postFilterDateIssues(filter.liveFrom || undefined, filter.liveTo || undefined)) {
    errors[field === 'publish_start' ? 'liveFrom' : 'liveTo'] ??= message;
  }
  return errors;
}
