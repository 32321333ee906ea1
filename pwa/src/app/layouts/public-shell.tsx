import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppFrame } from '@/components/layout/app-frame.tsx';
import { rememberedSchoolBrand } from '@/components/layout/school-brand.ts';
import { ScreenBoundary } from '@/components/layout/screen-boundary.tsx';

/**
 * Chrome for the public pages (e-signature, a shared article, the signed-out page): no
 * sign-in, so no settings, user or banner calls; the portal's name and the screen, in the
 * school's look when this device has seen it signed in.
 */
export function PublicShell() {
  const { pathname } = useLocation();
  const [brand] = useState(rememberedSchoolBrand);
  return (
    <AppFrame brand={brand}>
      <ScreenBoundary resetKey={pathname}>
        <Outlet />
      </ScreenBoundary>
    </AppFrame>
  );
}
