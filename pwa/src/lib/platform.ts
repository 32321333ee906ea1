/**
 * iOS Safari has no install prompt (no beforeinstallprompt): people add the app through the
 * Share sheet, so they need telling. Chrome, Firefox and Edge on iOS use WebKit too but
 * cannot add to the home screen on older versions, so only Safari gets the tip.
 */
export function isIosSafari(userAgent: string = navigator.userAgent, maxTouchPoints = navigator.maxTouchPoints): boolean {
  const iPhoneOrIPad = /iPhone|iPad|iPod/i.test(userAgent);
  // iPadOS 13+ reports itself as a Mac; touch points give it away.
  const iPadAsMac = /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
  if (!iPhoneOrIPad && !iPadAsMac) return false;
  const safari = /Safari/i.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA|FBAN|FBAV|Instagram/i.test(userAgent);
  return safari;
}

/** Running from the home screen (installed), not in a browser tab. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const displayStandalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return iosStandalone || displayStandalone;
}
