import { Plural, Trans } from '@lingui/react/macro';
import type { TileSetting } from '@portal/contract';
import { Link } from '@/components/ui/link.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import '@/components/ui/tile-columns.css';
import './tile-grid.css';

function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

/** Tile settings may name an icon ('calendar') rather than point at an image file. */
function imageOf(tile: TileSetting): string | null {
  const source = tile.image || tile.icon;
  return source && /^(\/|https?:|data:image\/)/.test(source) ? source : null;
}

/**
 * The tile's image, or the icon it names (tile-grid.css draws each from public/icons, and a
 * generic one for a name it does not know); a broken image is hidden. Decorative: the tile's
 * title names the tile.
 */
function TileImage({ tile }: { tile: TileSetting }) {
  const source = imageOf(tile);
  if (!source) {
    return (
      <span className="tile__icon" data-icon={tile.icon} aria-hidden="true">
        <span className="mask-icon" />
      </span>
    );
  }
  return (
    <img
      className="tile__image"
      src={source}
      alt=""
      loading="lazy"
      onError={(event) => {
        event.currentTarget.hidden = true;
      }}
    />
  );
}

/** A count shown on a tile: unread notices, read out as 'N unread', or forms still to answer, as 'N to do'. */
export type TileBadge = { count: number; of: 'unread' | 'to-do' };

type TileGridProps = {
  tiles: readonly TileSetting[];
  /** The count on the tile with this url. */
  badges?: Readonly<Record<string, TileBadge>>;
};

/** The school's tiles (settings.tile_settings): each opens its url. */
export function TileGrid({ tiles, badges = {} }: TileGridProps) {
  if (tiles.length === 0) return <EmptyState />;
  return (
    <ul className="tile-columns tile-columns--four-from-lg">
      {tiles.map((tile) => {
        const badge = badges[tile.url];
        const count = badge?.count;
        const content = (
          <>
            <TileImage tile={tile} />
            <span className="tile__title">{tile.title}</span>
            {count ? (
              <>
                {' '}
                <span className="tile__badge">
                  <span aria-hidden="true">{count}</span>
                  <span className="visually-hidden">
                    {badge.of === 'unread' ? (
                      <Plural value={count} one="# unread" other="# unread" />
                    ) : (
                      <Plural value={count} one="# to do" other="# to do" />
                    )}
                  </span>
                </span>
              </>
            ) : null}
          </>
        );
        return (
          <li key={`${tile.url}-${tile.title}`} className="tile-grid__item">
            {isExternal(tile.url) ? (
              <a className="tile" href={tile.url} target="_blank" rel="noopener noreferrer">
                {content}
                <span className="visually-hidden">
                  {' '}
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            ) : (
              <Link className="tile" to={tile.url}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
