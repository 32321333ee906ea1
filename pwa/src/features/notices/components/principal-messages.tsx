import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { useHiddenCategories } from '@/lib/hidden-categories.ts';
import { usePosts } from '@/data/posts/api/get-posts.ts';
import { withoutHidden } from '../lib/without-hidden.ts';
import { PostCards, type PostMarks } from './post-cards.tsx';

/**
 * The principal's messages, under their own heading on the notices screen. The section
 * appears only when there is at least one: an empty heading would only be noise.
 */
export function PrincipalMessages(marks: PostMarks) {
  const messages = usePosts('principal');
  const { hidden } = useHiddenCategories();

  if (messages.status !== 'ready' || !messages.data) return null;
  const visible = withoutHidden(messages.data, hidden);
  if (visible.length === 0) return null;

  return (
    <section className="post-section" aria-labelledby="principal-messages-title">
      <h2 className="section-title" id="principal-messages-title">
        Principal messages
      </h2>
      <PostCards posts={visible} headingLevel={3} {...marks} />
      <LastUpdated at={messages.updatedAt} stale={messages.stale} />
    </section>
  );
}
