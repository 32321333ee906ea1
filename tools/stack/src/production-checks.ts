/**
 * What `npm start` needs from the environment in production, where nothing may fall back to a
 * development default: the dev identity provider and its demo accounts, the demo seed, or a
 * secret generated into cms/.env on this machine.
 */
export const REQUIRED_SECRETS: Record<string, string> = {
  APP_KEYS: "the CMS's session keys (comma-separated)",
  ADMIN_JWT_SECRET: "the CMS admin panel's token secret",
  API_TOKEN_SALT: "the CMS's API token salt",
  TRANSFER_TOKEN_SALT: "the CMS's transfer token salt",
  JWT_SECRET: "the CMS's users-permissions secret",
  ENCRYPTION_KEY: "the CMS's encryption key",
  PORTAL_BFF_API_TOKEN: "the BFF's CMS API token (the CMS stores only its hash)",
  CALENDAR_FEED_SECRET: 'the key of personal calendar feed URLs (32+ characters)',
  CACHE_EVENTS_SECRET: "the key the CMS signs its change events for the BFF's cache with (32+ characters)",
  VAPID_PUBLIC_KEY: 'the public key of the VAPID pair alerts are sent with (npx web-push generate-vapid-keys)',
  VAPID_PRIVATE_KEY: 'the private key of the VAPID pair',
  VAPID_SUBJECT: "the school's contact for the push services: a mailto: address or an https: URL (Apple refuses placeholders)",
};

/** An example, test or local address (RFC 2606 and 6761 names): no push service can reach the school there. */
export function isPlaceholderContact(subject: string): boolean {
  const host = /^mailto:[^@]*@(.+)$/i.exec(subject)?.[1] ?? (URL.canParse(subject) ? new URL(subject).hostname : '');
  return /(^|\.)(example(\.(com|net|org))?|test|localhost|invalid|local)$/i.test(host.replace(/>$/, '')) || !/^(mailto:|https:)/i.test(subject);
}

export class ProductionConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`NODE_ENV=production, but the environment still asks for development defaults:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ProductionConfigError';
  }
}

/** Every problem at once, so one attempt tells the operator all there is to set. */
function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!env.SYDNEY_OIDC_ISSUER) {
    problems.push('Set SYDNEY_OIDC_ISSUER (with SYDNEY_OIDC_CLIENT_ID and SYDNEY_OIDC_AUDIENCE): the development identity provider and its demo accounts do not run in production.');
  }
  if (!env.SYDNEY_HOSTS) problems.push('Set SYDNEY_HOSTS to the host names of the Sydney campus.');
  if (env.PORTAL_SEED === 'demo') problems.push('Unset PORTAL_SEED: the demo school is not seeded in production.');
  for (const [name, meaning] of Object.entries(REQUIRED_SECRETS)) {
    if (!env[name]) problems.push(`Set ${name} (${meaning}): generated development secrets are not used in production.`);
  }
  if (!env.SES_REGION || !env.SES_FROM) problems.push('Set SES_REGION and SES_FROM (a sender SES has verified): production email goes through Amazon SES, not the local emulator.');
  if (!env.PORTAL_URL_SYDNEY) problems.push('Set PORTAL_URL_SYDNEY (and PORTAL_URL_ARMIDALE): the public address of the portal that every link in email and downloads leads to.');
  if (env.ARMIDALE_HOSTS && !env.PORTAL_URL_ARMIDALE) problems.push('Set PORTAL_URL_ARMIDALE: ARMIDALE_HOSTS is set, and links for Armidale people lead to its public address.');
  if (env.SES_ENDPOINT) problems.push('Unset SES_ENDPOINT: it points the SES clients at an emulator.');
  if (env.SNS_TEST_CERT_ORIGIN) problems.push('Unset SNS_TEST_CERT_ORIGIN: it trusts a test certificate for SES events.');
  if (env.PUSH_LOOPBACK_SERVICES) problems.push('Unset PUSH_LOOPBACK_SERVICES: it lets alerts be sent to push services on this machine, for tests.');
  if (env.VAPID_SUBJECT && isPlaceholderContact(env.VAPID_SUBJECT)) {
    problems.push(`VAPID_SUBJECT ${env.VAPID_SUBJECT} is a placeholder: Apple's push service refuses one, and every iPhone would miss its alerts. Use the school's real mailto: address or https: page.`);
  }
  if (env.TRANSLATE_LOCAL) problems.push('Unset TRANSLATE_LOCAL: it runs a fake of Amazon Translate (set TRANSLATE_REGION for the real one).');
  if (env.CALENDAR_FEED_SECRET && env.CALENDAR_FEED_SECRET.length < 32) problems.push('CALENDAR_FEED_SECRET must be at least 32 characters.');
  if (env.CACHE_EVENTS_SECRET && env.CACHE_EVENTS_SECRET.length < 32) problems.push('CACHE_EVENTS_SECRET must be at least 32 characters.');
  return problems;
}

/** The secrets the launcher hands on, from the environment only; throws naming what is missing. */
export function requireProductionSecrets(env: NodeJS.ProcessEnv): Record<string, string> {
  const problems = productionProblems(env);
  if (problems.length > 0) throw new ProductionConfigError(problems);
  return {
    PORTAL_BFF_API_TOKEN: env.PORTAL_BFF_API_TOKEN!,
    PORTAL_CALENDAR_FEED_SECRET: env.CALENDAR_FEED_SECRET!,
    PORTAL_CACHE_EVENTS_SECRET: env.CACHE_EVENTS_SECRET!,
    PORTAL_VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY!,
    PORTAL_VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY!,
  };
}
