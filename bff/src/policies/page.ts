import { isPageVisible } from '@portal/contract';
import type { Page } from '../models/records/page.ts';
import type { Place } from '../models/records/place.ts';
import { definePolicy } from './policy.ts';
import { placePolicy } from './place.ts';

/** A page as its rules read it: the page and the place it is in, whose rights it follows. */
export type PageInPlace = { page: Page; place: Place };

/**
 * Pages (reader spec 2.8 and 4). A page is read by whoever reads its place, while it shows:
 * deleted pages never; hidden pages and those outside their publish period only to those who
 * edit the place. Any refusal answers as a page that does not exist. Writing a page is editing
 * its place (placePolicy's `edit`).
 */
export const pagePolicy = definePolicy<PageInPlace>()({
  read: {
    refuse: 'not-found',
    allow: (person, { page, place }, facts) =>
      placePolicy.read.allow(person, place) && isPageVisible(page, { isEditor: placePolicy.edit.allow(person, place), now: facts.now }),
  },
});
