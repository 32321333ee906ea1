import { editorsText, placeFormSchema, type PlaceRecord } from '@portal/contract';
import { formErrors } from '@/features/admin/lib/form-errors.ts';

/** What the Place editor holds while a person edits it: every field as typed. */
export type PlaceEditorForm = {
  /** The course id, typed: numbers only (admin spec 5). */
  place_id: string;
  place: string;
  description: string;
  intended_audience: string;
  /** Usernames separated by commas, without spaces (admin spec 2 and 5). */
  editors: string;
  /** A klaUid, or '' for none. */
  klaUid: string;
  group_ids: string[];
};

export type PlaceFormErrors = Partial<Record<keyof PlaceEditorForm, string>>;

export function emptyPlaceForm(): PlaceEditorForm {
  return { place_id: '', place: '', description: '', intended_audience: '', editors: '', klaUid: '', group_ids: [] };
}

export function placeFormOf(place: PlaceRecord): PlaceEditorForm {
  return {
    place_id: place.place_id === null ? '' : String(place.place_id),
    place: place.place,
    description: place.description,
    intended_audience: place.intended_audience,
    editors: editorsText(place.editors),
    klaUid: place.klaUid ?? '',
    group_ids: place.group_list.groups.map((group) => group.groupUid),
  };
}

/** The contract's rules of a place: the BFF answers the same messages for the same mistakes. */
export function placeFormErrors(form: PlaceEditorForm): PlaceFormErrors {
  return formErrors(placeFormSchema, form);
}
