/**
 * The school's ribbon logo as every email shows it (issue 27). Gmail, Outlook and most mail
 * readers show no SVG image, and the demo school's logo is one, so an email never points at the
 * logo file itself: it points at the BFF's public route, which answers the campus's configured
 * logo (SVG, PNG or JPEG) drawn as a square PNG of `pngPixels`.
 */
export const EMAIL_LOGO = {
  /** The side of the square the email layout draws the logo in, in CSS pixels. */
  drawnPixels: 48,
  /** The PNG's side: twice what is drawn, so that the logo stays sharp on high-density screens. */
  pngPixels: 96,
  /** The BFF's public route (under /api) answering the PNG of the campus whose host it is asked on. */
  apiPath: '/public/ribbon-logo.png',
} as const;
