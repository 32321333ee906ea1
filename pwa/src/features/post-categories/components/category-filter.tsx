import { useLingui } from '@lingui/react/macro';
import { EyeIcon, EyeOffIcon } from '@/components/ui/content-icons.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { useHiddenCategories } from '@/lib/hidden-categories.ts';
import { usePostCategories } from '../api/get-post-categories.ts';
import { categoriesByName } from '../lib/categories-by-name.ts';
import './category-filter.css';

/**
 * The header's side menu (spec 2.4): every post category with a show/hide eye, a name once
 * (categoriesByName). The choice is remembered on this device; lists of posts read it through
 * lib/hidden-categories.
 */
export function CategoryFilter() {
  const { t } = useLingui();
  const { data, isPending, error, refetch } = usePostCategories();
  const { hidden, setShown } = useHiddenCategories();

  if (isPending) return <Loading />;
  // Categories already shown stay when a later refresh fails.
  if (!data) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState />;

  return (
    <ul className="category-filter">
      {categoriesByName(data).map((category) => {
        const isHidden = category.postcategoryUids.every((id) => hidden.has(id));
        // The category's name is the school's, as written in the CMS.
        const { name } = category;
        return (
          <li key={category.postcategoryUids[0]} className="category-filter__item">
            <span className="category-filter__swatch" style={category.colour ? { backgroundColor: category.colour } : undefined} aria-hidden="true" />
            <span className={isHidden ? 'category-filter__name is-hidden' : 'category-filter__name'}>{category.name}</span>
            <button
              type="button"
              className="icon-button"
              aria-pressed={!isHidden}
              aria-label={t`Show ${name}`}
              onClick={() => setShown(category.postcategoryUids, isHidden)}
            >
              {isHidden ? <EyeOffIcon /> : <EyeIcon />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
