import { z } from 'zod';
import { IMAGE_USES } from '../rules/images.ts';

/** Spec 7: a JSON body carrying the image as base64, with or without its data: URL prefix. */
export const imageUploadBody = z.strictObject({
  base64ImageUrl: z.string().min(1, 'Please choose an image to upload.'),
  use: z.enum(IMAGE_USES).default('content'),
});
export type ImageUploadBody = z.input<typeof imageUploadBody>;

/** Spec 7: the stored image's URL, read from records.url. */
export const uploadedImageRecord = z.strictObject({ url: z.string().min(1) });
export type UploadedImageRecord = z.infer<typeof uploadedImageRecord>;
