/**
 * `@portal/cms/types`: the CMS's records as the REST Content API answers them, typed from the
 * definitions Strapi generates from the content types' schemas (./generated/, written by
 * `npm run types:generate --workspace @portal/cms`; never edit them by hand).
 *
 * Types only: nothing here exists at run time, so importing it (`import type`) brings no Strapi
 * code into a program. Programs outside the CMS (the BFF's) map `@strapi/strapi` to
 * ./strapi-types-only.d.ts (tsconfig.base.json's `paths`), which keeps Strapi's server-side
 * declarations (its additions to Koa's context, for one) out of their types as well.
 *
 *     type Post = CmsRecord<'api::post.post', typeof POST_POPULATE, { user_types: AudienceKind[] }>;
 */
import type { Schema, UID } from '@strapi/strapi';

export type * from './generated/contentTypes';

type AttributeName<TUid extends UID.ContentType> = Schema.AttributeNames<TUid>;
type AttributeOf<TUid extends UID.ContentType, TName extends AttributeName<TUid>> = Schema.AttributeByName<TUid, TName>;

/** The attributes the API answers with: all but the private ones (Strapi's createdBy, updatedBy, locale, localizations among them). */
type AnsweredName<TUid extends UID.ContentType> = {
  [TName in AttributeName<TUid>]: AttributeOf<TUid, TName> extends Schema.Attribute.Private ? never : TName;
}[AttributeName<TUid>];

/** Attributes answered with their value, and those answered only when populated (relations). */
type ValueName<TUid extends UID.ContentType> = Extract<AnsweredName<TUid>, Schema.NonPopulatableAttributeNames<TUid>>;
type RelationName<TUid extends UID.ContentType> = Extract<AnsweredName<TUid>, Schema.AttributeNamesByType<TUid, 'relation'>>;
type JsonName<TUid extends UID.ContentType> = Extract<AnsweredName<TUid>, Schema.AttributeNamesByType<TUid, 'json'>>;

type RelationTarget<TUid extends UID.ContentType, TName extends AttributeName<TUid>> =
  AttributeOf<TUid, TName> extends { target: infer TTarget extends UID.ContentType } ? TTarget : never;

/**
 * Never null: required attributes (Strapi refuses a write without them), attributes with a
 * default (Strapi fills it in when a create leaves them out) and the timestamps Strapi keeps.
 * A database column holds no default, so a row written around Strapi could still hold null.
 */
type NeverNull<TUid extends UID.ContentType, TName extends AttributeName<TUid>> =
  AttributeOf<TUid, TName> extends Schema.Attribute.Required | Schema.Attribute.DefaultTo<unknown>
    ? true
    : TName extends 'createdAt' | 'updatedAt'
      ? true
      : false;

/** A value as JSON carries it: Strapi types dates as `Date | string`; the API answers strings. */
type OnTheWire<TValue> = TValue extends Date ? string : TValue;

/**
 * A populate as it is given to the CMS, `{ groups: true }`, `{ student: { fields: ['documentId'] } }`
 * or `{ student: { populate: { portal_user: true } } }`, of relations only (the CMS has no media,
 * components or dynamic zones).
 */
export type CmsPopulate<TUid extends UID.ContentType> = {
  readonly [TName in RelationName<TUid>]?:
    | true
    | {
        readonly fields?: readonly ('documentId' | ValueName<RelationTarget<TUid, TName>>)[];
        readonly populate?: CmsPopulate<RelationTarget<TUid, TName>>;
      };
};

/** The shape a model gives to JSON attributes, which Strapi can only type as any JSON value. */
type JsonShapes<TUid extends UID.ContentType, TShapes> = {
  [TName in keyof TShapes]: TName extends JsonName<TUid> ? unknown : never;
};

/** No relation populated, no JSON shape given. */
type None = Record<never, never>;

type NestedPopulate<TSpec> = TSpec extends { populate: infer TPopulate } ? TPopulate : None;

/** One populated related record: all of it, or the `fields` asked for (the API always adds id and documentId). */
type PopulatedRecord<TTarget extends UID.ContentType, TSpec> =
  CmsRecord<TTarget, Extract<NestedPopulate<TSpec>, CmsPopulate<TTarget>>> extends infer TRecord
    ? TSpec extends { fields: readonly (infer TField)[] }
      ? Pick<TRecord, Extract<'id' | 'documentId' | TField | keyof NestedPopulate<TSpec>, keyof TRecord>>
      : TRecord
    : never;

/** A populated relation: a list for a to-many relation, else one record or null. */
type RelationValue<TUid extends UID.ContentType, TName extends RelationName<TUid>, TSpec> =
  AttributeOf<TUid, TName> extends { relation: `${string}Many` }
    ? PopulatedRecord<RelationTarget<TUid, TName>, TSpec>[]
    : PopulatedRecord<RelationTarget<TUid, TName>, TSpec> | null;

type AttributeValue<TUid extends UID.ContentType, TName extends ValueName<TUid>, TShapes> =
  | (TName extends keyof TShapes ? TShapes[TName] : OnTheWire<Schema.AttributeValueByName<TUid, TName>>)
  | (NeverNull<TUid, TName> extends true ? never : null);

/**
 * A record of `TUid` as the REST Content API answers it: id, documentId, every attribute that is
 * not private, and the relations of `TPopulate`, populated (pass `typeof` the populate the query
 * uses, so that the type follows the query). `TShapes` gives JSON attributes their shape.
 */
export type CmsRecord<
  TUid extends UID.ContentType,
  TPopulate extends CmsPopulate<TUid> = None,
  TShapes extends JsonShapes<TUid, TShapes> = None,
> = {
  id: number;
  documentId: string;
} & { [TName in ValueName<TUid>]: AttributeValue<TUid, TName, TShapes> } & {
  [TName in Extract<keyof TPopulate, RelationName<TUid>>]: RelationValue<TUid, TName, TPopulate[TName]>;
};
