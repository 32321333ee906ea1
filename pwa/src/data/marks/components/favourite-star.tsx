import { useLingui } from '@lingui/react/macro';
import { StarIcon } from '@/components/ui/content-icons.tsx';
import './favourite-star.css';

type FavouriteStarProps = {
  /** What is favourited, for the button's name ('Favourite: <title>'). */
  title: string;
  pressed: boolean;
  onToggle: (next: boolean) => void;
};

/**
 * A toggle button: its pressed state says whether the item is a favourite. The list that
 * shows many stars reads the favourites once and passes `pressed` down, so a long list does
 * not open one IndexedDB subscription per star.
 */
export function FavouriteStar({ title, pressed, onToggle }: FavouriteStarProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={pressed ? 'star-button is-on' : 'star-button'}
      aria-pressed={pressed}
      aria-label={t`Favourite: ${title}`}
      title={pressed ? t`Remove from favourites` : t`Add to favourites`}
      onClick={() => onToggle(!pressed)}
    >
      <StarIcon filled={pressed} />
    </button>
  );
}
