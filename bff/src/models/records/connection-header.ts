import type { CmsRecord } from '@portal/cms/types';

/** A Connections (newsletter) header image of a campus, or of every campus when it names none. */
export type ConnectionHeader = CmsRecord<'api::connection-header.connection-header'>;
