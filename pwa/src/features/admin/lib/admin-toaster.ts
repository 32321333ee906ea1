import { OverlayToaster, Position, type ToastProps, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | undefined;

/**
 * One toaster for the admin area, made on its first message: a notice outlives the screen
 * that raised it (a save that returns to /admin still says it saved).
 */
export function showAdminToast(toast: ToastProps): void {
  toaster ??= OverlayToaster.create({ position: Position.TOP });
  toaster
    .then((shown) => shown.show(toast))
    .catch((error: unknown) => console.warn('Admin message not shown', toast.message, error));
}

/**
 * Closes every admin notice now. Screen tests call it as a file ends: a notice's closing
 * animation runs on timers of its own React root, which would otherwise fire after the test
 * environment is gone.
 */
export async function dismissAdminToasts(): Promise<void> {
  if (toaster) (await toaster).clear();
}
