import { Trans } from '@lingui/react/macro';
import type { PostRecord } from '@portal/contract';
import { PostCards, type PostMarks } from '@/data/posts/components/post-cards.tsx';

/**
 * The principal's messages, under their own heading on the notices screen. The section
 * appears only when there is at least one: an empty heading would only be noise.
 */
export function PrincipalMessages({ posts, ...marks }: PostMarks & { posts: readonly PostRecord[] }) {
  if (posts.length === 0) return null;
  return (
    <section className="post-section" aria-labelledby="principal-messages-title">
      <h2 className="section-title" id="principal-messages-title">
        <Trans>Principal messages</Trans>
      </h2>
      <PostCards posts={posts} headingLevel={3} {...marks} />
    </section>
  );
}
