import type { CmsRecord } from '@portal/cms/types';

/** An audience group (a year, a sport, a section of the school): what posts and people are of. */
export type Group = CmsRecord<'api::group.group'>;
