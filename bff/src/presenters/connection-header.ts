import type { ConnectionHeaderRecord } from '@portal/contract';
import type { ConnectionHeader } from '../models/records/connection-header.ts';
import { presentCreator } from './creator.ts';

export function presentConnectionHeader(header: ConnectionHeader): ConnectionHeaderRecord {
  return {
    connectionheaderUid: header.documentId,
    caption: header.caption ?? '',
    caption_location: header.caption_location ?? 'no_caption',
    alttext: header.alttext ?? '',
    featured_img_url: header.featured_img_url,
    featured_img_type: header.featured_img_type ?? 'jpeg',
    publish_start: header.publish_start,
    publish_end: header.publish_end,
    created_at: header.createdAt,
    updated_at: header.updatedAt,
    ...presentCreator(header),
  };
}
