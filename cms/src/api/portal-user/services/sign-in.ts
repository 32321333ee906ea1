import type { Core } from '@strapi/strapi';
import type { SignInProfile, SignInRequest } from '../sign-in-request';

const UID = 'api::portal-user.portal-user';

// What the token may refresh on every sign-in. Type, is_admin, campus and groups are the
// portal's own (the CMS and the school-system import decide roles), never the token's.
const PROFILE_FIELDS = ['username', 'firstname', 'surname', 'email'] as const;
type ProfileFields = Pick<SignInProfile, 'username' | 'firstname' | 'surname'> & { email: string | null };

export interface PortalUserDocument {
  id: number;
  documentId: string;
  username: string;
  firstname: string | null;
  surname: string | null;
  email: string | null;
  language: string | null;
  [attribute: string]: unknown;
}

const profileFieldsOf = (profile: SignInProfile): ProfileFields => ({
  username: profile.username,
  firstname: profile.firstname,
  surname: profile.surname,
  // Strapi's email attribute refuses an empty string: a provider that sent none stores none.
  email: profile.email === '' ? null : profile.email,
});

/**
 * Finds or makes the portal person behind a verified token: known by (issuer, subject);
 * else the school-system record with the token's directory id on that campus, linked once;
 * else a new person. See CONTENT-MODEL.md, "Who a portal person is".
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const findByIdentity = async ({ issuer, subject }: SignInRequest): Promise<PortalUserDocument | null> =>
    (await strapi.documents(UID).findFirst({
      filters: { issuer: { $eq: issuer }, subject: { $eq: subject } },
      populate: { groups: true },
    })) as PortalUserDocument | null;

  /**
   * A write that can lose a race against a first sign-in of the same identity (the other
   * request linked or created it first; the unique (issuer, subject) index stops the
   * second): the person stored is then the answer.
   */
  const orStored = async <T>(request: SignInRequest, write: () => Promise<T>): Promise<T | PortalUserDocument> => {
    try {
      return await write();
    } catch (error) {
      const stored = await findByIdentity(request);
      if (stored) return stored;
      throw error;
    }
  };

  /**
   * Writes only what the provider changed (a new surname or email), and the browser's language
   * to a person who has none yet (neither chosen in the portal nor given by the school system);
   * nothing when all is the same.
   */
  const refreshProfile = async (person: PortalUserDocument, { profile, language }: SignInRequest): Promise<PortalUserDocument> => {
    const wanted = profileFieldsOf(profile);
    const changes: Record<string, unknown> = Object.fromEntries(PROFILE_FIELDS.filter((field) => person[field] !== wanted[field]).map((field) => [field, wanted[field]]));
    if (person.language === null && language !== null) changes.language = language;
    if (Object.keys(changes).length === 0) return person;
    return (await strapi.documents(UID).update({
      documentId: person.documentId,
      data: changes,
      populate: { groups: true },
    })) as unknown as PortalUserDocument;
  };

  /**
   * Links the campus's unlinked directory record in one conditional update, so two first
   * sign-ins claiming it at once cannot both get it. Never by username or email: people can
   * change those at many providers.
   */
  const linkDirectoryRecord = async (request: SignInRequest, directoryId: string): Promise<PortalUserDocument | null> => {
    const { count } = await strapi.db.query(UID).updateMany({
      where: { campus: request.campus, directory_id: directoryId, issuer: { $null: true } },
      data: { issuer: request.issuer, subject: request.subject, ...profileFieldsOf(request.profile), updatedAt: new Date() },
    });
    return count > 0 ? findByIdentity(request) : null;
  };

  const createPerson = async (request: SignInRequest): Promise<PortalUserDocument> => {
    const { campus, directoryId } = request;
    // The directory id goes with the new person when no record holds it yet, so a later
    // school-system import finds them instead of adding a second record.
    const directoryTaken = directoryId !== null && (await strapi.db.query(UID).count({ where: { campus, directory_id: directoryId } })) > 0;
    if (directoryTaken) {
      strapi.log.warn(`Sign-in: the ${campus} directory record ${directoryId} belongs to another identity; a new portal person was made without it.`);
    }
    // A create leaves out what it has no value for, which stores null: Strapi's types of a
    // create's data take no null for a string.
    const { email, ...names } = profileFieldsOf(request.profile);
    return (await strapi.documents(UID).create({
      data: {
        issuer: request.issuer,
        subject: request.subject,
        campus,
        ...(directoryTaken || directoryId === null ? {} : { directory_id: directoryId }),
        ...names,
        ...(email === null ? {} : { email }),
        type: request.profile.type,
        is_carer: request.profile.is_carer,
        is_admin: false,
        ...(request.language === null ? {} : { language: request.language }),
      },
      populate: { groups: true },
    })) as unknown as PortalUserDocument;
  };

  return {
    async signIn(request: SignInRequest): Promise<PortalUserDocument> {
      const known = await findByIdentity(request);
      if (known) return refreshProfile(known, request);
      const { directoryId } = request;
      const linked = directoryId !== null ? await orStored(request, () => linkDirectoryRecord(request, directoryId)) : null;
      // A linked record keeps the school system's language; without one it takes the browser's.
      if (linked) return refreshProfile(linked, request);
      return orStored(request, () => createPerson(request));
    },
  };
};
