import { Trans, useLingui } from '@lingui/react/macro';
import { excerptForDisplay, featuredImageUseOf, readerPaths, textOfHtml, type PostRecord } from '@portal/contract';
import type { ReactNode } from 'react';
import { textsShown, useOriginalsShown, usePageLanguage } from '@/components/content-translation/texts-shown.ts';
import { TranslationNote } from '@/components/content-translation/translation-note.tsx';
import { Card, CardList } from '@/components/ui/card.tsx';
import { DateDisplay } from '@/components/ui/date-display.tsx';
import { useLinkNavigation } from '@/lib/use-link-navigation.ts';
import { FeaturedImage } from './featured-image.tsx';

/** What the screen composing the list adds: read marks and per-item actions (the star). */
export type PostMarks = {
  /** Ids of the posts read; undefined while unknown (then nothing shows as unread). */
  readIds?: ReadonlySet<string> | undefined;
  onMarkRead?: (postUid: string) => void;
  renderActions?: (post: PostRecord) => ReactNode;
};

type PostCardsProps = PostMarks & {
  posts: readonly PostRecord[];
  /** 2 directly under the screen title, 3 inside a titled section. */
  headingLevel?: 2 | 3;
  /** Two or three cards a row on wider screens (the Connections issue), rather than one. */
  grid?: boolean;
};

/** From this many cards, those off screen skip layout and paint until scrolled near (cards.css). */
const LONG_LIST = 100;

/** A newsletter opens as a Connections article, every other post as a notice. */
function detailHref(post: PostRecord): string {
  return (post.type === 'newsletter' ? readerPaths.connectionDetails : readerPaths.noticeDetails).href({ id: post.postUid });
}

/** Read marks show only where they are kept (notices): a Connections article is neither. */
const readState = (readIds: ReadonlySet<string> | undefined, unread: boolean) =>
  readIds === undefined ? '' : unread ? ' card--unread' : ' card--read';

/**
 * A list of posts as cards, each with its featured image (a newsletter's hero on top, a notice's
 * thumbnail beside its title: cards.css): unread ones are marked in words, not only by colour.
 * Texts not in the reader's language say so (components/content-translation).
 */
export function PostCards({ posts, readIds, onMarkRead, renderActions, headingLevel = 2, grid = false }: PostCardsProps) {
  const { t } = useLingui();
  const navigateOnClick = useLinkNavigation();
  const page = usePageLanguage();
  const originals = useOriginalsShown();
  return (
    // The links' clicks (Enter on a link included) bubble to the list: see useLinkNavigation.
    <CardList grid={grid} className={posts.length >= LONG_LIST ? 'card-list--long' : undefined} onClick={navigateOnClick}>
      {posts.map((listed) => {
        const { record: post, attributes, kind, showingOriginal } = textsShown(listed, page, originals.isShown(listed.postUid));
        const { title } = post;
        const unread = readIds !== undefined && !readIds.has(post.postUid);
        const titleId = `post-${post.postUid}`;
        const image = post.featured_img_url ? ` card--${featuredImageUseOf(post.type)}` : '';
        return (
          <Card
            key={post.postUid}
            className={`post-card${readState(readIds, unread)}${image}`}
            titleId={titleId}
            headingLevel={headingLevel}
            title={
              <a href={detailHref(post)} {...attributes}>
                {title}
              </a>
            }
            image={<FeaturedImage post={post} className="card__image" attributes={attributes} inList />}
            actions={renderActions?.(post)}
            meta={
              <>
                {unread ? (
                  <span className="badge badge--unread">
                    <Trans>Unread</Trans>
                  </span>
                ) : null}
                {post.postcategory_categoryname ? <span className="badge">{post.postcategory_categoryname}</span> : null}
                <DateDisplay value={post.publish_start} />
              </>
            }
          >
            {post.excerpt ? (
              <p className="card__body" {...attributes}>
                {excerptForDisplay(post.excerpt, textOfHtml(post.content_html))}
              </p>
            ) : null}
            <TranslationNote
              kind={kind}
              showingOriginal={showingOriginal}
              onToggleOriginal={() => originals.toggle(post.postUid)}
              describedBy={titleId}
            />
            {unread && onMarkRead ? (
              <button type="button" className="link-button" aria-label={t`Mark as read: ${title}`} onClick={() => onMarkRead(post.postUid)}>
                <Trans>Mark as read</Trans>
              </button>
            ) : null}
          </Card>
        );
      })}
    </CardList>
  );
}
