/**
 * What an editor hands to the screen it moves to after a save (router state, not the address,
 * so a copied link does not say "saved"): the post, which the Posts list shows first whatever
 * its filter and page, and the message said.
 */
export type SavedPostState = { savedPostUid: string; saved: string };

export const savedPostState = (savedPostUid: string, saved: string): SavedPostState => ({ savedPostUid, saved });

export function savedPostOf(state: unknown): SavedPostState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { savedPostUid, saved } = state as Partial<SavedPostState>;
  return typeof savedPostUid === 'string' && typeof saved === 'string' ? { savedPostUid, saved } : null;
}
