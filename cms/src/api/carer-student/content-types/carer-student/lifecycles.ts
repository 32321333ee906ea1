import { errors } from '@strapi/utils';

/**
 * A court order (the importer's carerRestrictions.csv) keeps a carer from acting for a student:
 * the importer never links the pair, and neither may anyone else, the Strapi admin panel
 * included. A link made or changed to join a restricted pair is refused in words (400 in the panel).
 */

const LINK = 'api::carer-student.carer-student';
const RESTRICTION = 'api::carer-restriction.carer-restriction';

export const RESTRICTED_LINK_MESSAGE =
  'A court order (carerRestrictions.csv) keeps this carer from acting for this student: they cannot be linked.';

type LinkEvent = { params: { where?: Record<string, unknown>; data?: Record<string, unknown> } };
/** A relation as a write gives it: its target's id or documentId, the target itself, or connect/set lists of those. */
type RelationInput = unknown;
type Target = { id: number } | { documentId: string };

/** The one target a write of a many-to-one relation names, null when it removes it, undefined when it leaves it as it is. */
function targetOf(input: RelationInput): Target | null | undefined {
  if (input === undefined) return undefined;
  if (input === null) return null;
  if (typeof input === 'number') return { id: input };
  if (typeof input === 'string') return /^\d+$/.test(input) ? { id: Number(input) } : { documentId: input };
  if (Array.isArray(input)) return input.length === 0 ? null : targetOf(input[input.length - 1]);
  if (typeof input !== 'object') return undefined;
  const relation = input as { id?: unknown; documentId?: unknown; connect?: unknown; set?: unknown; disconnect?: unknown };
  if (typeof relation.id === 'number' || typeof relation.id === 'string') return targetOf(relation.id);
  if (typeof relation.documentId === 'string') return { documentId: relation.documentId };
  if (relation.set !== undefined) return targetOf(relation.set);
  if (Array.isArray(relation.connect) && relation.connect.length > 0) return targetOf(relation.connect);
  if (Array.isArray(relation.disconnect) && relation.disconnect.length > 0) return null;
  return undefined;
}

const whereOf = (target: Target) => ('id' in target ? { id: target.id } : { documentId: target.documentId });

async function refuseRestrictedPair(carer: Target | null | undefined, student: Target | null | undefined): Promise<void> {
  if (!carer || !student) return;
  const restriction = await strapi.db.query(RESTRICTION).findOne({
    where: { carer: whereOf(carer), student: whereOf(student) },
    select: ['id'],
  });
  if (restriction) throw new errors.ApplicationError(RESTRICTED_LINK_MESSAGE);
}

export default {
  async beforeCreate(event: LinkEvent) {
    const data = event.params.data ?? {};
    await refuseRestrictedPair(targetOf(data.carer), targetOf(data.student));
  },

  async beforeUpdate(event: LinkEvent) {
    const { where, data } = event.params;
    if (!data || (data.carer === undefined && data.student === undefined)) return;
    // The side the write leaves as it is: the stored link's.
    const stored = where
      ? ((await strapi.db.query(LINK).findOne({
          where,
          populate: { carer: { select: ['id'] }, student: { select: ['id'] } },
        })) as { carer: { id: number } | null; student: { id: number } | null } | null)
      : null;
    const carer = targetOf(data.carer);
    const student = targetOf(data.student);
    await refuseRestrictedPair(carer === undefined ? stored?.carer : carer, student === undefined ? stored?.student : student);
  },
};
