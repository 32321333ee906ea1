/** What a record made by an administrator or editor keeps of its maker (written by createdBy, policies/admin.ts). */
type CreatorFields = { users_userid: string | null; users_username: string | null; users_firstname: string | null; users_lastname: string | null };

/**
 * Admin spec 3: who made a record (a post, a place, page or blog entry, a newsletter header, a
 * subscriber, the weekly email text), in the legacy API's names (the contract's creatorFields).
 */
export const presentCreator = (record: CreatorFields) => ({
  users_userid: record.users_userid,
  users_username: record.users_username,
  users_firstname: record.users_firstname,
  users_lastname: record.users_lastname,
});
