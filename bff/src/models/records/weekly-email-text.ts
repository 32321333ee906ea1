import type { CmsRecord } from '@portal/cms/types';

/** A campus's one record of the weekly digest's blurb, exclusion list and test addresses. */
export type WeeklyEmailText = CmsRecord<'api::weekly-email-text.weekly-email-text'>;
