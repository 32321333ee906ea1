import type { CmsRecord } from '@portal/cms/types';

/** One page visit of a portal person. */
export type WebLog = CmsRecord<'api::web-log.web-log'>;
