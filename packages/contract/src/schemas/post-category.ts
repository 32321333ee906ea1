import { z } from 'zod';

export const postCategoryRecord = z.strictObject({
  postcategoryUid: z.string(),
  categoryname: z.string(),
  categorytype: z.string().nullable(),
  sort_order: z.number().nullable(),
  audience_type_id: z.string().nullable(),
  category_background_color: z.string().nullable(),
});
export type PostCategoryRecord = z.infer<typeof postCategoryRecord>;

export const postCategoriesQuery = z.strictObject({ category_type: z.string().max(60).optional() });
