import { ADMIN_API_MESSAGES } from '@portal/contract';
import { CmsResponseError, type CmsClient, type CmsDocument } from '../cms/cms-client.ts';
import { conflict } from '../errors.ts';

type CreateOnceInput<T> = {
  collection: string;
  /** The device's id of this creation (a retry sends it again); unique in the collection. */
  clientId: string;
  populate: object;
  /** Whether a record stored under the id was made by the same person (else the id is refused). */
  isSameWriter: (stored: T & CmsDocument) => boolean;
  /** Checks run only before a new record is made (a replay answers the stored one as it is). */
  beforeCreate: () => Promise<void>;
  /** Makes the record, `client_id` included. */
  create: () => Promise<T & CmsDocument>;
};

/**
 * Creates a record once per client id, however often the creation is sent:
 * - the same id again answers the record it made (`created: false`);
 * - two creations with the same id at once make one record: the unique index refuses the
 *   second, which then answers the first one's.
 * An id used by someone else is a conflict, never a way to read their record.
 */
export async function createOnce<T>(cms: CmsClient, input: CreateOnceInput<T>): Promise<{ record: T & CmsDocument; created: boolean }> {
  const byClientId = async () =>
    (await cms.find<T>(input.collection, { filters: { client_id: { $eq: input.clientId } }, populate: input.populate, pagination: { pageSize: 1 } })).data[0];
  const replayed = (stored: T & CmsDocument) => {
    if (!input.isSameWriter(stored)) throw conflict(ADMIN_API_MESSAGES.clientIdReused);
    return { record: stored, created: false };
  };

  const stored = await byClientId();
  if (stored) return replayed(stored);
  await input.beforeCreate();
  try {
    return { record: await input.create(), created: true };
  } catch (error) {
    // The same creation arriving twice at once: the unique index kept the other one.
    const first = error instanceof CmsResponseError ? await byClientId() : undefined;
    if (!first) throw error;
    return replayed(first);
  }
}
