import { EyeIcon, EyeOffIcon } from '@/components/ui/content-icons.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorMessage } from '@/components/ui/error-message.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import { useHiddenCategories } from '@/lib/hidden-categories.ts';
import { usePostCategories } from '../api/get-post-categories.ts';
import './category-filter.css';

/**
 * The header's side menu (spec 2.4): every post category with a show/hide eye. The choice
 * is remembered on this device; lists of posts read it through lib/hidden-categories.
 */
export function CategoryFilter() {
  const { data, isPending, error, refetch } = usePostCategories();
  const { hidden, toggle } = useHiddenCategories();

  if (isPending) return <Loading />;
  // Categories already shown stay when a later refresh fails.
  if (!data) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState />;

  const categories = [...data].sort(
    (a, b) => (a.sort_order ?? Number.MAX_SAFE_INTEGER) - (b.sort_order ?? Number.MAX_SAFE_INTEGER) || a.categoryname.localeCompare(b.categoryname),
  );

  return (
    <ul className="category-filter">
      {categories.map((category) => {
        const isHidden = hidden.has(category.postcategoryUid);
        return (
          <li key={category.postcategoryUid} className="category-filter__item">
            <span
              className="category-filter__swatch"
              style={category.category_background_color ? { backgroundColor: category.category_background_color } : undefined}
              aria-hidden="true"
            />
            <span className={isHidden ? 'category-filter__name is-hidden' : 'category-filter__name'}>{category.categoryname}</span>
            <button
              type="button"
              className="icon-button"
              aria-pressed={!isHidden}
              aria-label={`Show ${category.categoryname}`}
              onClick={() => toggle(category.postcategoryUid)}
            >
              {isHidden ? <EyeOffIcon /> : <EyeIcon />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
