import type { CmsRecord } from '@portal/cms/types';

/** A campus's emergency banner message, shown while its status is on. */
export type EmergencyBroadcast = CmsRecord<'api::emergency-broadcast.emergency-broadcast'>;
