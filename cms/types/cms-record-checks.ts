/**
 * Compile-time checks of CmsRecord on the generated types (a post, a student goal): the CMS's
 * `npm run typecheck` fails when one of them no longer holds. Nothing here runs.
 */
import type { CmsRecord } from '.';

type Equal<TA, TB> = (<T>() => T extends TA ? 1 : 2) extends <T>() => T extends TB ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type HasKey<TRecord, TKey extends string> = TKey extends keyof TRecord ? true : false;

type Post = CmsRecord<'api::post.post', { postcategory: true; groups: true }, { user_types: ('student' | 'carer' | 'staff')[] }>;
// As a model writes it: `typeof` a populate declared `as const`.
type Goal = CmsRecord<'api::student-goal.student-goal', { readonly student: { readonly fields: readonly ['documentId'] } }>;
type GoalWithPerson = CmsRecord<'api::student-goal.student-goal', { student: { populate: { portal_user: true } } }>;

export type CmsRecordChecks = [
  // Required, with a default, or a timestamp Strapi keeps: never null. Others may be.
  Expect<Equal<Post['title'], string>>,
  Expect<Equal<Post['published'], boolean>>,
  Expect<Equal<Post['createdAt'], string>>,
  Expect<Equal<Post['slug'], string | null>>,
  Expect<Equal<Post['sort_order'], number | null>>,
  Expect<Equal<Post['publishedAt'], string | null>>,
  Expect<Equal<Post['type'], 'newsletter' | 'notice' | 'principal' | 'dailyemail'>>,
  Expect<Equal<Post['user_types'], ('student' | 'carer' | 'staff')[] | null>>,
  // Private attributes are never answered; relations only when populated.
  Expect<Equal<HasKey<Post, 'createdBy'>, false>>,
  Expect<Equal<HasKey<CmsRecord<'api::group.group'>, 'locale'>, false>>,
  // A localized type (posts, calendar events) answers its row's language.
  Expect<Equal<Post['locale'], string | null>>,
  Expect<Equal<HasKey<CmsRecord<'api::post.post'>, 'groups'>, false>>,
  Expect<Equal<Post['groups'][number]['groupname'], string>>,
  Expect<Equal<NonNullable<Post['postcategory']>['categoryname'], string>>,
  Expect<Equal<keyof NonNullable<Goal['student']>, 'id' | 'documentId'>>,
  Expect<Equal<NonNullable<NonNullable<GoalWithPerson['student']>['portal_user']>['username'], string>>,
];

// @ts-expect-error: a shape for an attribute that is not JSON
export type NotJson = CmsRecord<'api::post.post', Record<never, never>, { title: number }>;
