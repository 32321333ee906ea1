import { createHmac } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ARABIC_DIGITS, CACHE_EVENTS_CHANNEL, DEFAULT_ARABIC_DIGITS, schoolTimeZonesFrom, type ArabicDigits, type Campus } from '@portal/contract';
import { LOG_LEVELS, type LogLevel } from './operations/logger.ts';

const bffDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export type CampusIssuer = {
  campus: Campus;
  issuer: string;
  clientId: string;
  audience: string;
  scope: string;
  /** Host names of this campus: they choose which issuer people are sent to, nothing more. */
  hosts: string[];
  /** The JWT `typ` values this issuer gives access tokens (RFC 9068: at+jwt); ID tokens differ. */
  accessTokenTypes: string[];
  /**
   * The claim that links a first sign-in to a directory record (the school system's id), or
   * null: then a new person gets a new record. Only a claim the person cannot edit belongs here.
   */
  directoryClaim: string | null;
};

export type BffConfig = {
  host: string;
  port: number;
  production: boolean;
  cmsUrl: string;
  cmsApiToken: string;
  cmsTimeoutMs: number;
  pwaDist: string;
  campuses: Record<Campus, CampusIssuer>;
  /** Token signing algorithms we accept; anything else (none, HS256 with a public key...) is refused. */
  allowedAlgorithms: string[];
  /** Key the personal calendar feed tokens are made with (only their hashes reach the CMS). */
  calendarFeedSecret: string;
  /** How many proxies in front of the BFF append to X-Forwarded-*; 0 believes none of it. */
  trustProxyHops: number;
  /** Where uploaded images are served from when not from the portal's own origin (CSP img-src). */
  mediaOrigin: string | null;
  /** Shared state of several BFF processes (the abuse limits' counts); null keeps it in this process. */
  redisUrl: string | null;
  /**
   * Change events from the CMS (read-cache/change-events.ts): the key their POSTs are signed
   * with (null: the endpoint refuses every one), and the Redis channel they arrive on with REDIS_URL.
   */
  cacheEvents: { secret: string | null; channel: string };
  /** Requests per minute (security/abuse-limits.ts); `keyPrefix` names their counts in Redis. */
  rateLimits: { publicPerIp: number; feedPerToken: number; feedMissesPerIp: number; writesPerPerson: number; keyPrefix: string };
  /** The read cache: how long a last good copy answers while the CMS fails, how long a read waits for a hanging CMS, and the safety-net age. */
  readCache: { staleForMs: number; hangMs: number; maxAgeMs: number; maxEntries: number };
  /** The most records one CMS list is read to; a longer list is answered cut short, and says so. */
  cmsMaxRecords: number;
  /** How long the download link in a Connections PDF email opens (subscribers have no sign-in). */
  connectionsPdfEmailLinkMs: number;
  /** Each campus's counsellors (SYDNEY_COUNSELLOR_EMAILS, ARMIDALE_COUNSELLOR_EMAILS): school psychology requests are emailed to them and they see the campus's requests. */
  counsellorEmails: Record<Campus, string[]>;
  /**
   * Each campus's public portal address (PORTAL_URL_SYDNEY, PORTAL_URL_ARMIDALE), without a
   * trailing slash: the only base of absolute links (emails, signed downloads, feed URLs).
   * Never the request's Host, which the client writes.
   */
  portalUrls: Record<Campus, string>;
  /**
   * Each campus's IANA time zone (SYDNEY_TIME_ZONE, ARMIDALE_TIME_ZONE; Australia/Sydney by
   * default): every date and time people enter or see is the school's, never the server's TZ.
   */
  timeZones: Record<Campus, string>;
  /**
   * Alerts (issue 29): the VAPID public key browsers subscribe with (null: alerts are off, and
   * devices are told so), and whether push services on loopback are taken (PUSH_LOOPBACK_SERVICES,
   * outside production only: tests run their own).
   */
  alerts: { vapidPublicKey: string | null; loopbackPushServices: boolean };
  /** How Arabic writes numbers at this school (ARABIC_DIGITS: latn 0 1 2, the default, or arab ٠ ١ ٢), sent to devices. */
  arabicDigits: ArabicDigits;
  /** The least severe log lines written (LOG_LEVEL, info by default; silent writes none). */
  logLevel: LogLevel;
  /** Where `GET /metrics` is served (METRICS_PORT, 9464 by default, on METRICS_HOST, 127.0.0.1 by default); null: nowhere (METRICS_PORT=off or 0). */
  metrics: { port: number; host: string } | null;
  /** How long a stop (SIGTERM) lets requests in flight finish before cutting them (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
};

const commaList = z
  .string()
  .default('')
  .transform((raw) => raw.split(',').map((part) => part.trim().toLowerCase()).filter(Boolean));

const trustProxy = z
  .string()
  .default('false')
  .transform((raw, context) => {
    const value = raw.trim().toLowerCase();
    if (value === 'false' || value === '0' || value === '') return 0;
    if (value === 'true') return 1;
    const hops = Number(value);
    if (Number.isInteger(hops) && hops > 0 && hops < 10) return hops;
    context.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, true (one proxy) or the number of proxies (1-9)' });
    return z.NEVER;
  });

/** A portal address links are built on: http(s), no query or fragment; kept without a trailing slash. */
const portalUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) address such as https://portal.example.edu.au' })
  .refine((raw) => !/[?#]/.test(raw), 'must have no query or fragment')
  .transform((raw) => {
    const url = new URL(raw);
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });

/** A port of its own for the metrics, or null for none: `off` and `0` (which elsewhere means any free port) turn them off. */
const metricsPort = z
  .string()
  .default('9464')
  .transform((raw, context) => {
    const value = raw.trim().toLowerCase();
    if (value === 'off' || value === '0') return null;
    const port = Number(value);
    if (/^\d+$/.test(value) && port >= 1 && port <= 65535) return port;
    context.addIssue({ code: 'custom', message: 'METRICS_PORT must be a port (1-65535) for GET /metrics, or off (or 0) to serve no metrics' });
    return z.NEVER;
  });

/** Development's portal addresses, as the CMS's (cms/config/plugins.ts); `npm start` passes its own port's. */
const DEVELOPMENT_PORTAL_URLS: Record<Campus, string> = {
  sydney: 'http://localhost:3000',
  armidale: 'http://armidale.localhost:3000',
};

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
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
  SYDNEY_OIDC_ACCESS_TOKEN_TYP: commaList,
  SYDNEY_OIDC_DIRECTORY_CLAIM: z.string().min(1).optional(),
  SYDNEY_HOSTS: commaList,
  ARMIDALE_OIDC_ISSUER: z.url().optional(),
  ARMIDALE_OIDC_CLIENT_ID: z.string().min(1).optional(),
  ARMIDALE_OIDC_AUDIENCE: z.string().min(1).optional(),
  ARMIDALE_OIDC_ACCESS_TOKEN_TYP: commaList,
  ARMIDALE_OIDC_DIRECTORY_CLAIM: z.string().min(1).optional(),
  ARMIDALE_HOSTS: commaList,
  TRUST_PROXY: trustProxy,
  MEDIA_ORIGIN: z.url().optional(),
  REDIS_URL: z.url().optional(),
  CACHE_EVENTS_SECRET: z.string().min(32, 'CACHE_EVENTS_SECRET must be at least 32 characters').optional(),
  CACHE_EVENTS_CHANNEL: z.string().min(1).default(CACHE_EVENTS_CHANNEL),
  PUSH_LOOPBACK_SERVICES: z.enum(['true', 'false']).optional(),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a P-256 public key: 65 bytes, base64url').optional(),
  RATE_LIMIT_KEY_PREFIX: z.string().min(1).default('portal-bff'),
  RATE_LIMIT_PUBLIC_PER_IP: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_FEED_PER_TOKEN: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_FEED_MISSES_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_WRITES_PER_PERSON: z.coerce.number().int().min(1).default(300),
  CMS_MAX_RECORDS: z.coerce.number().int().min(1).default(5000),
  STALE_IF_ERROR_SECONDS: z.coerce.number().int().min(0).default(86_400),
  CMS_HANG_MS: z.coerce.number().int().min(50).default(1000),
  CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).default(600),
  CACHE_MAX_ENTRIES: z.coerce.number().int().min(100).default(20_000),
  CONNECTIONS_PDF_EMAIL_LINK_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  SYDNEY_COUNSELLOR_EMAILS: z.string().optional(),
  ARMIDALE_COUNSELLOR_EMAILS: z.string().optional(),
  PORTAL_URL_SYDNEY: portalUrl.optional(),
  ARABIC_DIGITS: z.enum(ARABIC_DIGITS, { error: `ARABIC_DIGITS must be one of ${ARABIC_DIGITS.join(', ')}.` }).default(DEFAULT_ARABIC_DIGITS),
  PORTAL_URL_ARMIDALE: portalUrl.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.` }).default('info'),
  METRICS_PORT: metricsPort,
  METRICS_HOST: z.string().trim().min(1, 'METRICS_HOST must be the address the metrics port listens on, such as 127.0.0.1').default('127.0.0.1'),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'SHUTDOWN_TIMEOUT_MS must be a number of milliseconds' })
    .int('SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds')
    .min(0, 'SHUTDOWN_TIMEOUT_MS must be 0 or more')
    .default(10_000),
});

/** Development's counsellors (addresses the dev providers sign in with): Sydney's teacher1, Armidale's admin1. */
const DEVELOPMENT_COUNSELLORS: Record<Campus, string> = {
  sydney: 'teacher1@example.edu.au',
  armidale: 'liam.brennan@example.edu.au',
};

const addressList = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((address) => address.trim().toLowerCase())
    .filter((address) => address !== '');

const DEVELOPMENT_SYDNEY_HOSTS = ['localhost', '127.0.0.1'];

/** Reads the BFF's settings from environment variables (the README lists them). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The BFF's environment is not complete:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.CACHE_EVENTS_SECRET) {
    throw new Error('Set CACHE_EVENTS_SECRET (32+ characters, the same as the CMS\'s): without it no change event from the CMS is believed.');
  }
  if (production && !e.CALENDAR_FEED_SECRET) {
    throw new Error('Set CALENDAR_FEED_SECRET (32+ characters): in production it is not derived from another secret.');
  }
  if (production && e.SYDNEY_HOSTS.length === 0) {
    throw new Error('Set SYDNEY_HOSTS to the host names of the Sydney campus: in production no host is assumed.');
  }
  if (production && !e.PORTAL_URL_SYDNEY) {
    throw new Error('Set PORTAL_URL_SYDNEY to the public address of the Sydney portal: links in emails and downloads are built on it, never on the request.');
  }
  if (production && e.ARMIDALE_HOSTS.length > 0 && !e.PORTAL_URL_ARMIDALE) {
    throw new Error('Set PORTAL_URL_ARMIDALE to the public address of the Armidale portal (ARMIDALE_HOSTS is set).');
  }
  const timeZones = schoolTimeZonesFrom(env);
  const typOf = (list: string[]) => (list.length > 0 ? list : ['at+jwt']);
  const sydney: CampusIssuer = {
    campus: 'sydney',
    issuer: e.SYDNEY_OIDC_ISSUER,
    clientId: e.SYDNEY_OIDC_CLIENT_ID,
    audience: e.SYDNEY_OIDC_AUDIENCE,
    scope: e.OIDC_SCOPE,
    hosts: e.SYDNEY_HOSTS.length > 0 ? e.SYDNEY_HOSTS : DEVELOPMENT_SYDNEY_HOSTS,
    accessTokenTypes: typOf(e.SYDNEY_OIDC_ACCESS_TOKEN_TYP),
    directoryClaim: e.SYDNEY_OIDC_DIRECTORY_CLAIM ?? null,
  };
  // Without an issuer of its own, Armidale signs in at Sydney's provider; each account still
  // belongs to one campus, so a Sydney person is refused on an Armidale host all the same.
  const armidaleOwnIssuer = e.ARMIDALE_OIDC_ISSUER !== undefined;
  const armidale: CampusIssuer = {
    campus: 'armidale',
    issuer: e.ARMIDALE_OIDC_ISSUER ?? sydney.issuer,
    clientId: e.ARMIDALE_OIDC_CLIENT_ID ?? sydney.clientId,
    audience: e.ARMIDALE_OIDC_AUDIENCE ?? sydney.audience,
    scope: e.OIDC_SCOPE,
    hosts: e.ARMIDALE_HOSTS,
    accessTokenTypes: armidaleOwnIssuer ? typOf(e.ARMIDALE_OIDC_ACCESS_TOKEN_TYP) : sydney.accessTokenTypes,
    directoryClaim: armidaleOwnIssuer ? (e.ARMIDALE_OIDC_DIRECTORY_CLAIM ?? null) : sydney.directoryClaim,
  };
  if (e.METRICS_PORT !== null && e.METRICS_PORT === e.PORT) {
    throw new Error(`METRICS_PORT must differ from PORT (${e.PORT}): the metrics have a port of their own, which nginx does not expose.`);
  }
  const shared = sydney.hosts.filter((host) => armidale.hosts.includes(host));
  if (shared.length > 0) throw new Error(`A host name cannot belong to both campuses: ${shared.join(', ')}`);
  return {
    host: e.HOST,
    port: e.PORT,
    production,
    cmsUrl: e.CMS_URL.replace(/\/$/, ''),
    cmsApiToken: e.CMS_API_TOKEN,
    cmsTimeoutMs: e.CMS_TIMEOUT_MS,
    pwaDist: e.PWA_DIST,
    // In development, without its own secret, one derived from the CMS token (rotating that
    // token then also replaces every calendar feed URL); production refuses that above.
    calendarFeedSecret: e.CALENDAR_FEED_SECRET ?? createHmac('sha256', e.CMS_API_TOKEN).update('portal calendar feed').digest('base64url'),
    allowedAlgorithms: e.OIDC_ALGORITHMS.length > 0 ? e.OIDC_ALGORITHMS.map((a) => a.toUpperCase()) : ['RS256', 'PS256', 'ES256'],
    campuses: { sydney, armidale },
    trustProxyHops: e.TRUST_PROXY,
    mediaOrigin: e.MEDIA_ORIGIN ? new URL(e.MEDIA_ORIGIN).origin : null,
    redisUrl: e.REDIS_URL ?? null,
    cacheEvents: { secret: e.CACHE_EVENTS_SECRET ?? null, channel: e.CACHE_EVENTS_CHANNEL },
    rateLimits: {
      publicPerIp: e.RATE_LIMIT_PUBLIC_PER_IP,
      feedPerToken: e.RATE_LIMIT_FEED_PER_TOKEN,
      feedMissesPerIp: e.RATE_LIMIT_FEED_MISSES_PER_IP,
      writesPerPerson: e.RATE_LIMIT_WRITES_PER_PERSON,
      keyPrefix: e.RATE_LIMIT_KEY_PREFIX,
    },
    cmsMaxRecords: e.CMS_MAX_RECORDS,
    connectionsPdfEmailLinkMs: e.CONNECTIONS_PDF_EMAIL_LINK_DAYS * 86_400_000,
    counsellorEmails: {
      sydney: addressList(e.SYDNEY_COUNSELLOR_EMAILS ?? (production ? '' : DEVELOPMENT_COUNSELLORS.sydney)),
      armidale: addressList(e.ARMIDALE_COUNSELLOR_EMAILS ?? (production ? '' : DEVELOPMENT_COUNSELLORS.armidale)),
    },
    portalUrls: {
      sydney: e.PORTAL_URL_SYDNEY ?? DEVELOPMENT_PORTAL_URLS.sydney,
      armidale: e.PORTAL_URL_ARMIDALE ?? DEVELOPMENT_PORTAL_URLS.armidale,
    },
    timeZones,
    arabicDigits: e.ARABIC_DIGITS,
    logLevel: e.LOG_LEVEL,
    metrics: e.METRICS_PORT === null ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    alerts: { vapidPublicKey: e.VAPID_PUBLIC_KEY ?? null, loopbackPushServices: !production && e.PUSH_LOOPBACK_SERVICES === 'true' },
    readCache: {
      staleForMs: e.STALE_IF_ERROR_SECONDS * 1000,
      hangMs: e.CMS_HANG_MS,
      maxAgeMs: e.CACHE_MAX_AGE_SECONDS * 1000,
      maxEntries: e.CACHE_MAX_ENTRIES,
    },
  };
}

/**
 * Spec 1: the campus whose sign-in this host shows, or null for a host the portal does not
 * serve. It decides where people are sent to sign in, never whose data they read, nor any
 * link (those are built on `portalUrls`), so the port it carries is ignored.
 */
export function campusForHost(config: BffConfig, host: string): CampusIssuer | null {
  const hostname = host.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
  return Object.values(config.campuses).find((campus) => campus.hosts.includes(hostname)) ?? null;
}
