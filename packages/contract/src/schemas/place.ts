import { z } from 'zod';
import { booleanFlag, creatorFields, isoDateTime, uidSchema } from './common.ts';

/** Reader spec 3 and admin spec 3 "Place": a content space made of pages. */
export const placeRecord = z.strictObject({
  placeUid: z.string(),
  place: z.string(),
  slug: z.string(),
  /** The course id of the place's units, tasks and classrooms (course_id of those calls). */
  place_id: z.number().int().nullable(),
  description: z.string(),
  intended_audience: z.string(),
  /** Usernames of the place's editors, at the place's campus. */
  editors: z.array(z.string()),
  /** Reader spec 2.8: "flagged as a key learning area" (the fixed pages need it and a place_id). */
  is_key_learning_area: z.boolean(),
  klaUid: z.string().nullable(),
  key_learning_area: z.string().nullable(),
  group_list: z.strictObject({ groups: z.array(z.strictObject({ groupUid: z.string(), groupname: z.string() })) }),
  /** Decided by the BFF for the signed-in person: listed among the editors at the place's campus, or an admin of that campus. */
  can_edit: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  ...creatorFields,
});
export type PlaceRecord = z.infer<typeof placeRecord>;

export const placeIdParam = z.string().regex(/^[a-z0-9]{10,40}$/i, 'Not a valid place id.');

/**
 * GET places (reader spec 7, admin spec 7): the places the signed-in person may read at
 * their campus, sorted by place name. `slug` finds one place (the place page view); `kla`
 * lists the courses of a key learning area; `place` (a placeUid), `title_keyword` (part of
 * the name), `pagetype` (a pagetypeUid) and `navigation` filter the admin's list: the last two
 * keep places that have a page of that type / with that navigation flag.
 */
export const placesQuery = z.strictObject({
  slug: z.string().trim().max(200).optional(),
  kla: uidSchema.optional(),
  place: uidSchema.optional(),
  pagetype: uidSchema.optional(),
  navigation: booleanFlag.optional(),
  title_keyword: z.string().trim().max(200).optional(),
});
export type PlacesQuery = z.infer<typeof placesQuery>;

/** Reader spec 3 "Key learning area": a tile of the course directory. */
export const keyLearningAreaRecord = z.strictObject({
  klaUid: z.string(),
  key_learning_area: z.string(),
  imageUrl: z.string().nullable(),
});
export type KeyLearningAreaRecord = z.infer<typeof keyLearningAreaRecord>;

/** Reader spec 3 "Page type". */
export const pageTypeRecord = z.strictObject({
  pagetypeUid: z.string(),
  pageType: z.string(),
});
export type PageTypeRecord = z.infer<typeof pageTypeRecord>;

/** Reader spec 3 "Course unit": the landing page's cards. */
export const courseUnitRecord = z.strictObject({
  unit_id: z.string(),
  unit_name: z.string(),
  /** YYYY-MM-DD. */
  unit_start_date: z.string().nullable(),
  /** Sanitised rich text, or 'None' (then no text is shown). */
  component_html: z.string().nullable(),
});
export type CourseUnitRecord = z.infer<typeof courseUnitRecord>;

/** Reader spec 3 "Classroom": a card of the Classrooms page, opening alternateLink in a new tab. */
export const classroomRecord = z.strictObject({
  classroom_urlUid: z.string(),
  class_name: z.string(),
  alternateLink: z.string().nullable(),
});
export type ClassroomRecord = z.infer<typeof classroomRecord>;

/** Reader spec 3 "Course task": one row per learning resource (mergeTaskRows makes the table's rows). */
export const courseTaskRecord = z.strictObject({
  TASK: z.string(),
  /** Percent. */
  WEIGHTING: z.number().nullable(),
  MARK_OUT_OF: z.number().int().nullable(),
  /** YYYY-MM-DD. */
  SET_DATE: z.string().nullable(),
  DUE_DATE: z.string().nullable(),
  LEARNING_RESOURCE: z.string().nullable(),
  LEARNING_RESOURCE_URL: z.string().nullable(),
});
export type CourseTaskRecord = z.infer<typeof courseTaskRecord>;

const courseId = z.coerce.number({ error: 'Not a valid course id.' }).int('Not a valid course id.').min(0, 'Not a valid course id.').max(2_147_483_647, 'Not a valid course id.');

/** GET course-units and course-classrooms (reader spec 7): by the place's course id; 404 unless it is a place the person reads. */
export const courseQuery = z.strictObject({ course_id: courseId });
export type CourseQuery = z.infer<typeof courseQuery>;

/** GET course-tasks (reader spec 7): by course id and year (the year select; the current year when not sent). */
export const courseTasksQuery = z.strictObject({
  course_id: courseId,
  selected_year: z.coerce.number({ error: 'Not a valid year.' }).int('Not a valid year.').min(2000, 'Not a valid year.').max(2100, 'Not a valid year.').optional(),
});
export type CourseTasksQuery = z.infer<typeof courseTasksQuery>;
