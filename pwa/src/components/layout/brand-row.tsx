import { useLingui } from '@lingui/react/macro';
import { readerPaths } from '@portal/contract';
import { useState } from 'react';
import { Link } from '@/components/ui/link.tsx';

export type BrandRowProps = {
  /** settings.banner_images.ribbon_logo; null shows a text mark instead. */
  logoUrl: string | null | undefined;
  /** settings.banner_images.background_image: shown across the row instead of the title. */
  backgroundUrl?: string | null | undefined;
  /** Signed in, the logo links home (spec 2.4); elsewhere (before sign-in, signed out) it does not. */
  linksHome?: boolean;
};

/** Initials for the text mark ("School Portal" -> "SP"). */
function initials(title: string): string {
  const letters = title
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.slice(0, 3).join('') || 'SP';
}

/**
 * The header's first row (spec 2.4): the ribbon logo and the title, or the school's background
 * image in place of the title. The images lie over the boxes of the text mark and of the row,
 * so their arrival moves nothing; a broken one gives back the mark or the title.
 */
export function BrandRow({ logoUrl, backgroundUrl, linksHome = false }: BrandRowProps) {
  const { t } = useLingui();
  // The portal's title, shown beside the logo (or read out only, over a background image).
  const title = t`School Portal`;
  const [logoFailed, setLogoFailed] = useState(false);
  const [backgroundFailed, setBackgroundFailed] = useState(false);
  const showLogo = Boolean(logoUrl) && !logoFailed;
  const showBackground = Boolean(backgroundUrl) && !backgroundFailed;
  const content = (
    <>
      {showLogo ? (
        <img className="site-header__logo" src={logoUrl ?? undefined} alt="" onError={() => setLogoFailed(true)} />
      ) : (
        <span className="site-header__mark" aria-hidden="true">
          {initials(title)}
        </span>
      )}
      <span className={showBackground ? 'visually-hidden' : 'site-header__title'}>{title}</span>
    </>
  );
  return (
    <div className="site-header__band">
      {/* Decorative: the home link (or the hidden title) still says the title. */}
      {showBackground ? (
        <img className="site-header__background" src={backgroundUrl ?? undefined} alt="" onError={() => setBackgroundFailed(true)} />
      ) : null}
      <div className="site-header__brand">
        {linksHome ? (
          <Link to={readerPaths.home.href()} className="site-header__home" aria-label={t`${title} home`}>
            {content}
          </Link>
        ) : (
          <span className="site-header__home">{content}</span>
        )}
      </div>
    </div>
  );
}
