import { adminPaths } from '@portal/contract';

/** /admin with the Places tab open: where the place and page editors go back to. */
export const PLACES_TAB_HREF = `${adminPaths.home.href()}?tab=places`;
