import type { UserType } from './audience.ts';

/**
 * Whether a person's dashboard shows a tile (settings' `tile_settings`): a tile names the user
 * types it is for, or none for everyone; administrators see every tile. Kept apart from the
 * settings schema so the dashboard, in the first bundle, does not load zod's schemas with it.
 */
export function isTileFor(tile: { roles?: readonly UserType[] }, person: { type: UserType; is_admin: boolean }): boolean {
  return person.is_admin || tile.roles === undefined || tile.roles.includes(person.type);
}
