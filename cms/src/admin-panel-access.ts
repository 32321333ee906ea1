import type { Core } from '@strapi/strapi';
import { LANGUAGES } from '@portal/contract';
import { isLocalizedType } from './content-languages/default-locale-rows';

/**
 * Who may do what in the Strapi admin panel, kept so on every start (idempotent: only a
 * difference is written): the audit trail is read-only for every role, content editors get an
 * Editor role for the portal's content and nothing else, and development gets a seeded CMS
 * administrator and editor so that nobody has to register one by hand.
 */

const CONTENT_MANAGER = 'plugin::content-manager.explorer';
const WRITE_ACTIONS = ['create', 'update', 'delete', 'publish'].map((action) => `${CONTENT_MANAGER}.${action}`);
const EDITOR_ACTIONS = ['read', ...WRITE_ACTIONS.map((action) => action.slice(CONTENT_MANAGER.length + 1))].map((action) => `${CONTENT_MANAGER}.${action}`);
const AUDIT_ENTRY = 'api::audit-entry.audit-entry';

/** What content editors work on (issue 13): nothing about people, mail statistics or the audit trail. */
export const EDITOR_SUBJECTS = [
  'api::post.post',
  'api::connection-header.connection-header',
  'api::place.place',
  'api::page.page',
  'api::calendar-event.calendar-event',
  'api::emergency-broadcast.emergency-broadcast',
  'api::blog-entry.blog-entry',
] as const;

/**
 * What those records link to, which an editor picks from but never changes: read-only, so that
 * the panel's relation pickers name the category, group, page type or learning area chosen.
 */
export const EDITOR_LOOKUPS = ['api::post-category.post-category', 'api::group.group', 'api::page-type.page-type', 'api::key-learning-area.key-learning-area'] as const;

/** Strapi's own code of its default Editor role, which a fresh CMS creates with access to everything. */
const EDITOR_CODE = 'strapi-editor';

type Role = { id: number; code: string };
type Action = { actionId: string };
type Permission = { action: string; subject?: string | null; properties?: { fields?: string[]; locales?: string[] } };
type Attribute = { type: string; target?: string };
type AdminUser = { id: number; password: string; roles?: Role[] };

interface RoleService {
  create(attributes: { name: string; code: string; description: string }): Promise<Role>;
  getSuperAdmin(): Promise<Role | null>;
  assignPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
}

/**
 * No role may create, change or delete an audit entry in the admin panel, the Super Admin's
 * included (Strapi gives that role every action again as it starts, before this runs).
 */
export async function ensureReadOnlyAuditTrail(strapi: Core.Strapi): Promise<void> {
  await strapi.db.query('admin::permission').deleteMany({ where: { subject: AUDIT_ENTRY, action: { $in: WRITE_ACTIONS } } });
}

/**
 * A permission without the fields that link to records the role may not read: the panel would
 * show such a link by its bare id, and its picker would offer every record of the other type by
 * id (every portal person of both campuses, for a place's editors). Without the field, the panel
 * shows it as not permitted, with its description, and drops it from what the role saves.
 */
function withoutLinksOutside(permission: Permission, readable: readonly string[], attributesOf: (uid: string) => Record<string, Attribute>): Permission {
  const fields = permission.properties?.fields;
  if (!fields || !permission.subject) return permission;
  const attributes = attributesOf(permission.subject);
  const linksOutside = (field: string) => {
    const attribute = attributes[field];
    return attribute?.type === 'relation' && attribute.target !== undefined && !readable.includes(attribute.target);
  };
  return { ...permission, properties: { ...permission.properties, fields: fields.filter((field) => !linksOutside(field)) } };
}

/**
 * A permission on a localized type (posts, calendar events) in every language of the portal:
 * Strapi's i18n grants a role without `locales` no row of such a type at all (not even the
 * English one), and editors write the translations in the panel too (issue 28).
 */
function inEveryLanguage(strapi: Core.Strapi, permission: Permission): Permission {
  if (!permission.subject || !isLocalizedType(strapi, permission.subject)) return permission;
  return { ...permission, properties: { ...permission.properties, locales: [...LANGUAGES] } };
}

/**
 * The Editor role: read, create, update, delete (and publish where a type has drafts) posts,
 * newsletter headers, places, pages, calendar events and emergency broadcasts, every field of
 * them but the links to records it may not read (a place's editors, who are portal people; a
 * group's members), in every language of those that are translated, reading what they link to,
 * and nothing else (Strapi's default Editor may touch every type, portal users included).
 */
export async function ensureEditorRole(strapi: Core.Strapi): Promise<Role> {
  const roles = strapi.service('admin::role') as unknown as RoleService;
  const role =
    ((await strapi.db.query('admin::role').findOne({ where: { code: EDITOR_CODE } })) as Role | null) ??
    (await roles.create({ name: 'Editor', code: EDITOR_CODE, description: "Content editors: the portal's posts, headers, places, pages, events and broadcasts." }));
  const { actionProvider } = strapi.service('admin::permission') as unknown as { actionProvider: { values(): Action[] } };
  const actions = actionProvider.values().filter((action) => EDITOR_ACTIONS.includes(action.actionId));
  const contentTypes = strapi.service('admin::content-type') as unknown as { getPermissionsWithNestedFields(actions: Action[]): Permission[] };
  const readable: readonly string[] = [...EDITOR_SUBJECTS, ...EDITOR_LOOKUPS];
  const attributesOf = (uid: string) => strapi.contentTypes[uid as keyof typeof strapi.contentTypes].attributes as Record<string, Attribute>;
  const permissions = contentTypes
    .getPermissionsWithNestedFields(actions)
    .filter(
      (permission) =>
        (EDITOR_SUBJECTS as readonly unknown[]).includes(permission.subject) ||
        ((EDITOR_LOOKUPS as readonly unknown[]).includes(permission.subject) && permission.action === `${CONTENT_MANAGER}.read`),
    )
    .map((permission) => inEveryLanguage(strapi, withoutLinksOutside(permission, readable, attributesOf)));
  await roles.assignPermissions(role.id, permissions);
  return role;
}

type Account = { email: string; password: string; firstname: string; lastname: string; role: Role };

async function ensureAccount(strapi: Core.Strapi, account: Account): Promise<void> {
  const users = strapi.service('admin::user') as unknown as { create(data: object): Promise<unknown>; updateById(id: number, data: object): Promise<unknown> };
  const auth = strapi.service('admin::auth') as unknown as { validatePassword(password: string, hash: string): Promise<boolean> };
  const existing = (await strapi.db.query('admin::user').findOne({ where: { email: account.email }, populate: ['roles'] })) as AdminUser | null;
  if (!existing) {
    await users.create({ email: account.email, firstname: account.firstname, lastname: account.lastname, password: account.password, isActive: true, registrationToken: null, roles: [account.role.id] });
    strapi.log.info(`Created the development CMS account ${account.email}.`);
    return;
  }
  const sameRoles = existing.roles?.length === 1 && existing.roles[0]!.id === account.role.id;
  const samePassword = await auth.validatePassword(account.password, existing.password);
  if (!sameRoles || !samePassword) {
    await users.updateById(existing.id, { ...(samePassword ? {} : { password: account.password }), roles: [account.role.id], isActive: true });
  }
}

/**
 * Development only (the demo seed's switch, which production refuses): a CMS administrator and
 * a content editor whose e-mail addresses and generated passwords `npm start` keeps in the
 * git-ignored cms/.env and prints. A password changed there is taken over on the next start.
 */
export async function ensureDevelopmentAccounts(strapi: Core.Strapi, editor: Role): Promise<void> {
  // Not NODE_ENV: `strapi start` always runs as production; the launcher refuses the demo seed in a real one.
  if (process.env.PORTAL_SEED !== 'demo') return;
  const superAdmin = await (strapi.service('admin::role') as unknown as RoleService).getSuperAdmin();
  const wanted = [
    { email: process.env.PORTAL_CMS_ADMIN_EMAIL, password: process.env.PORTAL_CMS_ADMIN_PASSWORD, firstname: 'Development', lastname: 'Administrator', role: superAdmin },
    { email: process.env.PORTAL_CMS_EDITOR_EMAIL, password: process.env.PORTAL_CMS_EDITOR_PASSWORD, firstname: 'Development', lastname: 'Editor', role: editor },
  ];
  for (const { email, password, role, ...names } of wanted) {
    if (!email || !password || !role) {
      strapi.log.warn('The development CMS accounts are not set in cms/.env (npm start writes them): none was created.');
      return;
    }
    await ensureAccount(strapi, { email, password, role, ...names });
  }
}
