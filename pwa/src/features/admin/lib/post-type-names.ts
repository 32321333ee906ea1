import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PostType } from '@portal/contract';

/** A post type as the Posts list and its filter name it: in English, the type itself (admin spec 2). */
export const POST_TYPE_NAMES: Record<PostType, MessageDescriptor> = {
  newsletter: msg({ message: 'newsletter', comment: 'A post type, in the Posts list and its filter' }),
  notice: msg({ message: 'notice', comment: 'A post type, in the Posts list and its filter' }),
  principal: msg({ message: 'principal', comment: "A post type (the principal's message), in the Posts list and its filter" }),
  dailyemail: msg({ message: 'dailyemail', comment: 'A post type (the daily email), in the Posts list and its filter' }),
};
