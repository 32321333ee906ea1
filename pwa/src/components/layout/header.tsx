import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { readerPaths } from '@portal/contract';
import { Suspense, useCallback, useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { ArrowLeftIcon, CloseIcon, FilterIcon } from '@/components/ui/icons.tsx';
import { Loading } from '@/components/ui/loading.tsx';
import type { BackTarget } from './back-target.ts';
import { BrandRow, type BrandRowProps } from './brand-row.tsx';
import './header.css';

/**
 * The icons a bar heading may carry: each is `public/icons/heading/<name>.svg`, drawn as a CSS
 * mask (header.css) rather than as SVG in the script, since the reader's JavaScript for `/` is
 * held to a budget and names cost a few bytes.
 */
export type HeadingIcon =
  | 'newspaper'
  | 'megaphone'
  | 'calendar'
  | 'clipboard'
  | 'dollar'
  | 'alert'
  | 'info'
  | 'people'
  | 'flag'
  | 'chat'
  | 'chart';

type HeaderProps = BrandRowProps & {
  /** Optional bar heading (spec 2.4: "an optional heading with an icon"). */
  heading?: MessageDescriptor | undefined;
  headingIcon?: HeadingIcon | undefined;
  /** Content of the side menu; when given, the bar shows the filter toggle. */
  filterMenu?: ReactNode;
  /** Where the back arrow goes on this screen; otherwise to the previous screen. */
  back?: BackTarget | null;
};

/** react-router keeps its own index in history.state; 0 means this is the first entry. */
function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

/**
 * Spec 2.4 header: the brand row (brand-row.tsx), then a bar with one back arrow, an optional
 * heading with its icon and an optional filter toggle opening a side menu. The shell places it
 * in the sticky top of the chrome (app-frame.css): the brand row scrolls away, the bar stays.
 */
export function Header({ logoUrl, backgroundUrl, heading, headingIcon, filterMenu, back }: HeaderProps) {
  const { t, i18n } = useLingui();
  const backLabel = t`Back`;
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, closeMenu]);

  const goBack = () => {
    if (hasInAppHistory()) navigate(-1);
    else navigate(readerPaths.home.href());
  };

  return (
    <>
      <header className="site-header">
        <BrandRow logoUrl={logoUrl} backgroundUrl={backgroundUrl} linksHome />
        <div className="site-header__bar">
          {back && 'href' in back ? (
            <Link to={back.href} className="icon-button" aria-label={backLabel}>
              <ArrowLeftIcon />
            </Link>
          ) : (
            <button type="button" className="icon-button" onClick={back ? back.onBack : goBack} aria-label={back ? back.label : backLabel}>
              <ArrowLeftIcon />
            </button>
          )}
          {heading ? (
            <p className="site-header__heading">
              {headingIcon ? (
                <span
                  className={`heading-icon mask-icon heading-icon--${headingIcon}`}
                  style={{ '--mask-icon': `url('/icons/heading/${headingIcon}.svg')` } as CSSProperties}
                  aria-hidden="true"
                />
              ) : null}
              <span>{i18n._(heading)}</span>
            </p>
          ) : (
            <span className="site-header__heading" />
          )}
          {filterMenu ? (
            <button
              ref={toggleRef}
              type="button"
              className="icon-button"
              aria-label={t`Filter by category`}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => (menuOpen ? closeMenu() : setMenuOpen(true))}
            >
              <FilterIcon />
            </button>
          ) : null}
        </div>
      </header>
      {filterMenu ? (
        <>
          {menuOpen ? <div className="side-menu__backdrop" onClick={closeMenu} aria-hidden="true" /> : null}
          <aside id={menuId} className="side-menu" aria-label={t`Post categories`} hidden={!menuOpen}>
            <div className="side-menu__top">
              <h2 className="side-menu__title">
                <Trans>Categories</Trans>
              </h2>
              <button ref={closeRef} type="button" className="icon-button" onClick={closeMenu} aria-label={t`Close categories`}>
                <CloseIcon />
              </button>
            </div>
            {/* The menu's content (and its category call) exists only while it is open. */}
            {menuOpen ? <Suspense fallback={<Loading />}>{filterMenu}</Suspense> : null}
          </aside>
        </>
      ) : null}
    </>
  );
}
