import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { useTabTitle, type PlaceTab } from '../lib/place-tabs.ts';
import { useWideScreen } from '../lib/use-wide-screen.ts';

/** Moving the draggable pages, in edit mode only: by drag and drop, or by the buttons (keyboard). */
export type TabReordering = {
  /** False while an action loads or editing is off (spec 4): nothing moves then. */
  enabled: boolean;
  /** Indexes among the draggable tabs (kind 'page'). */
  onMove: (from: number, to: number) => void;
};

type PageTabsProps = {
  placeName: string;
  tabs: readonly PlaceTab[];
  active: PlaceTab | undefined;
  hrefOf: (tab: PlaceTab) => string;
  reordering?: TabReordering | undefined;
  /** Editors' badges beside a tab's title (hidden, scheduled). */
  badgesOf?: (tab: PlaceTab) => ReactNode;
  /** Under the list: the 'add page' entries in edit mode. */
  after?: ReactNode;
};

/**
 * Spec 2.8: the place's tabs as a vertical list beside the page, or a dropdown above it on
 * narrow screens (below 768 px). Each tab links to its page's address, whose section has the
 * page slug as its anchor.
 */
export function PageTabs({ placeName, tabs, active, hrefOf, reordering, badgesOf, after }: PageTabsProps) {
  const { t } = useLingui();
  const titleOf = useTabTitle();
  const wide = useWideScreen();
  const navigate = useNavigate();
  const selectId = useId();
  const [dragged, setDragged] = useState<number | null>(null);

  if (!wide) {
    return (
      <div className="place-tabs place-tabs--dropdown">
        <label className="field-label" htmlFor={selectId}>
          <Trans>Pages of {placeName}</Trans>
        </label>
        <select
          id={selectId}
          className="text-input"
          value={active?.slug ?? ''}
          onChange={(event) => {
            const tab = tabs.find((candidate) => candidate.slug === event.target.value);
            if (tab) navigate(hrefOf(tab));
          }}
        >
          {tabs.map((tab) => (
            <option key={`${tab.kind}:${tab.slug}`} value={tab.slug}>
              {titleOf(tab)}
            </option>
          ))}
        </select>
        {after}
      </div>
    );
  }

  const draggable = tabs.filter((tab) => tab.kind === 'page');
  const canMove = reordering?.enabled ?? false;

  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index && canMove) reordering?.onMove(dragged, index);
    setDragged(null);
  };

  return (
    <nav className="place-tabs" aria-label={t`Pages of ${placeName}`}>
      <ul className="place-tabs__list">
        {tabs.map((tab) => {
          const index = tab.kind === 'page' ? draggable.indexOf(tab) : -1;
          const movable = reordering !== undefined && index >= 0;
          const title = titleOf(tab);
          return (
            <li
              key={`${tab.kind}:${tab.slug}`}
              className={`place-tabs__item${dragged === index && movable ? ' is-dragged' : ''}`}
              draggable={movable && canMove}
              onDragStart={movable ? () => setDragged(index) : undefined}
              onDragOver={movable ? (event) => canMove && event.preventDefault() : undefined}
              onDrop={movable ? dropOn(index) : undefined}
              onDragEnd={() => setDragged(null)}
            >
              <Link to={hrefOf(tab)} className="place-tabs__link" aria-current={tab === active ? 'page' : undefined}>
                {title}
                {badgesOf?.(tab)}
              </Link>
              {movable ? (
                <span className="place-tabs__move">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t`Move ${title} up`}
                    disabled={!canMove || index === 0}
                    onClick={() => reordering.onMove(index, index - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t`Move ${title} down`}
                    disabled={!canMove || index === draggable.length - 1}
                    onClick={() => reordering.onMove(index, index + 1)}
                  >
                    ↓
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {after}
    </nav>
  );
}
