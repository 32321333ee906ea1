import type { Core } from '@strapi/strapi';
import { FORM_RESPONSE, FORM_VERSION, type FormResponseRecord, type FormVersionRecord } from './records';

/**
 * Which answers stand (issue 30): not withdrawn, not superseded by the same signer's later
 * answer, and given to a version since the form last asked everyone to answer again (an edit
 * with `asks_again`). An answer to an earlier version stays stored, as evidence; it just no
 * longer counts.
 */

/** Per form, the first version whose answers count: the latest that asked again (1 when none did). */
export async function countingFromOf(strapi: Core.Strapi, formIds: readonly string[]): Promise<Map<string, number>> {
  const from = new Map<string, number>(formIds.map((id) => [id, 1]));
  if (formIds.length === 0) return from;
  const versions = (await strapi.db.query(FORM_VERSION).findMany({
    where: { form: { $in: [...formIds] }, asks_again: true },
    select: ['form', 'number'],
  })) as Pick<FormVersionRecord, 'form' | 'number'>[];
  for (const version of versions) from.set(version.form, Math.max(from.get(version.form) ?? 1, version.number));
  return from;
}

/** Per form, how many answers stand, counted by the database (a form for 2,000 students has thousands). */
export async function standingCountsOf(strapi: Core.Strapi, formIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (formIds.length === 0) return counts;
  const countingFrom = await countingFromOf(strapi, formIds);
  const table = strapi.db.metadata.get(FORM_RESPONSE).tableName;
  const rows = (await strapi.db.transaction(({ trx }) =>
    strapi.db
      .getConnection(table)
      .transacting(trx)
      .select('form', 'version')
      .count({ count: '*' })
      .whereIn('form', [...formIds])
      .whereNull('withdrawn_at')
      .whereNull('superseded_by')
      .groupBy('form', 'version'),
  )) as { form: string; version: number; count: number | string }[];
  for (const row of rows) {
    if (Number(row.version) < (countingFrom.get(row.form) ?? 1)) continue;
    counts.set(row.form, (counts.get(row.form) ?? 0) + Number(row.count));
  }
  return counts;
}

/**
 * A standing answer as the BFF reads it to show each child's status (and its signer the link to
 * its signed copy, once made): no statement, no private evidence.
 */
export type StandingResponse = Pick<
  FormResponseRecord,
  | 'documentId'
  | 'campus'
  | 'form'
  | 'student'
  | 'signer'
  | 'signer_email'
  | 'signer_name'
  | 'answers'
  | 'declined'
  | 'signed_at'
  | 'version'
  | 'content_hash'
  | 'response_hash'
  | 'method'
  | 'withdrawn_at'
  | 'signed_copy'
>;

const STANDING_FIELDS = [
  'documentId',
  'campus',
  'form',
  'student',
  'signer',
  'signer_email',
  'signer_name',
  'answers',
  'declined',
  'signed_at',
  'version',
  'content_hash',
  'response_hash',
  'method',
  'withdrawn_at',
  'signed_copy',
] as const satisfies readonly (keyof StandingResponse)[];

/**
 * Each signer's last answer (not withdrawn, not superseded) of some forms for some students, with
 * the first version whose answers count per form.
 */
async function lastAnswersOf(
  strapi: Core.Strapi,
  formIds: readonly string[],
  studentIds: readonly string[],
): Promise<{ rows: StandingResponse[]; countingFrom: Map<string, number> }> {
  const countingFrom = await countingFromOf(strapi, formIds);
  const rows = (await strapi.db.query(FORM_RESPONSE).findMany({
    where: {
      form: { $in: [...formIds] },
      student: { $in: [...studentIds] },
      withdrawn_at: { $null: true },
      superseded_by: { $null: true },
    },
    select: [...STANDING_FIELDS],
    orderBy: { id: 'asc' },
  })) as StandingResponse[];
  return { rows, countingFrom };
}

/** The standing answers of some forms for some students. */
export async function standingResponsesOf(
  strapi: Core.Strapi,
  formIds: readonly string[],
  studentIds: readonly string[],
): Promise<StandingResponse[]> {
  if (formIds.length === 0 || studentIds.length === 0) return [];
  const { rows, countingFrom } = await lastAnswersOf(strapi, formIds, studentIds);
  return rows.filter((row) => row.version >= (countingFrom.get(row.form) ?? 1));
}

/**
 * The answers of some forms for some students that stopped counting when the form asked everyone
 * to answer again (each signer's last, to a version before the one that asked): still stored as
 * evidence, and read so that a signer is told when they signed before and why they are asked again.
 */
export async function earlierResponsesOf(
  strapi: Core.Strapi,
  formIds: readonly string[],
  studentIds: readonly string[],
): Promise<StandingResponse[]> {
  if (formIds.length === 0 || studentIds.length === 0) return [];
  const { rows, countingFrom } = await lastAnswersOf(strapi, formIds, studentIds);
  return rows.filter((row) => row.version < (countingFrom.get(row.form) ?? 1));
}

/** The forms among these with any answer row at all, withdrawn or superseded ones included: those deleteForm refuses. */
export async function formsWithAnyAnswer(strapi: Core.Strapi, formIds: readonly string[]): Promise<Set<string>> {
  if (formIds.length === 0) return new Set();
  const table = strapi.db.metadata.get(FORM_RESPONSE).tableName;
  const rows = (await strapi.db.transaction(({ trx }) =>
    strapi.db
      .getConnection(table)
      .transacting(trx)
      .distinct('form')
      .whereIn('form', [...formIds]),
  )) as { form: string }[];
  return new Set(rows.map((row) => row.form));
}
