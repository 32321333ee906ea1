import { z } from 'zod';
import { PLACE_ADMIN_MESSAGES as M } from '../admin-messages.ts';
import { parseEditors } from '../rules/places.ts';
import { slugFromTitle } from '../rules/slug.ts';
import { uidSchema } from './common.ts';

// Admin only (the Place editor): apart from the record schema so that the reader bundle leaves it out.

/**
 * Admin spec 2 "Place editor" and 5 "Place": the form's fields and the write body. place_id
 * may come as the form's text or as a number; editors as the form's comma-separated text or
 * as a list. The slug is derived from the place name; the campus and creator come from the token.
 */
const placeFields = z.strictObject({
  place_id: z.union([z.number(), z.string().trim().max(10, M.placeId)]).nullable().optional(),
  place: z.string().trim().max(200),
  description: z.string().trim().max(5000),
  intended_audience: z.string().trim().max(300),
  editors: z.union([z.string().max(2000), z.array(z.string().max(100)).max(200)]),
  /** The key learning area (klaUid) or none; a place with one is flagged as a key learning area. */
  klaUid: z.union([uidSchema, z.literal('')]).nullable().optional(),
  /** Audience groups by groupUid; none: every reader of the campus. */
  group_ids: z.array(uidSchema).max(500).optional().default([]),
});
type PlaceFields = z.output<typeof placeFields>;

function placeRules(place: PlaceFields, ctx: z.core.$RefinementCtx<PlaceFields>) {
  const issue = (path: keyof PlaceFields, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const id = place.place_id;
  if (id !== null && id !== undefined && id !== '' && !(typeof id === 'number' ? Number.isInteger(id) && id >= 0 : /^\d{1,9}$/.test(id))) issue('place_id', M.placeId);
  if (place.place === '') issue('place', M.place);
  else if (slugFromTitle(place.place) === '') issue('place', M.slug);
  if (place.description === '') issue('description', M.description);
  if (place.intended_audience === '') issue('intended_audience', M.intendedAudience);
  const editors = typeof place.editors === 'string' ? place.editors : place.editors.join(',');
  if (editors.trim() === '') issue('editors', M.editors);
  else if (/\s/.test(editors) || parseEditors(editors).some((name) => !/^[A-Za-z0-9._@-]{1,100}$/.test(name))) issue('editors', M.editorsFormat);
}

function normalisePlace(place: PlaceFields) {
  const id = place.place_id;
  return {
    place_id: id === null || id === undefined || id === '' ? null : Number(id),
    place: place.place,
    slug: slugFromTitle(place.place),
    description: place.description,
    intended_audience: place.intended_audience,
    editors: parseEditors(typeof place.editors === 'string' ? place.editors : place.editors.join(',')),
    klaUid: place.klaUid || null,
    group_ids: [...new Set(place.group_ids)],
  };
}

/** The Place editor's form, every spec message at once. */
export const placeFormSchema = placeFields.superRefine(placeRules);
export type PlaceForm = z.input<typeof placeFormSchema>;

/** POST places and PUT places/{id}: `{ data }`, as stored (slug derived, editors a list). */
export const placeWriteInput = z.object({ data: placeFields.superRefine(placeRules).transform(normalisePlace) });
export type PlaceWrite = z.output<typeof placeWriteInput>['data'];
