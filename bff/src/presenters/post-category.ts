import type { PostCategoryRecord } from '@portal/contract';
import type { CmsDocument } from '../cms/cms-client.ts';

export type CmsPostCategory = CmsDocument & {
  categoryname: string;
  categorytype: string | null;
  sort_order: number | null;
  audience_type_id: string | null;
  category_background_color: string | null;
};

export function presentPostCategory(category: CmsPostCategory): PostCategoryRecord {
  return {
    postcategoryUid: category.documentId,
    categoryname: category.categoryname,
    categorytype: category.categorytype,
    sort_order: category.sort_order,
    audience_type_id: category.audience_type_id,
    category_background_color: category.category_background_color,
  };
}
