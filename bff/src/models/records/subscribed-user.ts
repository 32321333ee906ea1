import type { CmsRecord } from '@portal/cms/types';

/** A subscriber of a campus's Connections PDF: an address once per campus. */
export type SubscribedUser = CmsRecord<'api::subscribed-user.subscribed-user'>;
