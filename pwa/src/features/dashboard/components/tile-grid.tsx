import type { TileSetting } from '@portal/contract';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';

function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url);
}

/** The school's tiles (settings.tile_settings): each opens its url. */
export function TileGrid({ tiles }: { tiles: readonly TileSetting[] }) {
  if (tiles.length === 0) return <EmptyState />;
  return (
    <ul className="tile-grid">
      {tiles.map((tile) => {
        const content = (
          <>
            {tile.image || tile.icon ? <img className="tile__image" src={tile.image ?? tile.icon} alt="" loading="lazy" /> : null}
            <span className="tile__title">{tile.title}</span>
          </>
        );
        return (
          <li key={`${tile.url}-${tile.title}`} className="tile-grid__item">
            {isExternal(tile.url) ? (
              <a className="tile" href={tile.url} target="_blank" rel="noopener noreferrer">
                {content}
                <span className="visually-hidden"> (opens in a new tab)</span>
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
