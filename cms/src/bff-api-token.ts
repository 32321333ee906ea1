import { createHash, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { BFF_TOKEN_SCOPE } from './bff-token-scope';
import { DAY_MS, daysFromEnv } from './env-days';

const TOKEN_UID = 'admin::api-token';
const PERMISSION_UID = 'admin::api-token-permission';
const DEFAULT_LIFETIME_DAYS = 90;
const WARN_DAYS_LEFT = 14;

const CURRENT = { name: 'portal-bff', variable: 'PORTAL_BFF_API_TOKEN' } as const;
const NEXT = { name: 'portal-bff-next', variable: 'PORTAL_BFF_API_TOKEN_NEXT' } as const;
type TokenSlot = typeof CURRENT | typeof NEXT;

interface ApiTokenService {
  hash(accessKey: string): string;
}

interface PermissionRow {
  id: number;
  action: string;
}

interface ApiTokenRow {
  id: number;
  kind: string | null;
  type: string;
  accessKey: string;
  encryptedKey: string | null;
  expiresAt: string | number | Date | null;
  permissions?: PermissionRow[];
}

/** A typo in the scope would leave the BFF without an action it needs: fail the start instead. */
const checkedScope = (strapi: Core.Strapi): readonly string[] => {
  const registered = new Set(strapi.contentAPI.permissions.providers.action.keys());
  const unknown = BFF_TOKEN_SCOPE.filter((action) => !registered.has(action));
  if (unknown.length > 0) {
    throw new Error(`src/bff-token-scope.ts names actions no Content API route has: ${unknown.join(', ')}`);
  }
  return BFF_TOKEN_SCOPE;
};

const removeTokens = async (strapi: Core.Strapi, rows: ApiTokenRow[]): Promise<void> => {
  if (rows.length === 0) return;
  // Strapi leaves a deleted token's permission rows behind; they go first.
  const permissionIds = rows.flatMap((row) => (row.permissions ?? []).map((permission) => permission.id));
  if (permissionIds.length > 0) {
    await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: permissionIds } } });
  }
  await strapi.db.query(TOKEN_UID).deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
};

const findTokens = async (strapi: Core.Strapi, name: string): Promise<ApiTokenRow[]> =>
  (await strapi.db.query(TOKEN_UID).findMany({
    where: { name },
    orderBy: { id: 'asc' },
    populate: ['permissions'],
  })) as ApiTokenRow[];

/** Makes the token's permission rows exactly the scope: missing ones added, others (and doubles) removed. */
const syncPermissions = async (strapi: Core.Strapi, token: ApiTokenRow, scope: readonly string[]): Promise<boolean> => {
  const kept = new Set<string>();
  const extra: number[] = [];
  for (const permission of token.permissions ?? []) {
    if (scope.includes(permission.action) && !kept.has(permission.action)) {
      kept.add(permission.action);
    } else {
      extra.push(permission.id);
    }
  }
  const missing = scope.filter((action) => !kept.has(action));
  if (extra.length > 0) {
    await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: extra } } });
  }
  for (const action of missing) {
    await strapi.db.query(PERMISSION_UID).create({ data: { action, token: token.id } });
  }
  return extra.length > 0 || missing.length > 0;
};

const warnIfExpiring = (strapi: Core.Strapi, slot: TokenSlot, expiresAt: Date): void => {
  const daysLeft = (expiresAt.getTime() - Date.now()) / DAY_MS;
  if (daysLeft <= 0) {
    strapi.log.error(`The "${slot.name}" API token expired on ${expiresAt.toISOString()}: the BFF is refused until it is rotated (cms/README.md).`);
  } else if (daysLeft < WARN_DAYS_LEFT) {
    strapi.log.warn(`The "${slot.name}" API token expires on ${expiresAt.toISOString()} (${Math.ceil(daysLeft)} days): rotate it (cms/README.md).`);
  }
};

/**
 * Keeps one token row per slot whose stored hash is the hash of the slot's secret (Strapi
 * authenticates a bearer token by hashing it with API_TOKEN_SALT and looking the hash up, so
 * writing the row directly lets the launcher choose the secret instead of Strapi). Only the
 * hash is stored: no encryptedKey, so the admin panel cannot reveal it either.
 */
const ensureToken = async (strapi: Core.Strapi, slot: TokenSlot, secret: string, scope: readonly string[], days: number): Promise<void> => {
  const tokenService = strapi.service('admin::api-token-content-api') as unknown as ApiTokenService;
  const accessKey = tokenService.hash(secret);
  const lifetime = () => ({ lifespan: days * DAY_MS, expiresAt: new Date(Date.now() + days * DAY_MS) });
  const wanted = { kind: 'content-api', type: 'custom', accessKey, encryptedKey: null };

  // Token names are unique only in Strapi's validator, not in the database, so replicas
  // starting together can each insert one. Extra rows go: after a rotation they would
  // still accept the old secret.
  const [existing, ...duplicates] = await findTokens(strapi, slot.name);
  await removeTokens(strapi, duplicates);

  if (!existing) {
    const created = (await strapi.db.query(TOKEN_UID).create({
      data: { ...wanted, ...lifetime(), name: slot.name, description: `Used by the portal BFF (secret: ${slot.variable}).` },
    })) as ApiTokenRow;
    await syncPermissions(strapi, created, scope);
    strapi.log.info(`Created the "${slot.name}" API token.`);
    return;
  }

  // A new secret starts a new lifetime; the same secret keeps the one it has (a token that
  // never expired, from before expiry was set, gets one now).
  const renew = existing.accessKey !== accessKey || existing.expiresAt === null;
  const rowChanged = renew || existing.kind !== wanted.kind || existing.type !== wanted.type || existing.encryptedKey !== null;
  const renewal = renew ? lifetime() : null;
  if (rowChanged) {
    await strapi.db.query(TOKEN_UID).update({ where: { id: existing.id }, data: { ...wanted, ...renewal } });
  }
  const permissionsChanged = await syncPermissions(strapi, existing, scope);
  if (rowChanged || permissionsChanged) {
    strapi.log.info(`Updated the "${slot.name}" API token to match ${slot.variable} and src/bff-token-scope.ts.`);
  }
  warnIfExpiring(strapi, slot, renewal?.expiresAt ?? new Date(existing.expiresAt as string | number | Date));
};

/**
 * Makes sure the BFF can call the Content API with the secret in PORTAL_BFF_API_TOKEN, and
 * only for the actions in src/bff-token-scope.ts: a custom token named "portal-bff" that
 * expires PORTAL_BFF_API_TOKEN_DAYS after its secret was set. During a rotation,
 * PORTAL_BFF_API_TOKEN_NEXT keeps a second token "portal-bff-next" with the same scope, so
 * the BFF can switch secrets without a moment refused; without it that row is removed.
 *
 * Runs on every load, including CLI commands: it writes only when a row is missing or
 * differs (a rotated secret, a permission changed in the admin panel), and never logs a secret.
 */
export const ensureBffApiTokens = async (strapi: Core.Strapi): Promise<void> => {
  const scope = checkedScope(strapi);
  const days = daysFromEnv('PORTAL_BFF_API_TOKEN_DAYS', DEFAULT_LIFETIME_DAYS);
  const current = process.env.PORTAL_BFF_API_TOKEN;
  const next = process.env.PORTAL_BFF_API_TOKEN_NEXT;

  if (next && next === current) {
    strapi.log.warn(`${NEXT.variable} equals ${CURRENT.variable}: unset it once the rotation is done.`);
  }
  // First, so that after a promotion (NEXT became the current secret) no second row keeps it.
  if (!next || next === current) {
    await removeTokens(strapi, await findTokens(strapi, NEXT.name));
  }

  if (!current) {
    strapi.log.warn(`${CURRENT.variable} is not set: the "${CURRENT.name}" API token was not checked.`);
  } else {
    await ensureToken(strapi, CURRENT, current, scope, days);
  }
  if (next && next !== current) {
    await ensureToken(strapi, NEXT, next, scope, days);
  }
};

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Whether a request carries the BFF's own API token (the current secret or, during a
 * rotation, the next one): what the CMS believes the BFF's word on (src/audit/actor.ts) from.
 * The secrets are compared, not the token row's name, which a panel administrator chooses.
 */
export function carriesBffApiToken(authorization: string | undefined): boolean {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!bearer) return false;
  const presented = digest(bearer);
  return [process.env[CURRENT.variable], process.env[NEXT.variable]].some((secret) => Boolean(secret) && timingSafeEqual(digest(secret!), presented));
}
