import type { CAPTION_LOCATIONS, ConnectionHeaderRecord } from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';

type CaptionLocation = (typeof CAPTION_LOCATIONS)[number];

export type CmsConnectionHeader = CmsDocument & {
  caption: string | null;
  caption_location: CaptionLocation | null;
  alttext: string | null;
  featured_img_type: string | null;
  featured_img_url: string | null;
  publish_start: string | null;
  publish_end: string | null;
  campus: string | null;
  users_userid: string | null;
  users_username: string | null;
  users_firstname: string | null;
  users_lastname: string | null;
};

export function presentConnectionHeader(header: CmsConnectionHeader): ConnectionHeaderRecord {
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
    users_userid: header.users_userid,
    users_username: header.users_username,
    users_firstname: header.users_firstname,
    users_lastname: header.users_lastname,
  };
}
