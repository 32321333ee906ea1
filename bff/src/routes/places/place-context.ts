import type { Context } from 'koa';
import type { ContentRuleOptions } from '@portal/contract';
import type { BffConfig } from '../../config.ts';
import { notFound } from '../../errors.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import type { SharedReads } from '../../read-cache/shared-reads.ts';
import { canEditPlace, canReadPlaceAs } from '../../policies/place.ts';
import type { CmsPlace, Names } from '../../presenters/place.ts';
import type { SignedInState } from '../deps.ts';

/** The names presenters look up by id, from the cached lists (small: a school's learning areas, groups, page types). */
export async function namesFor(ctx: Context, shared: SharedReads): Promise<Names> {
  const [klas, groups, pageTypes] = await Promise.all([shared.placeReads.keyLearningAreas(), shared.groups(), shared.placeReads.pageTypes()]);
  return {
    klas: new Map(noteStale(ctx, klas).data.map((kla) => [kla.documentId, kla.key_learning_area])),
    groups: new Map(noteStale(ctx, groups).data.map((group) => [group.documentId, group.groupname])),
    pageTypes: new Map(noteStale(ctx, pageTypes).data.map((type) => [type.documentId, type.pageType])),
  };
}

/** The places of the person's campus, as cached. */
export async function campusPlaces(ctx: Context, shared: SharedReads): Promise<CmsPlace[]> {
  return noteStale(ctx, await shared.placeReads.places((ctx.state as SignedInState).campus)).data;
}

export type PlaceAccess = { place: CmsPlace; canEdit: boolean; names: Names };

/**
 * A place of the person's campus that they may read, with whether they edit it, or 404: a
 * place of another campus, or one kept from them by its groups, answers as one that does not
 * exist.
 */
export async function readablePlace(ctx: Context, shared: SharedReads, placeId: string): Promise<PlaceAccess> {
  const user = (ctx.state as SignedInState).user;
  const [places, names] = await Promise.all([campusPlaces(ctx, shared), namesFor(ctx, shared)]);
  const place = places.find((candidate) => candidate.documentId === placeId);
  if (!place || !canReadPlaceAs(user, place, names)) throw notFound();
  return { place, canEdit: canEditPlace(user, place), names };
}

/** Admin spec 5's content rules for this portal: its own hosts keep links in the same tab, the media host's images are ours. */
export function contentOptionsOf(config: BffConfig): ContentRuleOptions {
  return {
    internalHosts: Object.values(config.campuses).flatMap((campus) => campus.hosts),
    mediaHosts: config.mediaOrigin ? [new URL(config.mediaOrigin).hostname] : [],
  };
}
