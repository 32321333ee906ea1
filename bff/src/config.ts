import { createHmac } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Campus } from '@portal/contract';

const bffDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export type CampusIssuer = {
  campus: Campus;
  issuer: string;
  clientId: string;
  audience: string;
  scope: string;
  /** Host names that choose this campus; Sydney is the default for any other host. */
  hosts: string[];
};

export type BffConfig = {
  host: string;
  port: number;
  cmsUrl: string;
  cmsApiToken: string;
  cmsTimeoutMs: number;
  pwaDist: string;
  campuses: Record<Campus, CampusIssuer>;
  /** Token signing algorithms we accept; anything else (none, HS256 with a public key...) is refused. */
  allowedAlgorithms: string[];
  /** Key the personal calendar feed tokens are made with (only their hashes reach the CMS). */
  calendarFeedSecret: string;
};

const commaList = z
  .string()
  .default('')
  .transform((raw) => raw.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean));

const envSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  CMS_URL: z.url().default('http://127.0.0.1:1337'),
  CMS_API_TOKEN: z.string().min(32, 'CMS_API_TOKEN must hold the CMS API token for the BFF'),
  CMS_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  CALENDAR_FEED_SECRET: z.string().min(32, 'CALENDAR_FEED_SECRET must be at least 32 characters').optional(),
  PWA_DIST: z.string().default(path.join(bffDir, '..', 'pwa', 'dist')),
  OIDC_SCOPE: z.string().default('openid profile email portal'),
  OIDC_ALGORITHMS: commaList,
  SYDNEY_OIDC_ISSUER: z.url(),
  SYDNEY_OIDC_CLIENT_ID: z.string().min(1),
  SYDNEY_OIDC_AUDIENCE: z.string().min(1),
  SYDNEY_HOSTS: commaList,
  ARMIDALE_OIDC_ISSUER: z.url().optional(),
  ARMIDALE_OIDC_CLIENT_ID: z.string().min(1).optional(),
  ARMIDALE_OIDC_AUDIENCE: z.string().min(1).optional(),
  ARMIDALE_HOSTS: commaList,
});

/** Reads the BFF's settings from environment variables (the README lists them). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The BFF's environment is not complete:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const sydney: CampusIssuer = {
    campus: 'sydney',
    issuer: e.SYDNEY_OIDC_ISSUER,
    clientId: e.SYDNEY_OIDC_CLIENT_ID,
    audience: e.SYDNEY_OIDC_AUDIENCE,
    scope: e.OIDC_SCOPE,
    hosts: e.SYDNEY_HOSTS,
  };
  return {
    host: e.HOST,
    port: e.PORT,
    cmsUrl: e.CMS_URL.replace(/\/$/, ''),
    cmsApiToken: e.CMS_API_TOKEN,
    cmsTimeoutMs: e.CMS_TIMEOUT_MS,
    pwaDist: e.PWA_DIST,
    // Without its own secret, one derived from the CMS token (rotating that token then also
    // replaces every calendar feed URL).
    calendarFeedSecret: e.CALENDAR_FEED_SECRET ?? createHmac('sha256', e.CMS_API_TOKEN).update('portal calendar feed').digest('base64url'),
    allowedAlgorithms: e.OIDC_ALGORITHMS.length > 0 ? e.OIDC_ALGORITHMS.map((a) => a.toUpperCase()) : ['RS256', 'PS256', 'ES256'],
    campuses: {
      sydney,
      // Armidale falls back to Sydney's provider until it has its own.
      armidale: {
        campus: 'armidale',
        issuer: e.ARMIDALE_OIDC_ISSUER ?? sydney.issuer,
        clientId: e.ARMIDALE_OIDC_CLIENT_ID ?? sydney.clientId,
        audience: e.ARMIDALE_OIDC_AUDIENCE ?? sydney.audience,
        scope: e.OIDC_SCOPE,
        hosts: e.ARMIDALE_HOSTS,
      },
    },
  };
}

/** Spec 1: the campus is chosen by host name; Sydney is the default. */
export function campusForHost(config: BffConfig, host: string): CampusIssuer {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const armidale = config.campuses.armidale;
  return armidale.hosts.includes(hostname) ? armidale : config.campuses.sydney;
}

/**
 * The portal's origin as the client reached it, for absolute links (the calendar feed URL).
 * Koa 3's `ctx.origin` is the request's Origin header instead; protocol and host follow the
 * app's proxy setting (X-Forwarded-Proto/Host only when TRUST_PROXY is on).
 */
export function requestOrigin(ctx: { protocol: string; host: string }): string {
  return `${ctx.protocol}://${ctx.host}`;
}
