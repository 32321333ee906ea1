/** Admin spec 1 and 3: the four kinds of post. */
export const POST_TYPES = ['newsletter', 'notice', 'principal', 'dailyemail'] as const;

/**
 * Admin spec 3: a newsletter's featured image is its hero (450×320); every other post, made in
 * the notice editor, has a thumbnail (150×110). The image's size follows from it (IMAGE_SIZES).
 */
export function featuredImageUseOf(type: (typeof POST_TYPES)[number]): 'hero' | 'thumbnail' {
  return type === 'newsletter' ? 'hero' : 'thumbnail';
}
