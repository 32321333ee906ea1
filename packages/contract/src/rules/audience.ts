/** Who reads a post: the reader's kind (from their user type) and their groups. */
export const USER_TYPES = ['student', 'affiliate', 'faculty'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const AUDIENCE_KINDS = ['student', 'carer', 'staff'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

const KIND_OF_TYPE: Record<UserType, AudienceKind> = {
  student: 'student',
  affiliate: 'carer',
  faculty: 'staff',
};

export function audienceKindOf(type: UserType): AudienceKind {
  return KIND_OF_TYPE[type];
}

export type PostAudience = {
  user_types: readonly AudienceKind[];
  group_names: readonly string[];
  for_carer_only: boolean;
};

export type Reader = { kind: AudienceKind; groupNames: readonly string[] };

/**
 * A post with no user types is for every kind; one with groups is only for members of
 * one of them; `for_carer_only` ("exclude students") hides it from students.
 */
export function canRead(reader: Reader, post: PostAudience): boolean {
  if (post.for_carer_only && reader.kind === 'student') return false;
  if (post.user_types.length > 0 && !post.user_types.includes(reader.kind)) return false;
  if (post.group_names.length === 0) return true;
  return post.group_names.some((name) => reader.groupNames.includes(name));
}
