import type { Core } from '@strapi/strapi';

/** How long this process trusts the token (with its permissions) it last read for an access key. */
export const TOKEN_MEMO_MS = 10_000;
/** Tokens and abilities kept at most: the BFF's few, an administrator's; more is someone trying keys. */
const MAX_KEPT = 50;

type TokenService = { getByAccessKey: (accessKeyHash: string, options?: object) => Promise<unknown> };
type PermissionEngine = { generateAbility: (permissions: unknown[], options?: object) => Promise<unknown> };

/**
 * Strapi authenticates every Content API call with a token by reading the token from the
 * database with its permissions (one row per action: the BFF's custom token holds about 140) and
 * building a CASL ability from them. That is most of the CPU the CMS spends on the BFF's small
 * calls (measured with `bff/bench/scaled.bench.ts`), and it is the same answer every time. So
 * this process keeps, briefly, the token it read for an access key (TOKEN_MEMO_MS) and the
 * ability built from each list of actions; a write to any token or permission made through this
 * process forgets them at once. A token revoked or changed in the admin panel of another CMS
 * process works here for at most TOKEN_MEMO_MS more. Strapi still checks expiry on every call,
 * and a key it does not know is never kept.
 */
export function keepApiTokenAuthBriefly(strapi: Core.Strapi): void {
  const tokens = strapi.service('admin::api-token-content-api') as unknown as TokenService;
  const engine = (strapi as unknown as { contentAPI: { permissions: { engine: PermissionEngine } } }).contentAPI.permissions
    .engine;
  const readToken = tokens.getByAccessKey.bind(tokens);
  const buildAbility = engine.generateAbility.bind(engine);
  const keptTokens = new Map<string, { token: unknown; until: number }>();
  const keptAbilities = new Map<string, Promise<unknown>>();
  const forget = () => {
    keptTokens.clear();
    keptAbilities.clear();
  };

  tokens.getByAccessKey = async (accessKeyHash, options) => {
    const key = `${accessKeyHash}:${JSON.stringify(options ?? {})}`;
    const kept = keptTokens.get(key);
    if (kept && kept.until > Date.now()) return kept.token;
    const token = await readToken(accessKeyHash, options);
    if (token) {
      if (keptTokens.size >= MAX_KEPT) keptTokens.clear();
      keptTokens.set(key, { token, until: Date.now() + TOKEN_MEMO_MS });
    }
    return token;
  };

  engine.generateAbility = (permissions, options) => {
    // Only abilities that hang on nothing but the actions (a content API token's): an admin's carry conditions on the user.
    if (options && Object.keys(options).length > 0) return buildAbility(permissions, options);
    const key = JSON.stringify(permissions);
    let ability = keptAbilities.get(key);
    if (!ability) {
      if (keptAbilities.size >= MAX_KEPT) keptAbilities.clear();
      ability = buildAbility(permissions, options);
      keptAbilities.set(key, ability);
      ability.catch(() => keptAbilities.delete(key));
    }
    return ability;
  };

  strapi.db.lifecycles.subscribe({
    models: ['admin::api-token', 'admin::api-token-permission'],
    afterCreate: forget,
    afterCreateMany: forget,
    afterUpdate: forget,
    afterUpdateMany: forget,
    afterDelete: forget,
    afterDeleteMany: forget,
  });
}
