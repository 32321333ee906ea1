import type { PostCategoryRecord } from '@portal/contract';
import type { PostCategory } from '../models/records/post-category.ts';

export function presentPostCategory(category: PostCategory): PostCategoryRecord {
  return {
    postcategoryUid: category.documentId,
    categoryname: category.categoryname,
    categorytype: category.categorytype,
    sort_order: category.sort_order,
    audience_type_id: category.audience_type_id,
    category_background_color: category.category_background_color,
  };
}
