import type { MouseEventHandler, ReactNode } from 'react';

type CardListProps = {
  children: ReactNode;
  /** Two or three cards a row on wider screens, rather than one. */
  grid?: boolean;
  className?: string;
  /** A list's click handler (one for all its links, see useLinkNavigation). */
  onClick?: MouseEventHandler<HTMLUListElement>;
};

/** The list every card sits in (cards.css). */
export function CardList({ children, grid = false, className, onClick }: CardListProps) {
  return (
    <ul className={`card-list${grid ? ' card-list--grid' : ''}${className ? ` ${className}` : ''}`} onClick={onClick}>
      {children}
    </ul>
  );
}

type CardProps = {
  /** The card's heading: words, or a link to what the card opens. Without it the card is a plain item (a broadcast). */
  title?: ReactNode;
  /** The heading's id, which names the card's article for screen readers. */
  titleId?: string;
  headingLevel?: 2 | 3 | 4;
  /** A picture (a newsletter's hero, a notice's thumbnail) placed by the card's modifier class. */
  image?: ReactNode;
  /** Buttons of the card itself (a star), beside the heading. */
  actions?: ReactNode;
  /** The small line under the heading: badges, a date, a place. */
  meta?: ReactNode;
  /** Said before the heading in the meta line's place (a status badge above a request's name). */
  metaFirst?: boolean;
  children?: ReactNode;
  /** Modifiers: card--alert, card--hero, card--thumbnail, card--unread, post-card, event-card. */
  className?: string;
};

/**
 * One item of a list as a card: an optional picture, its heading (with the card's actions
 * beside it), a meta line and what the item says. Cards look alike on every screen because
 * they are this one component with modifiers (cards.css), not per-screen markup.
 */
export function Card({ title, titleId, headingLevel = 2, image, actions, meta, metaFirst = false, children, className }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const metaLine = meta ? <p className="card__meta">{meta}</p> : null;
  const body = (
    <>
      {image}
      {metaFirst ? metaLine : null}
      {title !== undefined ? (
        <div className="card__head">
          <Heading className="card__title" id={titleId}>
            {title}
          </Heading>
          {actions ? <div className="card__actions">{actions}</div> : null}
        </div>
      ) : null}
      {metaFirst ? null : metaLine}
      {children}
    </>
  );
  return (
    <li className={`card${className ? ` ${className}` : ''}`}>
      {title !== undefined && titleId ? <article aria-labelledby={titleId}>{body}</article> : body}
    </li>
  );
}
