import type { Core } from '@strapi/strapi';

const TOKEN_NAME = 'portal-bff';
const TOKEN_UID = 'admin::api-token';

interface ApiTokenService {
  hash(accessKey: string): string;
}

interface ApiTokenRow {
  id: number;
  kind: string | null;
  type: string;
  accessKey: string;
  encryptedKey: string | null;
  expiresAt: string | null;
}

/**
 * Makes sure the BFF can call the Content API with the secret in PORTAL_BFF_API_TOKEN:
 * a full-access, never-expiring content-API token named "portal-bff" whose stored hash is
 * that secret's hash. Strapi authenticates a bearer token by hashing it with the
 * API_TOKEN_SALT (the api-token service's hash()) and looking the hash up, so writing the
 * row directly lets the launcher choose the secret instead of Strapi. Only the hash is
 * stored: no encryptedKey, so the admin panel cannot reveal it either.
 *
 * Runs on every load, including CLI commands: it writes only when the row is missing or
 * differs (a rotated secret, a type changed in the admin panel), and never logs the secret.
 */
export const ensureBffApiToken = async (strapi: Core.Strapi): Promise<void> => {
  const secret = process.env.PORTAL_BFF_API_TOKEN;
  if (!secret) {
    strapi.log.warn(`PORTAL_BFF_API_TOKEN is not set: the "${TOKEN_NAME}" API token was not checked.`);
    return;
  }

  const tokenService = strapi.service('admin::api-token-content-api') as unknown as ApiTokenService;
  const wanted = {
    kind: 'content-api',
    type: 'full-access',
    accessKey: tokenService.hash(secret),
    encryptedKey: null,
    lifespan: null,
    expiresAt: null,
  };

  const tokens = strapi.db.query(TOKEN_UID);
  // Token names are unique only in Strapi's validator, not in the database, so replicas
  // starting together can each insert one. Extra rows go: after a rotation they would
  // still accept the old secret.
  const [existing, ...duplicates] = (await tokens.findMany({
    where: { name: TOKEN_NAME },
    orderBy: { id: 'asc' },
  })) as ApiTokenRow[];
  if (duplicates.length > 0) {
    await tokens.deleteMany({ where: { id: { $in: duplicates.map((row) => row.id) } } });
  }

  if (!existing) {
    await tokens.create({
      data: { ...wanted, name: TOKEN_NAME, description: 'Used by the portal BFF (secret: PORTAL_BFF_API_TOKEN).' },
    });
    strapi.log.info(`Created the "${TOKEN_NAME}" API token.`);
    return;
  }

  const upToDate =
    existing.kind === wanted.kind &&
    existing.type === wanted.type &&
    existing.accessKey === wanted.accessKey &&
    existing.encryptedKey === null &&
    existing.expiresAt === null;
  if (!upToDate) {
    await tokens.update({ where: { id: existing.id }, data: wanted });
    strapi.log.info(`Updated the "${TOKEN_NAME}" API token to match PORTAL_BFF_API_TOKEN.`);
  }
};
