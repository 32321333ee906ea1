import type { Place } from '../models/records/place.ts';
import { definePolicy } from './policy.ts';
import { placePolicy } from './place.ts';

/** What an image upload is decided on: the places of the uploader's campus. */
export type CampusPlaces = { places: readonly Place[] };

/**
 * The editor image upload (admin spec 7, `posts/image`): administrators, and anyone who edits
 * a place of their campus (their pages' rich text takes images too). Others may know the call
 * exists: 403.
 */
export const imagePolicy = definePolicy<CampusPlaces>()({
  upload: {
    refuse: 'forbidden',
    allow: (person, { places }) => person.is_admin || places.some((place) => placePolicy.edit.allow(person, place)),
  },
});
