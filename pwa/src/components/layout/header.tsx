import { readerPaths } from '@portal/contract';
import { Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { ArrowLeftIcon, CloseIcon, FilterIcon } from '@/components/ui/icons.tsx';
import { Loading } from '@/components/ui/loading.tsx';
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

type HeaderProps = {
  /** settings.banner_images.ribbon_logo; null shows a text mark instead. */
  logoUrl: string | null | undefined;
  /** settings.banner_images.background_image: shown across the brand row instead of the title. */
  backgroundUrl?: string | null | undefined;
  /** The portal's title, shown beside the logo (or read out only, over a background image). */
  title: string;
  /** Optional bar heading (spec 2.4: "an optional heading with an icon"). */
  heading?: string | undefined;
  headingIcon?: HeadingIcon | undefined;
  /** Content of the side menu; when given, the bar shows the filter toggle. */
  filterMenu?: ReactNode;
};

/** Initials for the text mark ("School Portal" -> "SP"). */
function initials(title: string): string {
  const letters = title
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.slice(0, 3).join('') || 'SP';
}

/** react-router keeps its own index in history.state; 0 means this is the first entry. */
function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0;
}

/**
 * Spec 2.4 header: ribbon logo linking home, the school's background image or else the title,
 * a bar with a back arrow, an optional filter toggle opening a side menu, an optional heading
 * with its icon. It becomes fixed once the page has scrolled past its own height; a spacer of
 * that height keeps the content from jumping.
 */
export function Header({ logoUrl, backgroundUrl, title, heading, headingIcon, filterMenu }: HeaderProps) {
  const navigate = useNavigate();
  const headerRef = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  const [fixed, setFixed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  const [backgroundFailed, setBackgroundFailed] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const element = headerRef.current;
    if (!element || fixed) return;
    setHeight(element.offsetHeight);
  }, [fixed, heading, logoUrl]);

  useEffect(() => {
    const onScroll = () => setFixed(height > 0 && window.scrollY > height);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [height]);

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

  const showLogo = Boolean(logoUrl) && !logoFailed;
  const showBackground = Boolean(backgroundUrl) && !backgroundFailed;

  return (
    <>
      {fixed ? <div className="site-header__spacer" style={{ height }} aria-hidden="true" /> : null}
      <header ref={headerRef} className={fixed ? 'site-header is-fixed' : 'site-header'}>
        <div className="site-header__band">
          {/* Decorative: the home link still says the title. Laid over the band's own box, so
              it moves nothing when it arrives; a broken one gives the title back. */}
          {showBackground ? (
            <img
              className="site-header__background"
              src={backgroundUrl ?? undefined}
              alt=""
              onError={() => setBackgroundFailed(true)}
            />
          ) : null}
          <div className="site-header__brand">
            <Link to={readerPaths.home.href()} className="site-header__home" aria-label={`${title} home`}>
              {showLogo ? (
                <img
                  className="site-header__logo"
                  src={logoUrl ?? undefined}
                  alt=""
                  onError={() => setLogoFailed(true)}
                />
              ) : (
                <span className="site-header__mark" aria-hidden="true">
                  {initials(title)}
                </span>
              )}
              <span className={showBackground ? 'visually-hidden' : 'site-header__title'}>{title}</span>
            </Link>
          </div>
        </div>
        <div className="site-header__bar">
          <button type="button" className="icon-button" onClick={goBack} aria-label="Back">
            <ArrowLeftIcon />
          </button>
          {heading ? (
            <p className="site-header__heading">
              {headingIcon ? (
                <span
                  className={`heading-icon heading-icon--${headingIcon}`}
                  style={{ '--heading-icon': `url('/icons/heading/${headingIcon}.svg')` } as CSSProperties}
                  aria-hidden="true"
                />
              ) : null}
              <span>{heading}</span>
            </p>
          ) : (
            <span className="site-header__heading" />
          )}
          {filterMenu ? (
            <button
              ref={toggleRef}
              type="button"
              className="icon-button"
              aria-label="Filter by category"
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
          <aside id={menuId} className="side-menu" aria-label="Post categories" hidden={!menuOpen}>
            <div className="side-menu__top">
              <h2 className="side-menu__title">Categories</h2>
              <button ref={closeRef} type="button" className="icon-button" onClick={closeMenu} aria-label="Close categories">
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
