import { IMAGE_SIZES, featuredImageUseOf, type PostRecord } from '@portal/contract';
import type { LanguageAttributes } from '@/components/content-translation/texts-shown.ts';

/**
 * A post's featured image: a newsletter's hero or another post's thumbnail. The record carries
 * one URL, of the size its use gives (the upload crops it so), so the width and height keep its
 * place while it loads. Its alt text is the description the editor gave the picture; without one
 * (or a record saved offline before posts had it) it only decorates (empty alt), as the title
 * beside it says what the post is about. In a list it loads as it nears the screen. `attributes`
 * mark a description in another language than the page's, as the post's other texts.
 */
export function FeaturedImage({
  post,
  className,
  attributes,
  inList = false,
}: {
  post: PostRecord;
  className: string;
  attributes?: LanguageAttributes;
  inList?: boolean;
}) {
  if (!post.featured_img_url) return null;
  const { width, height } = IMAGE_SIZES[featuredImageUseOf(post.type)];
  return (
    <img
      className={className}
      src={post.featured_img_url}
      alt={post.featured_img_alt ?? ''}
      {...(post.featured_img_alt ? attributes : undefined)}
      width={width}
      height={height}
      decoding="async"
      loading={inList ? 'lazy' : undefined}
    />
  );
}
