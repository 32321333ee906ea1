import type { Context, Next } from 'koa';
import { audienceKindOf, canReadPlace, isPlaceEditor, isPageVisible } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import { forbidden } from '../errors.ts';
import { noteStale } from '../read-cache/read-cache.ts';
import type { SharedReads } from '../read-cache/shared-reads.ts';
import { editorsOf, groupNamesOf, type CmsPage, type CmsPlace, type Names } from '../presenters/place.ts';

/**
 * Who edits a place's pages: a person listed among its editors, matched within the place's
 * campus (username and campus: a namesake at another campus edits nothing), or an
 * administrator of that campus (the admin's Places tab). Decided here for every write.
 */
export function canEditPlace(user: PortalUser, place: CmsPlace): boolean {
  if (place.campus !== user.campus) return false;
  return user.is_admin || isPlaceEditor(user, { campus: place.campus, editors: editorsOf(place) });
}

/** Who reads a place: its campus's staff, its editors and admins, and members of its groups (every reader when it has none). */
export function canReadPlaceAs(user: PortalUser, place: CmsPlace, names: Names): boolean {
  if (user.is_admin && place.campus === user.campus) return true;
  const reader = { username: user.username, campus: user.campus, kind: audienceKindOf(user.type), groupNames: (user.groups ?? []).map((group) => group.groupname) };
  return canReadPlace(reader, { campus: place.campus, editors: editorsOf(place), group_names: groupNamesOf(place, names) });
}

/** Whether a page shows to this person: deleted pages never; hidden ones and those outside their period only to the place's editors. */
export function canSeePage(page: CmsPage, canEdit: boolean, now: Date): boolean {
  return isPageVisible(page, { isEditor: canEdit, now });
}

/**
 * Route guard of the editor image upload: administrators and anyone who edits a place of
 * their campus (their pages' rich text has images too).
 */
export function requireContentEditor(shared: SharedReads) {
  return async function requireContentEditorMiddleware(ctx: Context, next: Next) {
    const user = ctx.state.user as PortalUser;
    if (!user.is_admin) {
      const places = noteStale(ctx, await shared.placeReads.places(user.campus)).data;
      if (!places.some((place) => canEditPlace(user, place))) throw forbidden();
    }
    await next();
  };
}
